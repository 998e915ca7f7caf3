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

test("a listing's first photo paints from the page's HTML, before any script, where the gallery shows it", async ({
  browser,
  page,
  request,
}) => {
  const search = await request.get('/api/v1/properties?sort=newest&limit=20');
  const { items } = (await search.json()) as { items: { path: string; title: string; images: unknown[] }[] };
  const listing = items.find((item) => item.images.length > 0);
  expect(listing, 'a demo listing with photos').toBeTruthy();
  const alt = `${listing!.title} (1 of ${listing!.images.length})`;

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(listing!.path);
  const painted = bare.getByRole('img', { name: alt });
  await expect(painted).toBeVisible();
  await expect
    .poll(() => painted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const staticBox = await painted.boundingBox();
  // The listing's content is in the HTML too: its title, price and figures read without any script.
  await expect(bare.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  await expect(bare.getByText('Asking price')).toBeVisible();
  await expect(bare.getByText('ARV', { exact: true })).toBeVisible();
  await noScript.close();

  await skipAnonymousCookieBanner(page);
  await page.goto(listing!.path);
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
  const gallery = page
    .getByRole('region', { name: `Photos of ${listing!.title}` })
    .getByRole('img', { name: alt });
  await expect(gallery).toHaveCount(1);
  await expect(page.getByRole('img', { name: alt })).toHaveCount(1);
  const galleryBox = await gallery.boundingBox();
  // The same place and size, so the page replaces the first paint without the photo moving.
  expect(Math.abs(galleryBox!.y - staticBox!.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(galleryBox!.width - staticBox!.width)).toBeLessThanOrEqual(2);
});
