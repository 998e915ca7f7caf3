// Journeys: Sign Out from a signed-in-only page returns to / signed out, not to the sign-in form.
import { accountMenuButton, BUYER, signIn, signInLink, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

for (const path of ['/dashboard/favorites', '/dashboard/saved-searches']) {
  test(`Sign Out on ${path} returns to /`, async ({ page }) => {
    await signIn(page, BUYER, `/auth?redirect=${encodeURIComponent(path)}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(signInLink(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/saved/i);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  });
}
