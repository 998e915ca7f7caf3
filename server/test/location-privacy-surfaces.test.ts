// Issue 19: however an owner spells a street address (without commas, with one, with `;` or full-width commas), no
// house number or street name reaches what anonymous visitors and non-parties get: listing and search JSON (the
// SDK's grid reads the same), the page head and JSON-LD, the SEO path, the sitemap, Loop answers, open-house ICS and
// saved-search emails. Their location is the place the geocoder parsed (core's publicLocation), never the text.
import { publicLocation } from '@dealloop/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertBuyer } from '../src/buyers-list/buyers-list-repo';
import { sendDealToBuyers } from '../src/buyers-list/send-deal';
import { listingPlaceOf } from '../src/listings/listing-place';
import { findPropertyById, publicListingPaths } from '../src/listings/properties-repo';
import { instantMatchEmail } from '../src/saved-searches/saved-search-emails';
import { propertyHead } from '../src/site/property-head';
import { grantRole } from '../src/users/users-repo';
import { at } from './support/open-house-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Real places (city, state code, state name, ZIP) the addresses are in. */
const PLACES = [
  ['Birmingham', 'AL', 'Alabama', '35211'],
  ['Dallas', 'TX', 'Texas', '75201'],
  ['Boise', 'ID', 'Idaho', '83702'],
  ['Columbus', 'OH', 'Ohio', '43215'],
  ['Tampa', 'FL', 'Florida', '33602'],
  ['Spokane', 'WA', 'Washington', '99201'],
] as const;
/** Street names that are no place's name, so finding one anywhere means the typed address leaked. */
const STREETS = ['Quillfeather', 'Marrowbrook', 'Thistlecombe', 'Larkspurrow', 'Whitlowgate', 'Brambleworth'];
const SUFFIXES = ['Way', 'St', 'Street', 'Ave', 'Blvd', 'Ln', 'Road'];
const SEPARATORS = [' ', ', ', ',', '; ', ';', '，', ' , ', '\u3001'];

/** A street address spelled one of many ways, with the parts a test must never find again. */
const addressArb = fc
  .record({
    // Five digits: not a ZIP of PLACES, and never a whole group of an id, a timestamp or a price.
    house: fc.integer({ min: 10_000, max: 99_999 }).filter((n) => !PLACES.some((p) => p[3] === String(n))),
    street: fc.constantFrom(...STREETS),
    suffix: fc.constantFrom(...SUFFIXES),
    unit: fc.option(
      fc.integer({ min: 2, max: 9 }).map((n) => `Apt ${n}`),
      { nil: null },
    ),
    place: fc.constantFrom(...PLACES),
    stateAsName: fc.boolean(),
    withZip: fc.boolean(),
    separators: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 3, maxLength: 3 }),
    upper: fc.boolean(),
  })
  .map(({ house, street, suffix, unit, place, stateAsName, withZip, separators, upper }) => {
    const [city, code, name, zip] = place;
    const [afterStreet, afterCity, afterUnit] = separators;
    const state = stateAsName ? name : code;
    const text = [
      `${house} ${street} ${suffix}`,
      unit ? `${afterUnit}${unit}` : '',
      `${afterStreet}${city}${afterCity}${state}`,
      withZip ? ` ${zip}` : '',
    ].join('');
    return { text: upper ? text.toUpperCase() : text, house: String(house), street, city, code };
  });

type Address = { text: string; house: string; street: string; city: string; code: string };

/** Fails when the house number or the street name is anywhere in `text` (in any case, or slugified in a path). */
function expectNoStreet(surface: string, text: string, address: Address): void {
  expect(new RegExp(`\\b${address.house}\\b`).test(text), `${surface} shows ${address.house}: ${text}`).toBe(
    false,
  );
  expect(text.toLowerCase(), `${surface} shows the street of "${address.text}"`).not.toContain(
    address.street.toLowerCase(),
  );
}

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const buyer = {
    name: 'Bea Buyer',
    email: 'bea@example.com',
    phone: '',
    markets: PLACES.map((place) => place[1]),
    minPrice: null,
    maxPrice: null,
    propertyTypes: [],
    proofOfFunds: false,
  };
  await upsertBuyer(t.db, owner.user.id, buyer, 'import');
});
afterAll(() => t.close());

describe(`anonymous locations on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('come from the parsed place for any spelling of an address', async () => {
    await fc.assert(
      fc.asyncProperty(addressArb, async (address) => {
        const place = await listingPlaceOf(t.deps.geo, address.text);
        const shown = publicLocation(place);
        expectNoStreet('publicLocation', shown, address);
        expect(shown).toMatch(new RegExp(`^${address.city}, ${address.code}`));
      }),
      { numRuns: 400 },
    );
  });

  it('never show a house number or street name on any anonymous surface', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(addressArb, async (address) => {
        runs += 1;
        const created = await t.call('POST', '/api/v1/properties', {
          token: owner.accessToken,
          json: {
            title: 'Brick ranch',
            location: address.text,
            price: 150_000,
            propertyType: 'single_family',
          },
        });
        expect(created.status, created.text).toBe(201);
        const id = created.data.id as string;
        const published = await t.call('POST', `/api/v1/properties/${id}/moderation`, {
          token: moderator.accessToken,
          json: { action: 'publish' },
        });
        expect(published.status).toBe(200);
        // The owner still sees what they typed.
        expect(
          (await t.call('GET', `/api/v1/properties/${id}`, { token: owner.accessToken })).data.location,
        ).toBe(address.text);

        const listing = await t.call('GET', `/api/v1/properties/${id}`);
        expect(listing.data.locationTruncated).toBe(true);
        expectNoStreet('listing JSON', listing.text, address);
        const grid = await t.call('GET', `/api/v1/properties?lister=${owner.user.id}&limit=50`);
        expectNoStreet('search JSON (SDK grid)', grid.text, address);
        const located = await t.call(
          'GET',
          `/api/v1/properties?${new URLSearchParams({ location: `${address.city}, ${address.code}` })}`,
        );
        expectNoStreet('location search JSON', located.text, address);

        const row = (await findPropertyById(t.db, id))!;
        const head = propertyHead(row, t.config.publicUrl);
        expectNoStreet('page head and JSON-LD', JSON.stringify(head), address);
        expect(listing.data.path).toBe(head.path);
        expectNoStreet('sitemap', (await publicListingPaths(t.db, 1000)).join('\n'), address);
        const email = instantMatchEmail(t.config.publicUrl, 'My search', row);
        expectNoStreet('saved-search email', `${email.subject}\n${email.text}`, address);

        // A buyers-list deal email, sent in a week of its own so the weekly cap never holds it back.
        const sent = await sendDealToBuyers(t.db, {
          ownerId: owner.user.id,
          ownerName: 'Owen Owner',
          property: row,
          publicUrl: t.config.publicUrl,
          now: new Date(Date.now() + runs * 8 * 86_400_000),
        });
        expect(sent.sent).toBe(1);
        const dealEmail = await t.db
          .selectFrom('email_outbox')
          .select(['subject', 'text_body'])
          .where('kind', '=', 'buyers_list_deal')
          .where('dedupe_key', 'like', `%:${id}`)
          .executeTakeFirstOrThrow();
        expectNoStreet('buyers-list deal email', `${dealEmail.subject}\n${dealEmail.text_body}`, address);

        const loop = await t.call('POST', '/api/v1/functions/chat-with-loop', {
          json: {
            messages: [{ role: 'user', content: `houses for sale in ${address.city}, ${address.code}` }],
          },
        });
        expect(loop.status).toBe(200);
        expectNoStreet('Loop answer', loop.text, address);

        const slot = await t.call('POST', `/api/v1/properties/${id}/open-houses`, {
          token: owner.accessToken,
          json: { startsAt: at(24 + runs * 3), endsAt: at(25 + runs * 3), capacity: 5 },
        });
        expect(slot.status, slot.text).toBe(201);
        const ics = await t.call('GET', `/api/v1/open-houses/${slot.data.id}/ics`);
        expect(ics.status).toBe(200);
        expectNoStreet('open-house ICS', ics.text.replace(/\r\n /g, ''), address);
        const calendar = await t.call('GET', `/api/v1/open-houses/${slot.data.id}`);
        expectNoStreet('open-house JSON', calendar.text, address);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
