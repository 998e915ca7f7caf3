// Journey: open pages follow live alerts. The wholesaler's listing page, open while it waits for review, drops
// "Pending review" when a moderator publishes it, with no reload (the offers page: deal-flow.spec.ts).
import { createPendingListing, publishListing } from './listings';
import { declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, test } from './test';

test("the wholesaler's open listing page shows it published when the moderator publishes it", async ({
  page,
  request,
}) => {
  const listing = await createPendingListing(request);
  await skipAnonymousCookieBanner(page);
  await signIn(page, WHOLESALER);
  await declineCookiesIfAsked(page);
  // The page's alert stream answers (it opens once the bell's list has loaded, so the alert comes live).
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/v1/alerts/stream'));
  await page.goto(`/property/${listing.id}`);
  await streamOpen;
  const article = page.getByRole('article', { name: listing.title });
  await expect(article.getByText('Only you and DealLoop moderators can see this listing.')).toBeVisible();

  await publishListing(request, listing.id);
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByText('Property Published!').first(),
  ).toBeVisible();
  await expect(article.getByText('Only you and DealLoop moderators can see this listing.')).toBeHidden();
  await expect(article.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});
