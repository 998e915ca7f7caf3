// The listing state machine on the server: owners cannot reactivate a listing under contract or sold, the database
// holds one live contract per property, and concurrent accepts (or reactivate + accept) have exactly one winner.
import { LISTING_LIFECYCLE_MESSAGES, OFFER_MESSAGES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../src/db/ids';
import { type Account, dealFixtures, offerBody } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

const patch = (who: Account, id: string, json: Record<string, unknown>) =>
  t.call('PATCH', `/api/v1/properties/${id}`, { token: who.accessToken, json });
const statusOf = async (id: string) => (await t.call('GET', `/api/v1/properties/${id}`)).data.status;
const liveContracts = async (propertyId: string) =>
  (
    await t.db
      .selectFrom('contracts')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('status', 'in', ['pending', 'approved'])
      .execute()
  ).length;

describe('a listing under contract or sold', () => {
  it('cannot be made active by its owner, so it is never contracted and sold twice', async () => {
    const { seller, buyer, listing, contractId } = await f.acceptedDeal();
    const other = await t.signUp();
    const reactivate = await patch(seller, listing.id, { status: 'active' });
    expect(reactivate.status).toBe(409);
    expect(reactivate.data.error).toEqual({
      code: 'illegal_transition',
      message: LISTING_LIFECYCLE_MESSAGES.liveContract,
    });
    expect(await statusOf(listing.id)).toBe('under_contract');
    const second = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: other.accessToken,
      json: offerBody(),
    });
    expect(second.status).toBe(409);
    expect(second.data.error.code).toBe('listing_not_active');
    expect(await liveContracts(listing.id)).toBe(1);

    expect((await f.actContract(seller, contractId, 'seller_approve')).status).toBe(200);
    expect((await f.actContract(f.admin, contractId, 'approve')).status).toBe(200);
    expect((await f.actContract(f.admin, contractId, 'complete')).status).toBe(200);
    expect(await statusOf(listing.id)).toBe('sold');
    for (const status of ['active', 'under_contract']) {
      const res = await patch(seller, listing.id, { status });
      expect(res.status).toBe(409);
      expect(res.data.error.code).toBe('illegal_transition');
    }
    expect((await patch(seller, listing.id, { status: 'active' })).data.error.message).toBe(
      LISTING_LIFECYCLE_MESSAGES.sold,
    );
    expect(await statusOf(listing.id)).toBe('sold');
    expect((await patch(buyer, listing.id, { status: 'active' })).status).toBe(404);
  });

  it('lets the owner mark a deal made elsewhere under contract, back on the market, then sold for good', async () => {
    const owner = await t.signUp();
    const listing = await f.publishedListing(owner);
    expect((await patch(owner, listing.id, { status: 'under_contract' })).data.status).toBe('under_contract');
    expect((await patch(owner, listing.id, { status: 'active' })).data.status).toBe('active');
    // The status moves at once; the new title of the published listing waits for review (issue 18).
    const sold = await patch(owner, listing.id, { status: 'sold', title: 'Sold ranch' });
    expect(sold.status).toBe(202);
    expect(sold.data).toMatchObject({ status: 'sold', title: 'Brick ranch' });
    const back = await patch(owner, listing.id, { status: 'active', title: 'Back again' });
    expect(back.status).toBe(409);
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).data).toMatchObject({
      status: 'sold',
      title: 'Brick ranch',
    });
    const edit = await t.call('GET', `/api/v1/properties/${listing.id}/edit`, { token: owner.accessToken });
    expect(edit.data.edit.edited.title).toBe('Sold ranch');
  });

  it('cannot be archived by its owner while a contract is live, nor put on hold by a moderator', async () => {
    const { seller, listing } = await f.acceptedDeal();
    const archive = await t.call('DELETE', `/api/v1/properties/${listing.id}`, { token: seller.accessToken });
    expect(archive.status).toBe(409);
    expect(archive.data.error.message).toBe(LISTING_LIFECYCLE_MESSAGES.liveContract);
    const hold = await t.call('POST', `/api/v1/properties/${listing.id}/moderation`, {
      token: f.admin.accessToken,
      json: { action: 'hold' },
    });
    expect(hold.status).toBe(409);
    expect(hold.data.error.message).toBe(LISTING_LIFECYCLE_MESSAGES.holdNotAvailable);
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).data).toMatchObject({
      status: 'under_contract',
      listingStatus: 'published',
    });
  });
});

describe('one live contract per property', () => {
  it('is held by the database: a second live contract is refused, a cancelled one is not', async () => {
    const { listing, offer, buyer, seller } = await f.acceptedDeal();
    const row = {
      offer_id: offer.id,
      property_id: listing.id,
      investor_id: buyer.user.id,
      seller_id: seller.user.id,
      price: 100_000,
      earnest_money: 1_000,
      closing_date: '2099-01-01',
      financing_type: 'cash' as const,
      seller_approval_status: 'pending' as const,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    const other = await f.makeOffer(await t.signUp(), (await f.publishedListing(seller)).id);
    await expect(
      t.db
        .insertInto('contracts')
        .values({ ...row, id: uuidv7(), offer_id: other.id, status: 'pending' })
        .execute(),
    ).rejects.toThrow();
    await t.db
      .insertInto('contracts')
      .values({ ...row, id: uuidv7(), offer_id: other.id, status: 'cancelled' })
      .execute();
    expect(await liveContracts(listing.id)).toBe(1);
  });

  it('gives exactly one of several concurrent accepts on one listing the contract; the others get 409', async () => {
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const offers = [];
    for (let i = 0; i < 4; i += 1) offers.push(await f.makeOffer(await t.signUp(), listing.id));
    const results = await Promise.all(offers.map((offer) => f.act(seller, offer.id, { action: 'accept' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.data.error.code).toMatch(/^(listing_not_active|illegal_transition)$/);
    }
    expect(await liveContracts(listing.id)).toBe(1);
    expect(await statusOf(listing.id)).toBe('under_contract');
  });

  it('gives a reactivation racing an accept no way to a second contract', async () => {
    const { seller, listing, contractId } = await f.acceptedDeal();
    // The seller's decline puts the listing back on the market; a new offer comes in.
    expect((await f.actContract(seller, contractId, 'seller_decline')).status).toBe(200);
    expect(await statusOf(listing.id)).toBe('active');
    const offers = [
      await f.makeOffer(await t.signUp(), listing.id),
      await f.makeOffer(await t.signUp(), listing.id),
    ];
    const results = await Promise.all([
      f.act(seller, offers[0].id, { action: 'accept' }),
      patch(seller, listing.id, { status: 'active' }),
      f.act(seller, offers[1].id, { action: 'accept' }),
      patch(seller, listing.id, { status: 'active' }),
    ]);
    const accepts = [results[0]!, results[2]!].map((r) => r.status).sort();
    expect(accepts).toEqual([200, 409]);
    expect(await liveContracts(listing.id)).toBe(1);
    expect(await statusOf(listing.id)).toBe('under_contract');
    expect((await patch(seller, listing.id, { status: 'active' })).status).toBe(409);
  });

  it('answers 409 to accepting an offer on a listing under contract or sold', async () => {
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const offer = await f.makeOffer(await t.signUp(), listing.id);
    expect((await patch(seller, listing.id, { status: 'sold' })).status).toBe(200);
    const accept = await f.act(seller, offer.id, { action: 'accept' });
    expect(accept.status).toBe(409);
    expect(accept.data.error).toEqual({
      code: 'listing_not_active',
      message: OFFER_MESSAGES.listingNotActive,
    });
    expect(await liveContracts(listing.id)).toBe(0);
  });
});
