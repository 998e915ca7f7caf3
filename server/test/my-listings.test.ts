// The dashboard's listings: the caller's own (archived left out), newest first, as the owner sees them, with
// every offer and the open ones counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

describe('GET /me/listings', () => {
  it('lists my listings newest first with offer counts, leaving out archived ones and other people', async () => {
    const seller = await t.signUp();
    const someoneElse = await t.signUp();
    const first = await f.publishedListing(seller, 'First');
    const second = await f.publishedListing(seller, 'Second');
    const archived = await f.publishedListing(seller, 'Gone');
    await f.publishedListing(someoneElse, 'Not mine');
    await t.call('DELETE', `/api/v1/properties/${archived.id}`, { token: seller.accessToken });
    const buyers = [await t.signUp(), await t.signUp(), await t.signUp()];
    const offers = [];
    for (const buyer of buyers) offers.push(await f.makeOffer(buyer, first.id));
    await f.act(buyers[0]!, offers[0].id, { action: 'withdraw' });
    await t.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', offers[1].id)
      .execute();

    const res = await t.call('GET', '/api/v1/me/listings', { token: seller.accessToken });
    expect(res.status).toBe(200);
    expect(res.data.items.map((item: { title: string }) => item.title)).toEqual(['Second', 'First']);
    expect(res.data.items[0]).toMatchObject({ id: second.id, offers: 0, openOffers: 0 });
    expect(res.data.items[1]).toMatchObject({
      id: first.id,
      ownerId: seller.user.id,
      location: '9 Elm St, Dallas, TX 75201',
      locationTruncated: false,
      listingStatus: 'published',
      offers: 3,
      openOffers: 1,
    });
    const owned = await t.call('GET', `/api/v1/properties/${first.id}`, { token: seller.accessToken });
    const { offers: _o, openOffers: _p, ...listing } = res.data.items[1];
    expect(listing).toEqual(owned.data);
  });

  it('answers an empty list to a new user and 401 when signed out', async () => {
    const fresh = await t.signUp();
    expect((await t.call('GET', '/api/v1/me/listings', { token: fresh.accessToken })).data).toEqual({
      items: [],
    });
    expect((await t.call('GET', '/api/v1/me/listings')).status).toBe(401);
  });
});
