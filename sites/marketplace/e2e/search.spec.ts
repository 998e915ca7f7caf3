// Journeys on /properties: searching from the home page, filters kept in the URL across a reload and Back,
// further pages, and the map view of the same results.

import { createPublishedListing } from './listings';
import { skipAnonymousCookieBanner } from './support';
import { expect, type Page, test } from './test';

const tag = () => Math.random().toString(36).slice(2, 8);

/** Opens the collapsed filter panel on phones (it is always open on wide screens). */
async function showFilters(page: Page) {
  await expect(page.getByRole('form', { name: 'Search filters' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** The titles of the cards, in order. */
const cardTitles = (cards: Element[]) =>
  cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent);

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

test.beforeEach(async ({ page }) => skipAnonymousCookieBanner(page));

test('a search from the home page lists the matching deals', async ({ page, request }) => {
  const listing = await createPublishedListing(request, {
    title: `Fargo fixer ${tag()}`,
    location: '12 Broadway N, Fargo, ND 58102',
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill('Farg');
  await page
    .getByRole('option', { name: /^Fargo, ND/ })
    .first()
    .click();
  await expect(box).toHaveValue(/^Fargo, ND/);
  await page.getByRole('button', { name: 'Search Deals' }).click();
  await expect(page).toHaveURL(/\/properties\?location=Fargo%2C(\+|%20)ND/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale properties in Fargo, ND');
  await expect(results(page).getByRole('article', { name: listing.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ propert(y|ies)$/ })).toBeVisible();
});

test('filters live in the URL: they survive a reload and Back undoes them', async ({ page, request }) => {
  const id = tag();
  const condo = await createPublishedListing(request, {
    title: `Casper condo ${id}`,
    location: '5 Center St, Casper, WY 82601',
    propertyType: 'condo',
    price: 90_000,
    beds: 2,
  });
  const house = await createPublishedListing(request, {
    title: `Casper house ${id}`,
    location: '9 Center St, Casper, WY 82601',
    propertyType: 'single_family',
    price: 180_000,
    beds: 4,
  });
  await page.goto('/properties?location=Casper%2C+WY');
  await expect(results(page).getByRole('article', { name: condo.title })).toBeVisible();
  await showFilters(page);
  await page.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Single Family' });
  await page.getByRole('combobox', { name: 'Min price' }).selectOption({ label: '$100K' });
  await expect(page).toHaveURL(/type=single_family/);
  await expect(page).toHaveURL(/minPrice=100000/);
  await expect(results(page).getByRole('article', { name: house.title })).toBeVisible();
  await expect(results(page).getByRole('article', { name: condo.title })).toHaveCount(0);

  await page.reload();
  await showFilters(page);
  await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveValue('single_family');
  await expect(page.getByRole('combobox', { name: 'Min price' })).toHaveValue('100000');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Casper, WY');
  await expect(results(page).getByRole('article', { name: house.title })).toBeVisible();
  await expect(results(page).getByRole('article', { name: condo.title })).toHaveCount(0);

  // Each change is its own history entry: Back undoes the last one, then the one before.
  await page.goBack();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(page).toHaveURL(/type=single_family/);
  await expect(results(page).getByRole('article', { name: house.title })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await expect(results(page).getByRole('article', { name: condo.title })).toBeVisible();
});

test('further pages load below the first with the running count', async ({ page }) => {
  await page.goto('/properties');
  await expect(results(page).getByRole('article')).toHaveCount(20);
  await expect(page.getByText(/^Showing 20 of \d+/)).toBeVisible();
  const titles = await results(page).getByRole('article').evaluateAll(cardTitles);
  await page.getByRole('button', { name: 'Show more properties' }).click();
  await expect(results(page).getByRole('article')).toHaveCount(40);
  await expect(page.getByText(/^Showing 40 of \d+/)).toBeVisible();
  const all = await results(page).getByRole('article').evaluateAll(cardTitles);
  expect(all.slice(0, 20)).toEqual(titles);
});

test('the map view pins the results; a pin opens its listing', async ({ page, request }) => {
  const listing = await createPublishedListing(request, {
    title: `Laramie duplex ${tag()}`,
    location: '12 Ivinson Ave, Laramie, WY 82070',
    propertyType: 'multi_family',
    price: 240_000,
  });
  await page.goto('/properties?location=Laramie%2C+WY');
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('figure', { name: /^Map of \d+ listed propert/ });
  const pin = map.getByRole('link', { name: `$240,000 · ${listing.title}` });
  // Listings at one spot (another run's Laramie duplex) are a cluster, which spreads them out when pressed.
  const cluster = map.getByRole('button', { name: /listings here: zoom in$/ }).first();
  await expect(async () => {
    if ((await pin.count()) === 0 && (await cluster.count()) > 0) await cluster.click({ timeout: 1_000 });
    await expect(pin).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(listing.path);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});
