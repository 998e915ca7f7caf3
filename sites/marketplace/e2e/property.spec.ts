// Journey: a published listing's card opens its page at its SEO path, which also loads directly.

import { createPublishedListing } from './listings';
import { skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test("a listing's card opens its detail page at its SEO path", async ({ page, request }) => {
  const listing = await createPublishedListing(request, { location: '500 Capitol Ave, Austin, TX 78701' });
  expect(listing.path).toMatch(/^\/real-estate-wholesale-investment-property-austin-tx-78701-[0-9a-f]{8}$/);
  await skipAnonymousCookieBanner(page);
  await page.goto('/');
  const card = page
    .getByRole('list', { name: 'Featured Wholesale Deals' })
    .getByRole('article', { name: listing.title });
  await card.getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(listing.path);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const numbers = page.getByRole('complementary', { name: 'Deal numbers' });
  await expect(numbers).toContainText('$150,000');
  await expect(numbers).toContainText('ROI');
  await expect(page.getByRole('link', { name: 'Sign in to see the full address' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test('an unknown one-segment path is Not Found', async ({ page }) => {
  await skipAnonymousCookieBanner(page);
  const response = await page.goto('/real-estate-wholesale-investment-property-x');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
});
