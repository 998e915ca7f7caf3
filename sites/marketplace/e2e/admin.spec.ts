// Journey: an admin opens the dashboard, finds a user and makes them a moderator, then suspends another user whose
// open session is refused at once: their browser is signed out with the suspension message.
import { ADMIN_MESSAGES } from '@dealloop/core';
import {
  ADMIN,
  accountMenuButton,
  declineCookiesIfAsked,
  signIn,
  skipAnonymousCookieBanner,
} from './support';
import { expect, type Page, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

/** Creates an account through the API and answers its sign-in details. */
async function newAccount(page: Page, fullName: string, email: string) {
  const res = await page.request.post('/api/v1/auth/sign-up', {
    data: { email, password: 'a-long-password', fullName },
  });
  expect(res.status()).toBe(201);
  return { email, password: 'a-long-password' };
}

/** The user's card on /admin/users after searching for `text`. */
async function findUser(page: Page, text: string, name: string) {
  const search = page.getByRole('searchbox', { name: ADMIN_MESSAGES.searchLabel });
  await search.fill(text);
  await search.press('Enter');
  const card = page.getByRole('article', { name: new RegExp(`^${name}`) });
  await expect(card).toBeVisible();
  return card;
}

test('an admin makes one user a moderator and suspends another, whose open session ends', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const moderatorName = `Mona Mod ${stamp}`;
  const spammerName = `Sid Spam ${stamp}`;
  const mona = await newAccount(page, moderatorName, `mona-${stamp}@example.com`);
  const sid = await newAccount(page, spammerName, `sid-${stamp}@example.com`);

  // The user to suspend is signed in elsewhere.
  const sidContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${testInfo.project.name === 'phone' ? 2 : 1}.9` },
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
  });
  const sidPage = await sidContext.newPage();
  await skipAnonymousCookieBanner(sidPage);
  await signIn(sidPage, sid);
  await expect(accountMenuButton(sidPage)).toBeVisible();

  await signIn(page, ADMIN, '/auth?redirect=%2Fadmin');
  await declineCookiesIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_MESSAGES.dashboardTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: /^New users / })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: ADMIN_MESSAGES.usersLink })
    .click();
  await expect(page).toHaveURL(/\/admin\/users/);

  const monaCard = await findUser(page, `mod ${stamp}`, moderatorName);
  await monaCard.getByRole('button', { name: 'Make moderator' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.roleGranted('moderator', moderatorName))).toBeVisible();
  await expect(monaCard.getByText('Moderator', { exact: true })).toBeVisible();
  const monaSignIn = await page.request.post('/api/v1/auth/sign-in', { data: mona });
  expect((await monaSignIn.json()).user.isModerator).toBe(true);

  const sidCard = await findUser(page, sid.email, spammerName);
  await sidCard.getByRole('button', { name: ADMIN_MESSAGES.suspendAction }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_MESSAGES.suspendTitle(spammerName) });
  await dialog.getByRole('textbox', { name: ADMIN_MESSAGES.reasonLabel }).fill('Posting fake listings');
  await dialog.getByRole('button', { name: ADMIN_MESSAGES.confirmSuspend }).click();
  await expect(page.getByText(ADMIN_MESSAGES.suspended(spammerName))).toBeVisible();
  await expect(
    sidCard.getByText(ADMIN_MESSAGES.suspensionNote('Posting fake listings')).first(),
  ).toBeVisible();

  // Sid's open page hears it without doing anything: the server ends their alert stream, its reconnect is
  // refused, and the site signs them out and says why.
  await expect(sidPage.getByText(ADMIN_MESSAGES.accountSuspended)).toBeVisible();
  await expect(accountMenuButton(sidPage)).toBeHidden();
  await sidPage.goto('/dashboard');
  await expect(sidPage).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  const again = await sidPage.request.post('/api/v1/auth/sign-in', { data: sid });
  expect(again.status()).toBe(403);
  await sidContext.close();
});
