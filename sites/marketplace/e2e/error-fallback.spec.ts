// Journey: a page whose code fails to load shows the error screen with the support address.

import { skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test('a failed page chunk shows "Oops! Something went wrong" and the support email', async ({ page }) => {
  await skipAnonymousCookieBanner(page);
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.route('**/assets/privacy-policy-page-*.js', (route) => route.abort());
  // Followed from the keyboard: a click lands where the link was when Playwright measured it, which a page still
  // settling on a loaded machine may have changed (one CI run's click left the page on /auth).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'support@dealloop.local' })).toHaveAttribute(
    'href',
    'mailto:support@dealloop.local',
  );
});
