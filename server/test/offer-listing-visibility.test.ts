// Offers follow the one visibility rule of listings: an offer on a listing the caller may not read is refused
// exactly as the read is (same status, same body), and one on a listing they may read is never refused as unseen.
import { OFFER_MESSAGES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { type Account, dealFixtures, offerBody } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;
let seller: Account;
const viewers: Record<string, Account> = {};
const listings: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
  seller = await t.signUp({ fullName: 'Sam Seller' });
  viewers.buyer = await t.signUp({ fullName: 'Bea Buyer' });
  viewers.moderator = await t.signUp({ fullName: 'Mo Moderator' });
  await grantRole(t.db, viewers.moderator.user.id, 'moderator');
  viewers.admin = f.admin;
  viewers.owner = seller;
  const published = await f.publishedListing(seller);
  listings.published = published.id;
  const unreviewed = await t.call('POST', '/api/v1/properties', {
    token: seller.accessToken,
    json: {
      title: 'Unreviewed',
      location: '1 Oak St, Dallas, TX 75201',
      price: 90_000,
      propertyType: 'condo',
    },
  });
  expect(unreviewed.status).toBe(201);
  listings.unreviewed = unreviewed.data.id;
  listings.unreviewedShortId = unreviewed.data.shortId;
  listings.unknown = '00000000-0000-7000-8000-000000000000';
});
afterAll(() => t.close());

const cases = ['buyer', 'moderator', 'admin', 'owner'].flatMap((viewer) =>
  ['published', 'unreviewed', 'unreviewedShortId', 'unknown'].map((listing) => [viewer, listing] as const),
);

describe('an offer and a read of its listing', () => {
  it.each(cases)('agree on what the %s may see of the %s listing', async (viewer, listing) => {
    const who = viewers[viewer]!;
    const id = listings[listing]!;
    const read = await t.call('GET', `/api/v1/properties/${id}`, { token: who.accessToken });
    const offer = await t.call('POST', `/api/v1/properties/${id}/offers`, {
      token: who.accessToken,
      json: offerBody(),
    });
    if (read.status === 404) {
      expect(offer.status).toBe(404);
      expect(offer.data).toEqual(read.data);
    } else {
      expect(read.status).toBe(200);
      expect(offer.status, offer.text).not.toBe(404);
    }
  });

  it('refuses an offer on a listing staff may read but the public may not as not accepting offers', async () => {
    for (const who of [viewers.moderator!, viewers.admin!]) {
      const offer = await t.call('POST', `/api/v1/properties/${listings.unreviewed}/offers`, {
        token: who.accessToken,
        json: offerBody(),
      });
      expect(offer.status).toBe(409);
      expect(offer.data.error).toEqual({
        code: 'listing_not_active',
        message: OFFER_MESSAGES.listingNotActive,
      });
    }
  });
});
