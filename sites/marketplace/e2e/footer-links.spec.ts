// Journeys: Open House Calendar and Pricing are reachable on every screen, phones included (through the footer).
import { PAGE_TITLES } from '@dealloop/core';
import { skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

for (const [label, path, title] of [
  ['Open House Calendar', '/showings', PAGE_TITLES.showings],
  ['Pricing', '/pricing', PAGE_TITLES.pricing],
] as const) {
  test(`the footer leads to ${label}`, async ({ page }) => {
    await page.goto('/faqs');
    const link = page.getByRole('navigation', { name: 'Community' }).getByRole('link', { name: label });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(title);
  });
}
