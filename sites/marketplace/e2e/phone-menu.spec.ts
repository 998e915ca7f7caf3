// Journeys: on a phone the top bar's links (Open House Calendar, Pricing, Help) are one tap away in the menu button;
// on a desktop they sit in the bar and the menu button is not shown.
import { BUYER, signIn, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

test('the phone menu opens Pricing and the Open House Calendar, signed out and signed in', async ({
  page,
  isMobile,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Site menu' });
  await page.goto('/faqs');
  if (!isMobile) {
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(menuButton).toBeHidden();
    return;
  }
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signIn(page, BUYER);
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Open House Calendar', 'Pricing', 'Help']);
  await menu.getByRole('menuitem', { name: 'Open House Calendar' }).click();
  await expect(page).toHaveURL(/\/showings$/);
});
