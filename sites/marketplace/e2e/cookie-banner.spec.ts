// Journeys: the cookie choice persists across reloads; accepting while signed in records the consent.

import { accountMenuButton, BUYER, cookieBanner } from './support';
import { expect, test } from './test';

test('Accept All hides the banner for good', async ({ page }) => {
  await page.goto('/privacy-policy');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('dealloop-cookie-consent:anonymous'))).toBe('true');
});

test('Essential Only hides the banner for good', async ({ page }) => {
  await page.goto('/terms-of-service');
  const banner = cookieBanner(page);
  await banner.getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('dealloop-cookie-consent:anonymous'))).toBe(
    'declined',
  );
});

test('the close icon declines, and the choice holds after a reload', async ({ page }) => {
  await page.goto('/auth');
  const banner = cookieBanner(page);
  await banner.getByRole('button', { name: /^Close/ }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('dealloop-cookie-consent:anonymous'))).toBe(
    'declined',
  );
});

test('accepting while signed in records the consent', async ({ page }) => {
  await page.goto('/auth');
  await cookieBanner(page).getByRole('button', { name: 'Essential Only' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(BUYER.email);
  await form.getByLabel('Password').fill(BUYER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountMenuButton(page)).toBeVisible();
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/consents') && response.request().method() === 'POST',
  );
  await banner.getByRole('button', { name: 'Accept All' }).click();
  const response = await recorded;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({ consentType: 'cookies', version: '1.0' });
  await page.reload();
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(banner).toBeHidden();
});
