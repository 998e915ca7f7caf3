// Offers: making one (who, on what, which bodies), listing sent/received, reading by role, every action and
// every illegal one, accepting declines the others and puts the listing under contract, expiry, proof of funds.
import { OFFER_ACTIONS, OFFER_MESSAGES, OFFER_STATUSES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, dateIn, dealFixtures, offerBody } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

async function parties() {
  const seller = await t.signUp({ fullName: 'Sam Seller' });
  const buyer = await t.signUp({ fullName: 'Bea Buyer' });
  const stranger = await t.signUp();
  const listing = await f.publishedListing(seller);
  return { seller, buyer, stranger, listing };
}
const get = (who: Account, url: string) => t.call('GET', url, { token: who.accessToken });

describe('making an offer', () => {
  it('answers the offer with its listing, parties and the buyer-only actions', async () => {
    const { seller, buyer, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id, { message: '  Cash, quick close.  ' });
    expect(offer).toMatchObject({
      propertyId: listing.id,
      property: {
        id: listing.id,
        title: 'Brick ranch',
        location: '9 Elm St, Dallas, TX 75201',
        status: 'active',
        listingStatus: 'published',
        image: null,
      },
      buyer: { id: buyer.user.id, fullName: 'Bea Buyer' },
      seller: { id: seller.user.id, fullName: 'Sam Seller' },
      amount: 140_000,
      earnestMoney: 5_000,
      financingType: 'cash',
      message: 'Cash, quick close.',
      proofOfFunds: null,
      status: 'pending',
      counterAmount: null,
      contractId: null,
      allowedActions: ['withdraw'],
    });
    expect(offer.property.path).toMatch(/^\/real-estate-wholesale-investment-property-/);
    const ttl = Date.parse(offer.expiresAt) - Date.parse(offer.createdAt);
    expect(ttl).toBe(72 * 3_600_000);
    expect(await f.alertKinds(seller)).toEqual(['offerReceived']);
    expect(await f.alertKinds(buyer)).toEqual([]);
  });

  it('refuses the owner, anonymous callers, hidden and unknown listings, and a second open offer', async () => {
    const { seller, buyer, listing } = await parties();
    const own = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: seller.accessToken,
      json: offerBody(),
    });
    expect(own.status).toBe(403);
    expect(own.data.error.message).toBe(OFFER_MESSAGES.ownListing);
    const anonymous = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, { json: offerBody() });
    expect(anonymous.status).toBe(401);
    const hidden = await t.call('POST', '/api/v1/properties', {
      token: seller.accessToken,
      json: {
        title: 'Unreviewed',
        location: '1 Oak St, Dallas, TX 75201',
        price: 90_000,
        propertyType: 'condo',
      },
    });
    const onHidden = await t.call('POST', `/api/v1/properties/${hidden.data.id}/offers`, {
      token: buyer.accessToken,
      json: offerBody(),
    });
    expect(onHidden.status).toBe(404);
    const unknown = await t.call('POST', '/api/v1/properties/00000000-0000-7000-8000-000000000000/offers', {
      token: buyer.accessToken,
      json: offerBody(),
    });
    expect(unknown.status).toBe(404);
    await f.makeOffer(buyer, listing.id);
    const second = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: buyer.accessToken,
      json: offerBody(),
    });
    expect(second.status).toBe(409);
    expect(second.data.error.message).toBe(OFFER_MESSAGES.openOfferExists);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 100.5 }],
    ['a negative earnest', { earnestMoney: -1 }],
    ['earnest above the amount', { earnestMoney: 200_000 }],
    ['a past closing date', { closingDate: dateIn(-1) }],
    ['a closing date over a year out', { closingDate: dateIn(400) }],
    ['a non-date', { closingDate: '2027-02-30' }],
    ['an unknown financing type', { financingType: 'barter' }],
    ['a string amount', { amount: '140000' }],
    ['a huge amount', { amount: 1e15 }],
    ['an unknown proof upload', { proofOfFundsUploadId: 'nope' }],
  ])('answers 400 for %s', async (_name, overrides) => {
    const { buyer, listing } = await parties();
    const res = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: buyer.accessToken,
      json: offerBody(overrides),
    });
    expect(res.status, res.text).toBe(400);
    expect(res.data.error.code).toBe('invalid_request');
  });

  it('answers 400 for a malformed JSON body', async () => {
    const { buyer, listing } = await parties();
    const res = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: buyer.accessToken,
      body: '{"amount":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('reading offers', () => {
  it('shows an offer to its buyer, seller and admins with their own actions, and 404 to strangers', async () => {
    const { seller, buyer, stranger, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id);
    expect((await get(buyer, `/api/v1/offers/${offer.id}`)).data.allowedActions).toEqual(['withdraw']);
    expect((await get(seller, `/api/v1/offers/${offer.id}`)).data.allowedActions).toEqual([
      'accept',
      'reject',
      'counter',
    ]);
    const asAdmin = await get(f.admin, `/api/v1/offers/${offer.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data.allowedActions).toEqual([]);
    const asStranger = await get(stranger, `/api/v1/offers/${offer.id}`);
    expect(asStranger.status).toBe(404);
    expect((await get(stranger, '/api/v1/offers/not-an-offer')).status).toBe(404);
    expect((await t.call('GET', `/api/v1/offers/${offer.id}`)).status).toBe(401);
  });

  it('lists sent and received boxes newest first, with status and listing filters; box=all for admins only', async () => {
    const { seller, buyer, listing } = await parties();
    const other = await f.publishedListing(seller, 'Second');
    const first = await f.makeOffer(buyer, listing.id);
    const second = await f.makeOffer(buyer, other.id);
    await f.act(seller, second.id, { action: 'counter', amount: 145_000 });
    const sent = await get(buyer, '/api/v1/offers?box=sent');
    expect(sent.data.items.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect((await get(buyer, '/api/v1/offers?box=received')).data.items).toEqual([]);
    const received = await get(seller, '/api/v1/offers?box=received&status=countered');
    expect(received.data.items.map((o: { id: string }) => o.id)).toEqual([second.id]);
    const byListing = await get(seller, `/api/v1/offers?box=received&propertyId=${listing.id}`);
    expect(byListing.data.items.map((o: { id: string }) => o.id)).toEqual([first.id]);
    expect((await get(buyer, '/api/v1/offers?box=all')).status).toBe(403);
    const all = await get(f.admin, '/api/v1/offers?box=all');
    expect(all.data.items.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect((await get(buyer, '/api/v1/offers?box=nope')).status).toBe(400);
    expect((await get(buyer, '/api/v1/offers?status=open')).status).toBe(400);
  });
});

describe('acting on offers', () => {
  it('lets the seller counter and the buyer accept at the counter amount', async () => {
    const { seller, buyer, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id);
    const countered = await f.act(seller, offer.id, {
      action: 'counter',
      amount: 147_500,
      message: 'Meet me',
    });
    expect(countered.status).toBe(200);
    expect(countered.data).toMatchObject({
      status: 'countered',
      counterAmount: 147_500,
      counterMessage: 'Meet me',
      allowedActions: [],
    });
    expect((await get(buyer, `/api/v1/offers/${offer.id}`)).data.allowedActions).toEqual([
      'accept',
      'reject',
      'withdraw',
    ]);
    const accepted = await f.act(buyer, offer.id, { action: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.data.status).toBe('accepted');
    const contract = await get(buyer, `/api/v1/contracts/${accepted.data.contractId}`);
    expect(contract.data).toMatchObject({
      price: 147_500,
      status: 'pending',
      sellerApprovalStatus: 'pending',
    });
    expect(await f.alertKinds(buyer)).toEqual(['offerCountered', 'contractCreated']);
    expect(await f.alertKinds(seller)).toEqual(['offerReceived', 'counterAccepted', 'contractCreated']);
  });

  it('accepting one offer declines the other open ones and puts the listing under contract', async () => {
    const { seller, buyer, listing } = await parties();
    const rival = await t.signUp();
    const third = await t.signUp();
    const offer = await f.makeOffer(buyer, listing.id);
    const rivalOffer = await f.makeOffer(rival, listing.id, { amount: 130_000 });
    const withdrawn = await f.makeOffer(third, listing.id);
    await f.act(third, withdrawn.id, { action: 'withdraw' });
    const accepted = await f.act(seller, offer.id, { action: 'accept' });
    expect(accepted.data).toMatchObject({ status: 'accepted', allowedActions: [] });
    expect(accepted.data.contractId).toEqual(expect.any(String));
    expect(accepted.data.property.status).toBe('under_contract');
    expect((await get(rival, `/api/v1/offers/${rivalOffer.id}`)).data.status).toBe('declined');
    expect((await get(third, `/api/v1/offers/${withdrawn.id}`)).data.status).toBe('withdrawn');
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).data.status).toBe('under_contract');
    expect(await f.alertKinds(rival)).toEqual(['offerDeclinedForAnother']);
    expect(await f.alertKinds(third)).toEqual([]);
    expect(await f.alertKinds(buyer)).toEqual(['offerAccepted', 'contractCreated']);
    const late = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: (await t.signUp()).accessToken,
      json: offerBody(),
    });
    expect(late.status).toBe(409);
    expect(late.data.error.message).toBe(OFFER_MESSAGES.listingNotActive);
    const again = await f.act(seller, rivalOffer.id, { action: 'accept' });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(OFFER_MESSAGES.declined);
  });

  it('lets only one of two concurrent accepts win', async () => {
    const { seller, buyer, listing } = await parties();
    const rival = await t.signUp();
    const a = await f.makeOffer(buyer, listing.id);
    const b = await f.makeOffer(rival, listing.id);
    const results = await Promise.all([
      f.act(seller, a.id, { action: 'accept' }),
      f.act(seller, b.id, { action: 'accept' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const contracts = await t.db
      .selectFrom('contracts')
      .select('id')
      .where('property_id', '=', listing.id)
      .execute();
    expect(contracts).toHaveLength(1);
  });

  it('tells the buyer of a rejection and the seller of a rejected counter or a withdrawal', async () => {
    const { seller, buyer, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id);
    expect((await f.act(seller, offer.id, { action: 'reject' })).data.status).toBe('rejected');
    expect(await f.alertKinds(buyer)).toEqual(['offerDeclined']);
    const next = await f.makeOffer(buyer, listing.id);
    await f.act(seller, next.id, { action: 'counter', amount: 149_000 });
    expect((await f.act(buyer, next.id, { action: 'reject' })).data.status).toBe('rejected');
    const last = await f.makeOffer(buyer, listing.id);
    expect((await f.act(buyer, last.id, { action: 'withdraw' })).data.status).toBe('withdrawn');
    expect(await f.alertKinds(seller)).toEqual([
      'offerReceived',
      'offerReceived',
      'counterDeclined',
      'offerReceived',
      'offerWithdrawn',
    ]);
    expect(await f.alertKinds(buyer)).toEqual(['offerDeclined', 'offerCountered']);
  });

  it('answers 409 with its message for every illegal action of each party, and 404 to strangers', async () => {
    const { seller, buyer, stranger, listing } = await parties();
    const pending = await f.makeOffer(buyer, listing.id);
    for (const action of ['accept', 'reject', 'counter'] as const) {
      const res = await f.act(buyer, pending.id, { action, amount: 100_000 });
      expect(res.status).toBe(409);
      expect(res.data.error.message).toBe(
        action === 'counter' ? OFFER_MESSAGES.onlySellerCounters : OFFER_MESSAGES.awaitingSeller,
      );
    }
    const sellerWithdraw = await f.act(seller, pending.id, { action: 'withdraw' });
    expect(sellerWithdraw.data.error.message).toBe(OFFER_MESSAGES.onlyBuyerWithdraws);
    await f.act(seller, pending.id, { action: 'counter', amount: 150_000 });
    for (const action of ['accept', 'reject', 'counter'] as const) {
      const res = await f.act(seller, pending.id, { action, amount: 151_000 });
      expect(res.status).toBe(409);
      expect(res.data.error.message).toBe(OFFER_MESSAGES.awaitingBuyer);
    }
    expect((await f.act(buyer, pending.id, { action: 'counter', amount: 1 })).data.error.message).toBe(
      OFFER_MESSAGES.onlySellerCounters,
    );
    const adminTry = await f.act(f.admin, pending.id, { action: 'withdraw' });
    expect(adminTry.status).toBe(409);
    expect(adminTry.data.error.message).toBe(OFFER_MESSAGES.notAParty);
    for (const action of OFFER_ACTIONS) {
      expect((await f.act(stranger, pending.id, { action, amount: 1 })).status).toBe(404);
    }
    await f.act(buyer, pending.id, { action: 'withdraw' });
    for (const action of OFFER_ACTIONS) {
      for (const who of [buyer, seller]) {
        const res = await f.act(who, pending.id, { action, amount: 120_000 });
        expect(res.status).toBe(409);
        expect(res.data.error.message).toBe(OFFER_MESSAGES.withdrawn);
      }
    }
  });

  it('answers 400 for bad action bodies', async () => {
    const { seller, buyer, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id);
    for (const body of [
      {},
      { action: 'explode' },
      { action: 'counter' },
      { action: 'counter', amount: 140_000 },
      { action: 'counter', amount: -5 },
      { action: 'counter', amount: 150_000, message: 'x'.repeat(2001) },
    ]) {
      const res = await f.act(seller, offer.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await get(seller, `/api/v1/offers/${offer.id}`)).data.status).toBe('pending');
  });
});

describe('expiry', () => {
  it('reads an offer past expiresAt as expired, refuses actions, lets the buyer offer again, and is swept', async () => {
    const { seller, buyer, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id);
    await t.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', offer.id)
      .execute();
    const read = await get(seller, `/api/v1/offers/${offer.id}`);
    expect(read.data).toMatchObject({ status: 'expired', allowedActions: [] });
    const expiredBox = await get(seller, '/api/v1/offers?box=received&status=expired');
    expect(expiredBox.data.items.map((o: { id: string }) => o.id)).toContain(offer.id);
    expect((await get(seller, '/api/v1/offers?box=received&status=pending')).data.items).toEqual([]);
    for (const [who, action] of [
      [seller, 'accept'],
      [buyer, 'withdraw'],
    ] as const) {
      const res = await f.act(who, offer.id, { action });
      expect(res.status).toBe(409);
      expect(res.data.error.message).toBe('This offer has expired.');
    }
    const again = await f.makeOffer(buyer, listing.id);
    expect(again.status).toBe('pending');
    const stored = await t.db
      .selectFrom('offers')
      .select('status')
      .where('id', '=', offer.id)
      .executeTakeFirst();
    expect(stored?.status).toBe('expired');
  });

  it('uses OFFER_TTL_HOURS and resets the clock on a counter', async () => {
    const app = await createTestApp({ OFFER_TTL_HOURS: '2' });
    try {
      const g = await dealFixtures(app);
      const seller = await app.signUp();
      const buyer = await app.signUp();
      const listing = await g.publishedListing(seller);
      const offer = await g.makeOffer(buyer, listing.id);
      expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(2 * 3_600_000);
      await app.db
        .updateTable('offers')
        .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
        .where('id', '=', offer.id)
        .execute();
      const countered = await g.act(seller, offer.id, { action: 'counter', amount: 150_000 });
      expect(Date.parse(countered.data.expiresAt) - Date.parse(countered.data.updatedAt)).toBe(2 * 3_600_000);
    } finally {
      await app.close();
    }
  });
});

describe('vocabulary', () => {
  it('answers only statuses of core', async () => {
    const { buyer, listing } = await parties();
    const offer = await f.makeOffer(buyer, listing.id);
    expect(OFFER_STATUSES).toContain(offer.status);
  });
});
