// Journeys: create an account and land signed in; sign in; a wrong password is explained in the form.

import { accountMenuButton, BUYER, signIn, signInLink, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

test('sign up a new account and land on / signed in', async ({ page }, testInfo) => {
  const email = `new-${testInfo.project.name}-${Date.now()}@dealloop.local`;
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form.getByText('At least 8 characters.')).toBeVisible();
  await form.getByLabel('Full name').fill('Nina Newcomer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu for Nina Newcomer');
  await expect(signInLink(page)).toHaveCount(0);
});

test('sign in with a demo account and land on /', async ({ page }) => {
  await signIn(page, BUYER);
  await expect(page).toHaveURL(/\/$/);
  await accountMenuButton(page).click();
  await expect(page.getByText(BUYER.email)).toBeVisible();
});

test('sign in comes back to the page in ?redirect=', async ({ page }) => {
  await signIn(page, BUYER, '/auth?redirect=%2Fterms-of-service');
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('a wrong password is explained in the form', async ({ page }, testInfo) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(`nobody-${testInfo.project.name}@dealloop.local`);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toContainText(/invalid|incorrect/i);
  await expect(page).toHaveURL(/\/auth$/);
});
