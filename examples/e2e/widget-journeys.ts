// The checks each host site runs on its widgets, as a visitor uses them: the grid lists the wholesaler's deals
// and opens one on the marketplace, the calculator computes, the card shows its QR code and saves the contact,
// Loop streams an answer. Playwright's locators reach into the widgets' open shadow roots.
import { readFile } from 'node:fs/promises';
import {
  businessCardQrLabel,
  computeProfit,
  computeRoi,
  DEAL_CALCULATOR_TEXTS,
  EMBED_CARD_TEXTS,
  EMBED_GRID_TEXTS,
  formatPrice,
  formatRoi,
  MESSAGES,
  maxAllowableOffer,
} from '../../packages/core/src/index.ts';
import { API_ORIGIN } from './example-origins';
import type { APIRequestContext, Page } from './test';
import { expect } from './test';
import { type Listing, listerListings, type WholesalerSite } from './wholesaler-site';

/** Whole dollars as the example hosts print them ("$123,456"). */
export const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    amount,
  );

/** The grid shows the wholesaler's listings, in the API's order, each linking to its marketplace page. */
export async function expectGridListsDeals(
  page: Page,
  request: APIRequestContext,
  site: WholesalerSite,
  limit: number,
): Promise<Listing[]> {
  const expected = await listerListings(request, site.listerId, limit);
  expect(expected.length).toBeGreaterThan(0);
  const grid = page.locator('dealloop-property-grid').getByRole('region', { name: EMBED_GRID_TEXTS.label });
  const cards = grid.getByTestId('property-card');
  await expect(cards).toHaveCount(expected.length);
  const links = cards.getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(expected.length);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('title')))).toEqual(
    expected.map((listing) => listing.title),
  );
  expect(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))).toEqual(
    expected.map((listing) => `${API_ORIGIN}${listing.path}`),
  );
  return expected;
}

/** Following the grid's first card leaves the host site for that listing's page on the marketplace. */
export async function expectGridOpensListing(page: Page, listing: Listing) {
  const first = page.locator('dealloop-property-grid').getByTestId('property-card').first();
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('title', listing.title);
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(`${API_ORIGIN}${listing.path}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
}

/** Types a deal into the calculator and reads back the buyer's profit, ROI and both MAOs computed by core. */
export async function expectCalculatorComputes(page: Page) {
  const calculator = page.locator('dealloop-deal-calculator');
  const deal = { price: 123_000, arv: 250_000, repairCost: 41_500, fee: 7_500 };
  await calculator.getByLabel(DEAL_CALCULATOR_TEXTS.price).fill(String(deal.price));
  await calculator.getByLabel(DEAL_CALCULATOR_TEXTS.arv).fill(String(deal.arv));
  await calculator.getByLabel(DEAL_CALCULATOR_TEXTS.repairs).fill(String(deal.repairCost));
  await calculator.getByLabel(DEAL_CALCULATOR_TEXTS.fee).fill(String(deal.fee));
  // The host pages set no holding, closing or desired profit: they count as $0.
  const profit = computeProfit(deal);
  const mao = maxAllowableOffer(deal);
  await expect(calculator.getByRole('term')).toHaveText([
    DEAL_CALCULATOR_TEXTS.buyerProfit,
    DEAL_CALCULATOR_TEXTS.roi,
    DEAL_CALCULATOR_TEXTS.mao,
    DEAL_CALCULATOR_TEXTS.maoItemised,
  ]);
  await expect(calculator.getByRole('definition')).toHaveText([
    formatPrice(profit),
    formatRoi(computeRoi(deal)),
    formatPrice(mao),
    formatPrice(deal.arv - deal.repairCost - deal.fee),
  ]);
  return { profit, mao };
}

/** The business card shows the wholesaler's name and a QR code, and "Save contact" downloads the vCard. */
export async function expectCardSavesContact(page: Page, site: WholesalerSite) {
  const card = page.locator('dealloop-business-card');
  await expect(card.getByText(site.cardName).first()).toBeVisible();
  const qr = card.getByRole('img', { name: businessCardQrLabel(site.cardName) });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').first().getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: EMBED_CARD_TEXTS.saveContact }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${site.cardUrl}.vcf`);
  const vcard = await readFile((await download.path())!, 'utf8');
  expect(vcard.startsWith('BEGIN:VCARD\r\n')).toBe(true);
  expect(vcard).toContain(`FN:${site.cardName}\r\n`);
  expect(vcard).toContain(`URL:${API_ORIGIN}/card/${site.cardUrl}\r\n`);
}

/** Loop opens from the launcher and streams an answer whose link opens the listing on the marketplace. */
export async function expectChatStreamsAnswer(page: Page, listing: Listing) {
  const chat = page.locator('dealloop-chat');
  await chat.getByRole('button', { name: 'Chat with Loop' }).click();
  const panel = chat.getByRole('dialog', { name: MESSAGES.loopTitle });
  await expect(panel.getByText(MESSAGES.loopGreeting)).toBeVisible();
  const input = panel.getByPlaceholder(MESSAGES.loopPlaceholder);
  await input.fill(`3 bed under 200k near Boise: ${listing.title}`);
  await input.press('Enter');
  const link = panel.getByRole('link', { name: listing.title });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(link).toHaveAttribute('href', `${API_ORIGIN}${listing.path}`);
  await expect(panel.locator('[data-role="assistant"]')).toHaveCount(1);
}
