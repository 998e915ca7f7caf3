// Journey: a buyer saves a search from /properties, finds it on /dashboard/saved-searches, is told live when a
// matching listing is published, previews its matches, and deletes it.
import { createPublishedListing } from './listings';
import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test('a saved search finds a newly published listing', async ({ page, request }) => {
  const name = `Bozeman deals ${Math.random().toString(36).slice(2, 8)}`;
  await skipAnonymousCookieBanner(page);
  await signIn(page, BUYER);
  await declineCookiesIfAsked(page);

  await page.goto('/properties?location=Bozeman%2C+MT&maxPrice=500000');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("Saved search created! You'll get alerts for matching properties."),
  ).toBeVisible();

  await page.goto('/dashboard/saved-searches');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item.getByText('Bozeman, MT · Up to $500K · Any type')).toBeVisible();

  const listing = await createPublishedListing(request, {
    location: '10 Main St, Bozeman, MT 59715',
    price: 210_000,
  });
  // Live, without a reload (another run may publish one too: any such toast will do).
  await expect(
    page
      .getByRole('region', { name: 'Notifications', exact: true })
      .getByText('New Match for Your Saved Search')
      .first(),
  ).toBeVisible();

  await item.getByRole('button', { name: 'Preview matches' }).click();
  await expect(item.getByText(listing.title)).toBeVisible();

  await item.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this saved search?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name })).toBeHidden();
});
