// Journeys: the account menu per role in the spec's order; Sign Out returns to / signed out.

import {
  ADMIN,
  accountMenuButton,
  BUYER,
  type DemoAccount,
  MODERATOR,
  signIn,
  signInLink,
  skipAnonymousCookieBanner,
} from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

const EVERYONE_BEFORE = ['My Account', 'User Dashboard'];
const EVERYONE_AFTER = [
  'Notification Settings',
  'Payment Methods',
  'Support',
  'Getting Started Tour',
  'Sign Out',
];

const cases: [string, DemoAccount, string[]][] = [
  ['buyer', BUYER, [...EVERYONE_BEFORE, ...EVERYONE_AFTER]],
  ['moderator', MODERATOR, [...EVERYONE_BEFORE, 'Moderator Dashboard', ...EVERYONE_AFTER]],
  ['admin', ADMIN, [...EVERYONE_BEFORE, 'Admin Dashboard', ...EVERYONE_AFTER]],
];

for (const [role, account, entries] of cases) {
  test(`the ${role} menu lists its entries in order`, async ({ page }) => {
    await signIn(page, account);
    await accountMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(entries);
    await expect(page.getByText(account.email)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenuButton(page)).toBeFocused();
  });
}

test('the Admin link shows for admins only (wide screens)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'The top bar links are folded away below 768px.');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn(page, BUYER);
  await expect(nav.getByRole('link', { name: 'Open House Calendar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, ADMIN);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
});

test('Sign Out ends the session and returns to /', async ({ page }) => {
  await signIn(page, BUYER, '/auth?redirect=%2Fprivacy-policy');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(signInLink(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  await page.reload();
  await expect(signInLink(page)).toBeVisible();
});
