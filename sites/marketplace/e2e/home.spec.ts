// Journey: the home page shows published deals and its search box leads to /properties with the location.

import { createPublishedListing } from './listings';
import { skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test('the home page features a published listing and searches by location', async ({ page, request }) => {
  const listing = await createPublishedListing(request);
  await skipAnonymousCookieBanner(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find off-market wholesale deals before anyone else',
  );
  const featured = page.getByRole('list', { name: 'Featured Wholesale Deals' });
  const card = featured.getByRole('article', { name: listing.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Boise, ID');
  await expect(card.getByText('Sign in to see the full address')).toBeAttached();

  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill('Boi');
  const suggestion = page.getByRole('option', { name: /^Boise/ }).first();
  await expect(suggestion).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(/^Boise/);
  await page.getByRole('button', { name: 'Search Deals' }).click();
  await expect(page).toHaveURL(/\/properties\?location=Boise/);
});
