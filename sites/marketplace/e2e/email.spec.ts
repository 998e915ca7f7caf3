// Journeys: Notification Settings saves a switch and the saved-search frequency; an admin sends a test email,
// sees it sent in the mailbox, and its unsubscribe link works without signing in.
import {
  ADMIN,
  accountMenuButton,
  declineCookiesIfAsked,
  signIn,
  skipAnonymousCookieBanner,
} from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

test('a new account turns offer emails off and chooses the daily digest', async ({ page }, testInfo) => {
  const email = `email-prefs-${testInfo.project.name}-${Date.now()}@dealloop.local`;
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Nora Notify');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome to DealLoop!' })
    .getByRole('button', { name: 'Skip Tour' })
    .click();
  await declineCookiesIfAsked(page);

  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Notification Settings' }).click();
  await expect(page).toHaveURL(/\/email-preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
  const offers = page.getByRole('switch', { name: 'Offers' });
  await expect(offers).toBeChecked();
  await offers.click();
  await page.getByRole('radio', { name: 'Daily digest' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Offers' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Contracts' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
});

test('an admin sends a test email and its unsubscribe link works signed out', async ({
  page,
  browser,
}, testInfo) => {
  const to = `test-email-${testInfo.project.name}-${Date.now()}@example.com`;
  await signIn(page, ADMIN, '/auth?redirect=%2Ftest-email');
  await declineCookiesIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Test' })).toBeVisible();
  await page.getByLabel('Send to').fill(to);
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText('Test email queued')).toBeVisible();

  // The mail worker sends it within MAIL_POLL_MS (5 s by default) into the local mailbox.
  const item = page.getByRole('list', { name: 'Mailbox' }).getByRole('listitem').filter({ hasText: to });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await item.getByText('DealLoop test email').click();
  const body = await item.locator('pre').textContent();
  const link = /Unsubscribe from these emails: (\S+)/.exec(body ?? '')?.[1];
  expect(link).toMatch(/\/unsubscribe\?token=/);

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await skipAnonymousCookieBanner(anonymous);
  await anonymous.goto(link!);
  await expect(anonymous.getByText('Stop receiving "Test emails" emails from DealLoop?')).toBeVisible();
  await anonymous.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(anonymous.getByRole('status')).toContainText(
    'you will no longer receive "Test emails" emails',
  );
  await visitor.close();

  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText('This recipient has turned off test emails.')).toBeVisible();
});
