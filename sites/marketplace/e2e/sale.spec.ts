// Journey of a full sale (issue 18): a published listing gets a buyer's offer, the seller accepts it and approves
// the contract, an admin approves and completes it (each step confirmed in its dialog); then the listing page and
// the owner's card show Sold, nobody is offered it, and the owner cannot put it back on the market.
import { createPublishedListing } from './listings';
import {
  ADMIN,
  BUYER,
  type DemoAccount,
  declineCookiesIfAsked,
  signIn,
  skipAnonymousCookieBanner,
  WHOLESALER,
} from './support';
import { expect, type Page, secondBrowser, test } from './test';

/** Clicks a deal action and confirms it in the dialog that asks first. */
async function confirmAction(page: Page, button: string, dialogTitle: string, confirmLabel: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await expect(dialog).toBeHidden();
}

test('a listing is offered on, accepted, approved and completed; it then shows Sold and stays off the market', async ({
  browser,
  page: seller,
  request,
}, testInfo) => {
  // Three people and eight steps: longer than one page's journey.
  test.slow();
  const listing = await createPublishedListing(request, {
    title: `Sold bungalow ${Math.random().toString(36).slice(2, 8)}`,
    price: 172_000,
    location: '12 Broadway N, Fargo, ND 58102',
  });
  const buyer = await secondBrowser(browser, testInfo);
  const admin = await secondBrowser(browser, testInfo);
  for (const [page, account] of [
    [seller, WHOLESALER],
    [buyer, BUYER],
    [admin, ADMIN],
  ] as [Page, DemoAccount][]) {
    await skipAnonymousCookieBanner(page);
    await signIn(page, account);
    await declineCookiesIfAsked(page);
  }

  // The buyer offers.
  await buyer.goto(listing.path);
  const form = buyer.getByRole('form', { name: 'Make an offer' });
  await form.getByLabel('Offer amount ($)').fill('160000');
  await form.getByLabel('Earnest money ($)').fill('5000');
  await form
    .getByLabel('Closing date')
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyer.getByText('Offer sent! The seller will be notified.')).toBeVisible();

  // The seller accepts it, then approves the contract.
  await seller.goto('/dashboard/offers');
  const card = seller.getByRole('article', { name: listing.title });
  await expect(card).toContainText('$160,000');
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = seller.getByRole('dialog', { name: 'Accept this offer?' });
  await accept.getByRole('button', { name: 'Accept offer' }).click();
  await expect(seller.getByText('Offer accepted. A contract was created.')).toBeVisible();
  await card.getByRole('link', { name: 'View contract' }).click();
  await expect(seller).toHaveURL(/\/contract/);
  const contractUrl = seller.url();
  await confirmAction(seller, 'Approve contract', 'Approve this contract?', 'Approve contract');
  await expect(seller.getByRole('button', { name: 'Approve contract', exact: true })).toHaveCount(0);

  // An admin approves and completes it.
  await admin.goto(contractUrl);
  await confirmAction(admin, 'Approve', 'Approve this contract?', 'Approve contract');
  await confirmAction(admin, 'Mark completed', 'Mark this contract completed?', 'Mark completed');
  await expect(admin.getByRole('button', { name: 'Mark completed', exact: true })).toHaveCount(0);

  // The listing page shows Sold, not Available, and takes no offers.
  await buyer.goto(listing.path);
  const page = buyer.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toHaveCount(0);
  await expect(page.getByText('This property has been sold.')).toBeVisible();
  await expect(buyer.getByRole('form', { name: 'Make an offer' })).toHaveCount(0);

  // In search its card shows Sold, and a search for available deals leaves it out.
  const results = buyer.getByRole('list', { name: 'Search results' });
  await buyer.goto('/properties?location=Fargo%2C%20ND&status=sold');
  await expect(results.getByRole('article', { name: listing.title })).toContainText('Sold');
  await buyer.goto('/properties?location=Fargo%2C%20ND&status=active');
  await expect(results.or(buyer.getByText('No properties match your search.'))).toBeVisible();
  await expect(buyer.getByRole('article', { name: listing.title })).toHaveCount(0);

  // The owner's card shows Sold.
  await seller.goto('/dashboard');
  const row = seller.getByRole('listitem').filter({ has: seller.getByRole('link', { name: listing.title }) });
  await expect(row.getByText('Sold', { exact: true })).toBeVisible();
  await expect(row.getByText('Available', { exact: true })).toHaveCount(0);

  // The owner cannot put it back on the market.
  const signedIn = await request.post('/api/v1/auth/sign-in', { data: WHOLESALER });
  const token = ((await signedIn.json()) as { session: { accessToken: string } }).session.accessToken;
  const reopened = await request.patch(`/api/v1/properties/${listing.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'active' },
  });
  expect(reopened.status(), await reopened.text()).toBe(409);
  const after = await request.get(`/api/v1/properties/${listing.id}`);
  expect(((await after.json()) as { status: string }).status).toBe('sold');

  await buyer.context().close();
  await admin.context().close();
});
