// Journey: a buyer offers on a listing and the seller, in another browser, is told at once (toast and bell) and
// sees the offer on the open offers page, with no reload; the seller accepts (after confirming) and the buyer is
// told in turn, their open listing page now under contract, with the contract on both dashboards. The seller then
// declines the contract, with the reason the dialog asks for, and the buyer is told why.
import { createPublishedListing } from './listings';
import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, type Page, secondBrowser, test } from './test';

// The alert titles people see (docs/product/alerts.md, "Who hears what").
const OFFER_RECEIVED = 'New Offer Received!';
const OFFER_ACCEPTED = 'Offer Accepted!';
const SELLER_DECLINED = 'Seller Declined';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
// The same demo accounts trade in the other project's run of this test at the same time, so their toasts may
// show here too: any toast of the title will do.
const toastWith = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications', exact: true }).getByText(title).first();

// Two people's browsers in a journey: longer than one page's journey.
test.slow();

test('an offer reaches the seller live, the acceptance reaches the buyer, and a decline says why', async ({
  browser,
  page: seller,
  request,
  isMobile,
}, testInfo) => {
  const listing = await createPublishedListing(request, { price: 180_000 });
  const buyer = await secondBrowser(browser, testInfo);
  for (const [page, account] of [
    [seller, WHOLESALER],
    [buyer, BUYER],
  ] as const) {
    await skipAnonymousCookieBanner(page);
    await signIn(page, account);
    // A fresh browser asks each signed-in user once.
    await declineCookiesIfAsked(page);
  }
  // The seller waits on the offers page; nothing reloads it from here on.
  await seller.goto('/dashboard/offers');
  await expect(seller.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  if (!isMobile) {
    // Earlier journeys leave the seller unread alerts; at 9+ the badge could not show one more.
    await bell(seller).click();
    const markAllRead = seller.getByRole('button', { name: 'Mark all read' });
    if (await markAllRead.isEnabled()) await markAllRead.click();
    await expect(bell(seller)).not.toHaveAttribute('aria-label', /9\+/);
    await seller.keyboard.press('Escape');
  }
  const unreadBefore = isMobile ? '' : ((await bell(seller).getAttribute('aria-label')) ?? '');

  await buyer.goto(listing.path);
  const form = buyer.getByRole('form', { name: 'Make an offer' });
  await form.getByLabel('Offer amount ($)').fill('165000');
  await form.getByLabel('Earnest money ($)').fill('5000');
  const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Closing date').fill(closing);
  await form.getByLabel('Message (optional)').fill('Cash, can close in 30 days.');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyer.getByText('Offer sent! The seller will be notified.')).toBeVisible();

  // The seller is told without a reload: a toast, and (on wide screens, where the bell shows) a new unread badge.
  await expect(toastWith(seller, OFFER_RECEIVED)).toBeVisible();
  if (!isMobile) {
    await expect(bell(seller)).not.toHaveAttribute('aria-label', unreadBefore);
    await bell(seller).click();
    await expect(
      seller.getByRole('button', { name: new RegExp(`^Unread: ${OFFER_RECEIVED}`) }).first(),
    ).toBeVisible();
    await seller.keyboard.press('Escape');
  }

  // The offer shows on the seller's open offers page without a reload; accepting it creates the contract.
  const card = seller.getByRole('article', { name: listing.title });
  await expect(card).toContainText('$165,000');
  await card.getByRole('button', { name: 'Accept' }).click();
  // Accepting is irreversible: a dialog says it creates a contract and declines the other offers.
  const confirm = seller.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText('declines every other open offer on it');
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  await expect(seller.getByText('Offer accepted. A contract was created.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View contract' })).toBeVisible();

  // The buyer, still on the listing, is told in turn.
  await expect(toastWith(buyer, OFFER_ACCEPTED)).toBeVisible();
  await expect(buyer.getByText('This property is under contract and not taking offers.')).toBeVisible();
  await buyer.goto('/dashboard/contracts');
  await expect(buyer.getByRole('link', { name: listing.title }).first()).toBeVisible();

  // The seller declines the contract; the dialog will not send it without a reason, and the buyer is told why.
  const reason = 'The title search found a lien on the property.';
  await card.getByRole('link', { name: 'View contract' }).click();
  await seller.getByRole('button', { name: 'Decline contract' }).click();
  const decline = seller.getByRole('dialog', { name: 'Decline this contract?' });
  await decline.getByRole('button', { name: 'Decline contract' }).click();
  await expect(decline.getByText('Give a reason to cancel the deal.')).toBeVisible();
  await decline.getByLabel('Reason').fill(reason);
  await decline.getByRole('button', { name: 'Decline contract' }).click();
  await expect(seller.getByText('You declined the contract. The listing is active again.')).toBeVisible();
  await expect(toastWith(buyer, SELLER_DECLINED)).toBeVisible();
  await buyer.getByRole('link', { name: listing.title }).first().click();
  await expect(buyer.getByRole('list', { name: 'History' })).toContainText(`Cancelled · `);
  await expect(buyer.getByRole('list', { name: 'History' })).toContainText(reason);

  await buyer.context().close();
});
