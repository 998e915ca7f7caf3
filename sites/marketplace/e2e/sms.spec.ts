// Journey (desktop and phone), on the real server with no SMS provider configured (texts stay in the local outbox):
// a new account verifies a mobile number in Notification Settings with the code read from the admin's outbox,
// turns saved-search texts on, switches text alerts on for a saved search, and the match of a newly published
// listing is texted (it shows in the outbox, also on the admin's /test-email page). No visited page is wider than
// the screen.
import type { APIRequestContext } from '@playwright/test';
import { accessToken, createPublishedListing } from './listings';
import {
  ADMIN,
  accountMenuButton,
  declineCookiesIfAsked,
  signIn,
  skipAnonymousCookieBanner,
} from './support';
import { expect, type Page, secondBrowser, test } from './test';

/** A text of the admin's outbox (the fields the journey reads). */
interface OutboxText {
  to: string;
  kind: string;
  body: string;
  status: string;
}

/** The page's layout width beyond the screen's (0 when nothing sticks out sideways), as no-overflow.spec.ts measures. */
async function expectNoOverflow(page: Page) {
  await page.waitForLoadState('load');
  const screenWidth = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(Math.max(...widths) - screenWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The texts the outbox holds for `to` (E.164), newest first, as the admin reads them through the API. */
async function outboxTexts(request: APIRequestContext, to: string): Promise<OutboxText[]> {
  const token = await accessToken(request, ADMIN);
  const res = await request.get(`/api/v1/admin/sms-outbox?to=${encodeURIComponent(to)}&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: OutboxText[] }).items;
}

/** Waits for a text to `to` that `matches`, and answers it. */
async function waitForText(
  request: APIRequestContext,
  to: string,
  matches: (text: OutboxText) => boolean,
): Promise<OutboxText> {
  let found: OutboxText | undefined;
  await expect(async () => {
    found = (await outboxTexts(request, to)).find(matches);
    expect(found, `a text to ${to}`).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return found!;
}

test('a new account verifies a phone and a saved-search match is texted', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const unique = `${testInfo.project.name}-${Date.now()}`;
  const account = { email: `sms-${unique}@dealloop.local`, password: 'a-long-password' };
  // A valid US mobile number of its own (area code 406, Montana; the exchange starts with 2-9).
  const local = String(2_000_000 + Math.floor(Math.random() * 7_999_999));
  const e164 = `+1406${local}`;
  const shown = `(406) ${local.slice(0, 3)}-${local.slice(3)}`;

  await skipAnonymousCookieBanner(page);
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Tess Texter');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome to DealLoop!' })
    .getByRole('button', { name: 'Skip Tour' })
    .click();
  await declineCookiesIfAsked(page);

  // Notification Settings: the number and the consent box, then the code texted to it.
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Notification Settings' }).click();
  await expect(page).toHaveURL(/\/email-preferences$/);
  const section = page.getByRole('region', { name: 'Text messages' });
  await section.getByLabel('Mobile phone number').fill(`406${local}`);
  await expect(section.getByLabel('Mobile phone number')).toHaveValue(shown);
  await section.getByRole('checkbox', { name: /I agree to receive automated text messages/ }).check();
  await expectNoOverflow(page);
  await section.getByRole('button', { name: 'Text me a code' }).click();
  await expect(section.getByText(`We texted a 6-digit code to ${shown}.`)).toBeVisible();

  const codeText = await waitForText(request, e164, (text) => text.kind === 'verification');
  const code = /\b(\d{6})\b/.exec(codeText.body)?.[1];
  expect(code, codeText.body).toBeTruthy();
  await section.getByLabel('Verification code').fill(code!);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText(`Texts go to ${shown} (verified).`)).toBeVisible();

  // Every kind starts on once verified; contract texts are turned off and the quiet hours' zone chosen.
  await expect(section.getByRole('switch', { name: 'Saved-search texts' })).toBeChecked();
  await section.getByRole('switch', { name: 'Contract texts' }).uncheck();
  await section.getByLabel('My time zone').selectOption('America/Denver');
  await section.getByRole('button', { name: 'Save text settings' }).click();
  await expect(page.getByText('Text message settings saved.')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('switch', { name: 'Contract texts' })).not.toBeChecked();
  await expect(section.getByLabel('My time zone')).toHaveValue('America/Denver');
  await expectNoOverflow(page);

  // A saved search, with its text alerts switched on on the saved searches page.
  const name = `Bozeman texts ${unique}`;
  const userToken = await accessToken(request, account);
  const created = await request.post('/api/v1/me/saved-searches', {
    headers: { authorization: `Bearer ${userToken}` },
    data: { name, criteria: { location: 'Bozeman, MT', maxPrice: 500_000 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/dashboard/saved-searches');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const textAlerts = item.getByRole('switch', { name: 'Text alerts' });
  await textAlerts.click();
  await expect(textAlerts).toBeChecked();
  await expect(item.getByRole('alert')).toHaveCount(0);
  await expectNoOverflow(page);

  // A matching listing is published: its match is texted (held in the outbox: no provider is configured; in the
  // number's quiet hours it waits there for 8 am).
  const listing = await createPublishedListing(request, {
    location: '12 Main St, Bozeman, MT 59715',
    price: 205_000,
  });
  const match = await waitForText(
    request,
    e164,
    (text) => text.kind === 'saved_search' && text.body.includes(listing.title),
  );
  expect(match.body).toContain(name);

  // The admin sees it in the outbox next to the mailbox.
  const admin = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(admin);
  await signIn(admin, ADMIN, '/auth?redirect=%2Ftest-email');
  await declineCookiesIfAsked(admin);
  const outbox = admin.getByRole('list', { name: 'Text message outbox' });
  await expect(outbox.getByRole('listitem').filter({ hasText: listing.title }).first()).toBeVisible();
  await expectNoOverflow(admin);
  await admin.context().close();
});
