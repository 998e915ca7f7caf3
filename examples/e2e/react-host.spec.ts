// The React host app (examples/react-host), served from another origin than DealLoop: each widget renders and
// works inside the app as a customer builds it. Every test also fails on a console error (./test.ts).
import { expect, test } from './test';
import { placeholderQuery, publishedListing, type WholesalerSite, wholesalerSite } from './wholesaler-site';
import {
  dollars,
  expectCalculatorComputes,
  expectCardSavesContact,
  expectChatStreamsAnswer,
  expectGridListsDeals,
  expectGridOpensListing,
} from './widget-journeys';

let site: WholesalerSite;
test.beforeAll(async ({ request }) => {
  site = await wholesalerSite(request);
});

test('in the React app the grid lists the wholesaler’s deals and opens one on DealLoop', async ({
  page,
  request,
}) => {
  await page.goto(`/react/${placeholderQuery(site)}`);
  const listings = await expectGridListsDeals(page, request, site, 3);
  await expect(page.getByText(`${listings.length} deals on the desk.`)).toBeVisible();
  await expectGridOpensListing(page, listings[0]!);
});

test('in the React app the calculator computes, the card saves the contact and Loop answers', async ({
  page,
  request,
}) => {
  const listing = await publishedListing(request, `Boise cottage ${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`/react/${placeholderQuery(site)}`);
  const { mao } = await expectCalculatorComputes(page);
  // The app's onChange handler (the React wrapper's typed event) saw the same figures.
  await expect(page.getByText(`Our offer: up to ${dollars(mao)}.`)).toBeVisible();
  await expectCardSavesContact(page, site);
  await expectChatStreamsAnswer(page, listing);
});

test('on React 18 the components render the widgets with the className the app styles them by', async ({
  page,
}) => {
  await page.goto(`/react18/${placeholderQuery(site)}`);
  await expect(page.getByText('2 deals on the desk.')).toBeVisible();
  for (const tag of ['dealloop-property-grid', 'dealloop-deal-calculator']) {
    const widget = page.locator(tag);
    await expect(widget).toHaveAttribute('class', 'desk-widget');
    expect(await widget.getAttribute('classname')).toBeNull();
    await expect(widget).toHaveCSS('outline-color', 'rgb(0, 128, 96)');
  }
});
