// Property test: core's matchesSavedSearch agrees with the listings search in SQL (GET /properties with the same
// filters) on which listings match, for generated listings (places, prices, types, rooms, public or not) and
// generated criteria (a city, "City, ST", a state, a ZIP, a county, an unknown place or anywhere).
import {
  MAX_PRICE_OPTIONS,
  MIN_PRICE_OPTIONS,
  matchesSavedSearch,
  PROPERTY_TYPES,
  type SavedSearchCriteria,
  savedSearchFilters,
  searchFiltersToApiQuery,
} from '@dealloop/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../src/db/schema';
import { insertProperty, type ListingPlace, updateProperty } from '../src/listings/properties-repo';
import { resolveSearchPlace } from '../src/search/search-place';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const listings: Property[] = [];

/** Where generated listings are: places in several states, two cities of the same name, and nowhere known. */
const LISTING_LOCATIONS = [
  '1 Main St, Dallas, TX 75201',
  '2 Elm St, Dallas, TX 75204',
  '3 Congress Ave, Austin, TX 78701',
  '4 Bay St, Houston, TX 77002',
  '5 Oak St, Plano, TX 75024',
  '6 Pine St, Tulsa, OK 74103',
  '7 Ocean Dr, Miami, FL 33131',
  '8 Lake St, Orlando, FL 32801',
  '9 Rose St, Portland, OR 97201',
  '10 Fore St, Portland, ME 04101',
  '11 Lincoln St, Springfield, IL 62701',
  '12 Walnut St, Springfield, MO 65806',
  'Somewhere without a known place',
];

/** Location texts a saved search may hold, of every kind the listings search understands. */
const CRITERIA_LOCATIONS = [
  '',
  'Dallas, TX',
  'Dallas',
  'TX',
  'Texas',
  '75201',
  '78701',
  'Dallas County, TX',
  'Travis County, TX',
  'Harris County',
  'Portland',
  'Portland, ME',
  'Springfield, IL',
  'FL',
  'Miami, FL',
  'OK',
  'Zzyzx Qwertyville',
];

async function placeOf(location: string): Promise<ListingPlace> {
  const found = await t.deps.geo.geocode(location);
  if (!found.found) return { lat: null, lng: null, city: null, state: null, zip: null, county: null };
  return {
    lat: found.lat,
    lng: found.lng,
    city: found.city ?? null,
    state: found.state,
    zip: found.zip ?? null,
    county: (await t.deps.geo.countyOf(found.lat, found.lng)) ?? found.county ?? null,
  };
}

const listingArb = fc.record({
  location: fc.constantFrom(...LISTING_LOCATIONS),
  price: fc.oneof(fc.integer({ min: 10_000, max: 1_200_000 }), fc.constantFrom(50_000, 100_000, 250_000)),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  beds: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  baths: fc.option(
    fc.integer({ min: 0, max: 8 }).map((half) => half / 2),
    { nil: null },
  ),
  status: fc.constantFrom('active', 'active', 'under_contract', 'sold'),
  listingStatus: fc.constantFrom(
    'published',
    'published',
    'published',
    'pending_review',
    'declined',
    'on_hold',
  ),
  archived: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

const priceArb = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      ...MIN_PRICE_OPTIONS.map((o) => o.value),
      ...MAX_PRICE_OPTIONS.map((o) => o.value),
    ),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 0, max: 1_500_000 }), weight: 1 },
);

const criteriaArb: fc.Arbitrary<SavedSearchCriteria> = fc
  .record({
    location: fc.constantFrom(...CRITERIA_LOCATIONS),
    minPrice: priceArb,
    maxPrice: priceArb,
    propertyType: fc.option(fc.constantFrom(...PROPERTY_TYPES), { nil: null, freq: 2 }),
    minBeds: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null, freq: 2 }),
    minBaths: fc.option(fc.constantFrom(0, 1, 1.5, 2, 3), { nil: null, freq: 2 }),
  })
  .map((c) =>
    // The API refuses a minimum above the maximum (so does the saved-search body).
    c.minPrice !== null && c.maxPrice !== null && c.minPrice > c.maxPrice
      ? { ...c, minPrice: c.maxPrice, maxPrice: c.minPrice }
      : c,
  );

beforeAll(async () => {
  t = await createTestApp();
  const seller = await t.signUp();
  const generated = fc.sample(listingArb, { numRuns: 90, seed: 20261123 });
  const places = new Map<string, ListingPlace>();
  for (const location of LISTING_LOCATIONS) places.set(location, await placeOf(location));
  for (const [n, fields] of generated.entries()) {
    const created = await insertProperty(
      t.db,
      seller.user.id,
      {
        title: `Generated listing ${n}`,
        description: null,
        location: fields.location,
        price: fields.price,
        beds: fields.beds,
        baths: fields.baths,
        sqft: null,
        lotSize: null,
        propertyType: fields.propertyType,
        arv: null,
        repairCost: null,
      },
      places.get(fields.location)!,
      [],
    );
    listings.push(
      await updateProperty(t.db, created.id, {
        status: fields.status,
        listing_status: fields.listingStatus,
        archived_at: fields.archived ? new Date().toISOString() : null,
      }),
    );
  }
  t.deps.search.changed();
}, 60_000);
afterAll(() => t.close());

/** Every listing id GET /properties answers for the criteria (all pages). */
async function sqlMatches(criteria: SavedSearchCriteria): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams(
      searchFiltersToApiQuery(savedSearchFilters(criteria), { limit: 50, cursor }),
    );
    const res = await t.call('GET', `/api/v1/properties?${query}`);
    expect(res.status, res.text).toBe(200);
    ids.push(...res.data.items.map((item: { id: string }) => item.id));
    cursor = res.data.nextCursor;
  } while (cursor);
  return ids.sort();
}

describe('matchesSavedSearch', () => {
  it('picks exactly the listings the SQL search lists for the same filters', async () => {
    // The generated listings cover every kind of place the criteria name.
    expect(new Set(listings.map((listing) => listing.state))).toEqual(
      new Set(['TX', 'OK', 'FL', 'OR', 'ME', 'IL', 'MO', null]),
    );
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(criteriaArb, async (criteria) => {
        const resolved = criteria.location ? await resolveSearchPlace(t.deps.geo, criteria.location) : null;
        const place = resolved?.found ? resolved.place : null;
        const expected = listings
          .filter((listing) => matchesSavedSearch(criteria, listing, place))
          .map((listing) => listing.id)
          .sort();
        if (expected.length) nonEmpty += 1;
        expect(await sqlMatches(criteria)).toEqual(expected);
      }),
      { numRuns: 120, seed: 6 },
    );
    // The property is not vacuous: many generated searches match something.
    expect(nonEmpty).toBeGreaterThan(30);
  }, 120_000);
});
