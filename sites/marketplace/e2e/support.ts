// Shared steps of the browser journeys: the demo accounts, signing in through the form, the cookie banner.
import { PAGE_TITLES } from '@dealloop/core';
import { expect, type Page } from '@playwright/test';

/** A demo account of the README (created by the server on its fresh data folder). */
export interface DemoAccount {
  email: string;
  password: string;
}

export const BUYER: DemoAccount = { email: 'buyer@dealloop.local', password: 'dealloop-buyer' };
export const MODERATOR: DemoAccount = { email: 'moderator@dealloop.local', password: 'dealloop-moderator' };
export const ADMIN: DemoAccount = { email: 'admin@dealloop.local', password: 'dealloop-admin' };
export const WHOLESALER: DemoAccount = {
  email: 'wholesaler@dealloop.local',
  password: 'dealloop-wholesaler',
};

/** The account menu trigger of the top bar. */
export const accountMenuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account menu for / });

/** The Sign In link of the top bar. */
export const signInLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });

/** The cookie banner. */
export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

/** Keeps the anonymous cookie banner out of the way (tests about the banner do not call this). */
export async function skipAnonymousCookieBanner(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('dealloop-cookie-consent:anonymous')) {
      window.localStorage.setItem('dealloop-cookie-consent:anonymous', 'declined');
    }
  });
}

/**
 * Signs in through the /auth form and waits until the account menu shows and the page it leads to is shown: that
 * page loads lazily, and when it commits focus moves to the main area (a menu opened before then would lose focus).
 */
export async function signIn(page: Page, account: DemoAccount, path = '/auth') {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page).not.toHaveTitle(PAGE_TITLES.auth);
}

/** Chooses Essential Only when the banner asks (it asks again for each signed-in user). */
export async function declineCookiesIfAsked(page: Page) {
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner).toBeHidden();
}
