// Journey (phone): the bottom tab bar marks the tab of the current section.

import { skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page, isMobile }) => {
  test.skip(!isMobile, 'The tab bar is for small screens.');
  await skipAnonymousCookieBanner(page);
});

const tabBar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Sections' });

test('tapping each tab makes it the current one', async ({ page }) => {
  await page.goto('/auth');
  const bar = tabBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);
  for (const [label, path] of [
    ['Properties', '/properties'],
    ['FAQ', '/faqs'],
    ['Help', '/knowledge-base'],
    ['Profile', '/profile'],
    ['Home', '/'],
  ] as const) {
    await bar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(bar.locator('[aria-current="page"]')).toHaveText(label);
  }
});

test('a nested path keeps its section tab current', async ({ page }) => {
  await page.goto('/properties/abc-123');
  await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText('Properties');
  await page.goto('/profile/someone/buyers-list');
  await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText('Profile');
});
