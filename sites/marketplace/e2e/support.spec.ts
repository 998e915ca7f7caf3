// Journey: a signed-in user opens a support request, an admin answers it from /support?view=admin, and the user
// reads the answer on /support; the confirmation and the answer are in the mailbox.
import { SUPPORT_TEXTS } from '@dealloop/core';
import { ADMIN, BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner } from './support';
import { expect, secondBrowser, test } from './test';

// Two people's browsers in a journey: longer than one page's journey.
test.slow();

test('a user opens a support request, an admin answers, the user reads the answer', async ({
  browser,
  page: user,
  request,
}, testInfo) => {
  const subject = `Photos stuck ${Math.random().toString(36).slice(2, 8)}`;
  const admin = await secondBrowser(browser, testInfo);
  for (const [page, account] of [
    [user, BUYER],
    [admin, ADMIN],
  ] as const) {
    await skipAnonymousCookieBanner(page);
    await signIn(page, account);
    await declineCookiesIfAsked(page);
  }

  // The user opens a request.
  await user.goto('/support');
  await expect(user.getByRole('heading', { level: 1, name: SUPPORT_TEXTS.title })).toBeVisible();
  const form = user.getByRole('form', { name: SUPPORT_TEXTS.formTitle });
  await form.getByLabel(SUPPORT_TEXTS.subjectLabel).fill(subject);
  await form.getByLabel(SUPPORT_TEXTS.categoryLabel).selectOption('bug');
  await form
    .getByLabel(SUPPORT_TEXTS.messageLabel)
    .fill('My listing photos stop uploading half way through.');
  await form.getByRole('button', { name: SUPPORT_TEXTS.submit }).click();
  const mine = user.getByRole('article', { name: subject });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(SUPPORT_TEXTS.awaitingAnswer);

  // An admin answers it.
  await admin.goto('/support?view=admin');
  const ticket = admin.getByRole('article', { name: subject });
  await expect(ticket).toContainText(BUYER.email);
  await ticket
    .getByRole('textbox', { name: SUPPORT_TEXTS.answerLabel })
    .fill('Please try again: we raised the upload limit.');
  await ticket.getByRole('button', { name: SUPPORT_TEXTS.sendAnswer }).click();
  await expect(admin.getByText(SUPPORT_TEXTS.answerSent).first()).toBeVisible();
  // Open requests are the default filter: the answered one leaves it after a reload.
  await admin.reload();
  await expect(admin.getByRole('article', { name: subject })).toHaveCount(0);

  // The user sees the answer.
  await user.reload();
  const answered = user.getByRole('article', { name: subject });
  await expect(answered.getByRole('region', { name: SUPPORT_TEXTS.answerHeading })).toContainText(
    'we raised the upload limit',
  );
  await expect(answered).toContainText('Answered');

  // Both emails went out through the outbox (the admin mailbox lists them).
  const signedIn = await request.post('/api/v1/auth/sign-in', { data: ADMIN });
  const { session } = (await signedIn.json()) as { session: { accessToken: string } };
  const mailbox = await request.get('/api/v1/admin/mailbox?limit=100', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const subjects = ((await mailbox.json()) as { items: { subject: string }[] }).items.map((m) => m.subject);
  expect(subjects).toContain(SUPPORT_TEXTS.confirmationSubject(subject));
  expect(subjects).toContain(SUPPORT_TEXTS.answerSubject(subject));
  await admin.context().close();
});
