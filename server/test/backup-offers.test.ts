// Backup offers (issue 27): the seller keeps ranked backups when accepting, promotes one after the live contract
// is cancelled (any cancel path; 409 while it is live; one winner under concurrency), declines all of them, and a
// backup buyer withdraws; backups never expire; who may call what.
import { BACKUP_MESSAGES, OFFER_MESSAGES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWithAlerts } from '../src/alerts/write-with-alerts';
import { moveDeal } from '../src/closing/closing-moves';
import { expireOffersWithAlerts } from '../src/offers/offer-expiry-sweep';
import { type Account, dealFixtures, expectOk } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

const get = (who: Account, url: string) => t.call('GET', url, { token: who.accessToken });
const offerOf = async (who: Account, id: string) => expectOk(get(who, `/api/v1/offers/${id}`));
const listingStatus = async (id: string) => (await t.call('GET', `/api/v1/properties/${id}`)).data.status;
const declineAll = (who: Account | null, listingId: string) =>
  t.call(
    'POST',
    `/api/v1/properties/${listingId}/backup-offers/decline`,
    who ? { token: who.accessToken } : {},
  );

async function liveContracts(propertyId: string) {
  const rows = await t.db
    .selectFrom('contracts')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('status', 'in', ['pending', 'approved'])
    .execute();
  return rows.length;
}

async function latestAlert(who: Account, kind: string) {
  return t.db
    .selectFrom('alerts')
    .select(['title', 'message'])
    .where('user_id', '=', who.user.id)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** A listing with four offers: the seller accepts `buyer`'s and keeps `third` (#1) and `second` (#2) as backups. */
async function backupDeal() {
  const { seller, buyer, listing, title } = await f.dealParties('Stone cottage');
  const second = await t.signUp({ fullName: 'Sid Second' });
  const third = await t.signUp({ fullName: 'Tia Third' });
  const fourth = await t.signUp({ fullName: 'Flo Fourth' });
  const offer = await f.makeOffer(buyer, listing.id);
  const secondOffer = await f.makeOffer(second, listing.id, { amount: 135_000 });
  const thirdOffer = await f.makeOffer(third, listing.id, { amount: 138_000 });
  const fourthOffer = await f.makeOffer(fourth, listing.id, { amount: 120_000 });
  const accepted = await f.act(seller, offer.id, {
    action: 'accept',
    backupOfferIds: [thirdOffer.id, secondOffer.id],
  });
  expect(accepted.status, accepted.text).toBe(200);
  return {
    seller,
    buyer,
    second,
    third,
    fourth,
    listing,
    title,
    offer,
    secondOffer,
    thirdOffer,
    fourthOffer,
    contractId: accepted.data.contractId as string,
  };
}

describe('keeping backups when accepting', () => {
  it('ranks the chosen offers in order, tells their buyers their rank and declines the rest', async () => {
    const d = await backupDeal();
    expect(await liveContracts(d.listing.id)).toBe(1);
    expect(await listingStatus(d.listing.id)).toBe('under_contract');
    const third = await offerOf(d.third, d.thirdOffer.id);
    expect(third).toMatchObject({ status: 'backup', backupRank: 1, allowedActions: ['withdraw'] });
    const second = await offerOf(d.seller, d.secondOffer.id);
    // The seller may reject a backup, not promote it while the contract is live.
    expect(second).toMatchObject({ status: 'backup', backupRank: 2, allowedActions: ['reject'] });
    expect((await offerOf(d.fourth, d.fourthOffer.id)).status).toBe('declined');
    expect(await f.alertKinds(d.third)).toEqual(['offerKeptAsBackup']);
    expect(await f.alertKinds(d.second)).toEqual(['offerKeptAsBackup']);
    expect(await f.alertKinds(d.fourth)).toEqual(['offerDeclinedForAnother']);
    expect(await f.alertKinds(d.buyer)).toEqual(['offerAccepted', 'contractCreated']);
    expect((await latestAlert(d.second, 'offerKeptAsBackup')).message).toBe(
      "You're backup #2 on Stone cottage. If the accepted deal falls through, the seller can promote your offer.",
    );
    const received = await expectOk(
      get(d.seller, `/api/v1/offers?box=received&status=backup&propertyId=${d.listing.id}`),
    );
    expect(received.items.map((o: { id: string }) => o.id).sort()).toEqual(
      [d.secondOffer.id, d.thirdOffer.id].sort(),
    );
  });

  it('keeps a countered offer as a backup on its own terms (the counter lapses)', async () => {
    const { seller, buyer, rival, listing } = await f.dealParties('Counter barn');
    const offer = await f.makeOffer(buyer, listing.id);
    const rivalOffer = await f.makeOffer(rival, listing.id, { amount: 130_000 });
    await expectOk(f.act(seller, rivalOffer.id, { action: 'counter', amount: 139_000 }));
    await expectOk(f.act(seller, offer.id, { action: 'accept', backupOfferIds: [rivalOffer.id] }));
    expect(await offerOf(rival, rivalOffer.id)).toMatchObject({
      status: 'backup',
      backupRank: 1,
      counterAmount: null,
    });
  });

  it('refuses backups that are not open offers of the listing with a 400 that changes nothing', async () => {
    const { seller, buyer, rival, listing } = await f.dealParties('Checked house');
    const elsewhere = await f.publishedListing(seller, 'Other house');
    const offer = await f.makeOffer(buyer, listing.id);
    const rivalOffer = await f.makeOffer(rival, listing.id);
    const otherListingOffer = await f.makeOffer(rival, elsewhere.id);
    const gone = await f.makeOffer(await t.signUp(), listing.id);
    await expectOk(f.act(seller, gone.id, { action: 'reject' }));
    const cases: [unknown[], string][] = [
      [[otherListingOffer.id], BACKUP_MESSAGES.notOpenOnListing],
      [[gone.id], BACKUP_MESSAGES.notOpenOnListing],
      [['no-such-offer'], BACKUP_MESSAGES.notOpenOnListing],
      [[rivalOffer.id, rivalOffer.id], BACKUP_MESSAGES.duplicate],
      [[offer.id], BACKUP_MESSAGES.acceptedAsBackup],
    ];
    for (const [ids, message] of cases) {
      const res = await f.act(seller, offer.id, { action: 'accept', backupOfferIds: ids });
      expect(res.status, res.text).toBe(400);
      expect(res.data.error).toEqual({ code: 'invalid_backups', message });
    }
    const tooMany = await f.act(seller, offer.id, {
      action: 'accept',
      backupOfferIds: Array.from({ length: 11 }, (_, i) => `offer-${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect((await offerOf(buyer, offer.id)).status).toBe('pending');
    expect((await offerOf(rival, rivalOffer.id)).status).toBe('pending');
    expect(await liveContracts(listing.id)).toBe(0);
    expect(await listingStatus(listing.id)).toBe('active');
    expect(await f.alertKinds(rival)).toEqual([]);
  });

  it('lets only the seller keep backups (a buyer accepting a counter cannot)', async () => {
    const { seller, buyer, rival, listing } = await f.dealParties('Buyer accepts');
    const offer = await f.makeOffer(buyer, listing.id);
    const rivalOffer = await f.makeOffer(rival, listing.id);
    await expectOk(f.act(seller, offer.id, { action: 'counter', amount: 149_000 }));
    const res = await f.act(buyer, offer.id, { action: 'accept', backupOfferIds: [rivalOffer.id] });
    expect(res.status).toBe(400);
    expect(res.data.error.message).toBe(BACKUP_MESSAGES.onlySellerKeepsBackups);
    expect((await offerOf(buyer, offer.id)).status).toBe('countered');
  });
});

describe('promoting a backup', () => {
  it('is refused with 409 while the contract is live', async () => {
    const d = await backupDeal();
    const res = await f.act(d.seller, d.thirdOffer.id, { action: 'promote' });
    expect(res.status).toBe(409);
    expect(res.data.error).toEqual({ code: 'contract_live', message: OFFER_MESSAGES.backupLive });
    expect((await offerOf(d.third, d.thirdOffer.id)).status).toBe('backup');
    expect(await liveContracts(d.listing.id)).toBe(1);
  });

  const cancelPaths: [string, (d: Awaited<ReturnType<typeof backupDeal>>) => Promise<unknown>][] = [
    [
      'the seller declines the contract',
      (d) => expectOk(f.actContract(d.seller, d.contractId, 'seller_decline')),
    ],
    ['an admin cancels it', (d) => expectOk(f.actContract(f.admin, d.contractId, 'cancel'))],
    ['the buyer cancels it', (d) => expectOk(f.actContract(d.buyer, d.contractId, 'cancel'))],
  ];
  for (const [path, cancel] of cancelPaths) {
    it(`opens a contract from the backup after ${path}; the other backups keep their ranks`, async () => {
      const d = await backupDeal();
      await cancel(d);
      expect(await listingStatus(d.listing.id)).toBe('active');
      expect((await offerOf(d.seller, d.thirdOffer.id)).allowedActions).toEqual(['reject', 'promote']);
      const promoted = await f.act(d.seller, d.thirdOffer.id, { action: 'promote' });
      expect(promoted.status, promoted.text).toBe(200);
      expect(promoted.data).toMatchObject({ status: 'accepted', backupRank: null, allowedActions: [] });
      const contract = await expectOk(get(d.third, `/api/v1/contracts/${promoted.data.contractId}`));
      expect(contract).toMatchObject({ status: 'pending', price: 138_000, sellerApprovalStatus: 'pending' });
      expect(await liveContracts(d.listing.id)).toBe(1);
      expect(await listingStatus(d.listing.id)).toBe('under_contract');
      expect(await f.alertKinds(d.third)).toEqual(['offerKeptAsBackup', 'backupPromoted', 'contractCreated']);
      expect((await latestAlert(d.third, 'backupPromoted')).message).toBe(
        'The seller promoted your backup offer on Stone cottage: a contract was created from it.',
      );
      expect(await offerOf(d.second, d.secondOffer.id)).toMatchObject({ status: 'backup', backupRank: 2 });
      expect(await f.alertKinds(d.second)).toEqual(['offerKeptAsBackup']);
    });
  }

  it('declines offers made while the listing was back on the market, like an accept', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_decline'));
    const newcomer = await t.signUp();
    const late = await f.makeOffer(newcomer, d.listing.id);
    await expectOk(f.act(d.seller, d.thirdOffer.id, { action: 'promote' }));
    expect((await offerOf(newcomer, late.id)).status).toBe('declined');
    expect(await f.alertKinds(newcomer)).toEqual(['offerDeclinedForAnother']);
  });

  it('gives exactly one of two concurrent promotions the contract', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_decline'));
    const results = await Promise.all([
      f.act(d.seller, d.thirdOffer.id, { action: 'promote' }),
      f.act(d.seller, d.secondOffer.id, { action: 'promote' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await liveContracts(d.listing.id)).toBe(1);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.data.error.code).toMatch(/^(contract_live|listing_not_active)$/);
    const statuses = [
      (await offerOf(d.seller, d.thirdOffer.id)).status,
      (await offerOf(d.seller, d.secondOffer.id)).status,
    ].sort();
    expect(statuses).toEqual(['accepted', 'backup']);
  });

  it('gives exactly one of a promotion and an accept at once the contract', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_decline'));
    const late = await f.makeOffer(await t.signUp(), d.listing.id);
    const results = await Promise.all([
      f.act(d.seller, d.thirdOffer.id, { action: 'promote' }),
      f.act(d.seller, late.id, { action: 'accept' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await liveContracts(d.listing.id)).toBe(1);
    expect(await listingStatus(d.listing.id)).toBe('under_contract');
  });

  it('answers who may promote: anonymous 401, strangers 404, the backup buyer and admins 409', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_decline'));
    const url = `/api/v1/offers/${d.thirdOffer.id}/actions`;
    expect((await t.call('POST', url, { json: { action: 'promote' } })).status).toBe(401);
    const stranger = await f.act(d.fourth, d.thirdOffer.id, { action: 'promote' });
    expect(stranger.status).toBe(404);
    const buyer = await f.act(d.third, d.thirdOffer.id, { action: 'promote' });
    expect(buyer.status).toBe(409);
    expect(buyer.data.error.message).toBe(OFFER_MESSAGES.onlySellerPromotes);
    const admin = await f.act(f.admin, d.thirdOffer.id, { action: 'promote' });
    expect(admin.status).toBe(409);
    expect(admin.data.error.code).toBe('not_a_party');
    const pending = await f.makeOffer(await t.signUp(), d.listing.id);
    const notBackup = await f.act(d.seller, pending.id, { action: 'promote' });
    expect(notBackup.status).toBe(409);
    expect(notBackup.data.error.message).toBe(OFFER_MESSAGES.notABackup);
    expect(await liveContracts(d.listing.id)).toBe(0);
    expect((await f.act(d.seller, d.thirdOffer.id, { action: 'promote' })).status).toBe(200);
  });
});

describe('ending backups', () => {
  it('declines all backups for the seller only (404 for anyone else), each buyer told; then there are none', async () => {
    const d = await backupDeal();
    expect((await declineAll(null, d.listing.id)).status).toBe(401);
    const stranger = await declineAll(d.fourth, d.listing.id);
    expect(stranger.status).toBe(404);
    expect(stranger.data.error.message).toBe(BACKUP_MESSAGES.notYourListing);
    expect((await declineAll(d.third, d.listing.id)).status).toBe(404);
    expect((await declineAll(f.admin, d.listing.id)).status).toBe(404);
    expect((await declineAll(d.seller, 'no-such-listing')).status).toBe(404);
    expect((await offerOf(d.third, d.thirdOffer.id)).status).toBe('backup');

    expect(await expectOk(declineAll(d.seller, d.listing.id))).toEqual({ declined: 2 });
    expect((await offerOf(d.third, d.thirdOffer.id)).status).toBe('declined');
    expect((await offerOf(d.second, d.secondOffer.id)).status).toBe('declined');
    expect(await f.alertKinds(d.third)).toEqual(['offerKeptAsBackup', 'backupsDeclined']);
    expect(await f.alertKinds(d.second)).toEqual(['offerKeptAsBackup', 'backupsDeclined']);
    expect((await offerOf(d.buyer, d.offer.id)).status).toBe('accepted');
    expect(await liveContracts(d.listing.id)).toBe(1);
    const again = await declineAll(d.seller, d.listing.id);
    expect(again.status).toBe(409);
    expect(again.data.error).toEqual({ code: 'no_backups', message: BACKUP_MESSAGES.noBackups });
  });

  it('lets a backup buyer withdraw (the seller is told), and only them', async () => {
    const d = await backupDeal();
    const bySeller = await f.act(d.seller, d.thirdOffer.id, { action: 'withdraw' });
    expect(bySeller.status).toBe(409);
    expect(bySeller.data.error.message).toBe(OFFER_MESSAGES.onlyBuyerWithdraws);
    const withdrawn = await expectOk(f.act(d.third, d.thirdOffer.id, { action: 'withdraw' }));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', backupRank: null, allowedActions: [] });
    expect((await f.alertKinds(d.seller)).at(-1)).toBe('offerWithdrawn');
    expect(await offerOf(d.second, d.secondOffer.id)).toMatchObject({ status: 'backup', backupRank: 2 });
  });

  it('declines the backups when the contract completes (the property is sold)', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_approve'));
    await expectOk(f.actContract(f.admin, d.contractId, 'approve'));
    await expectOk(f.actContract(f.admin, d.contractId, 'complete'));
    expect((await offerOf(d.third, d.thirdOffer.id)).status).toBe('declined');
    expect((await offerOf(d.second, d.secondOffer.id)).status).toBe('declined');
    expect(await f.alertKinds(d.third)).toEqual(['offerKeptAsBackup', 'backupsDeclined']);
  });

  it('declines the backups when the deal closes through the closing pipeline too', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_approve'));
    await expectOk(f.actContract(f.admin, d.contractId, 'approve'));
    const seller = { kind: 'seller' as const, userId: d.seller.user.id };
    const title = { kind: 'title' as const, userId: null };
    await moveDeal(t.deps, d.contractId, title, { to: 'earnest_money_received' });
    await moveDeal(t.deps, d.contractId, seller, { to: 'title_opened' });
    await moveDeal(t.deps, d.contractId, seller, { to: 'clear_to_close' });
    await moveDeal(t.deps, d.contractId, title, { to: 'closing_scheduled', closingDate: '2026-12-18' });
    await moveDeal(t.deps, d.contractId, seller, { to: 'funded' });
    await moveDeal(t.deps, d.contractId, seller, { to: 'closed' });
    expect(await listingStatus(d.listing.id)).toBe('sold');
    expect((await offerOf(d.third, d.thirdOffer.id)).status).toBe('declined');
    expect((await offerOf(d.second, d.secondOffer.id)).status).toBe('declined');
    expect(await f.alertKinds(d.third)).toEqual(['offerKeptAsBackup', 'backupsDeclined']);
  });

  it('never expires a backup: the sweep passes it by and it can still be promoted', async () => {
    const d = await backupDeal();
    await t.db
      .updateTable('offers')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', d.thirdOffer.id)
      .execute();
    await writeWithAlerts(t.deps, (trx, raise) =>
      expireOffersWithAlerts(trx, raise, new Date().toISOString()),
    );
    expect((await offerOf(d.third, d.thirdOffer.id)).status).toBe('backup');
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_decline'));
    expect((await f.act(d.seller, d.thirdOffer.id, { action: 'promote' })).status).toBe(200);
  });

  it('ranks backups kept by a later accept after the ones the listing still holds', async () => {
    const d = await backupDeal();
    await expectOk(f.actContract(d.seller, d.contractId, 'seller_decline'));
    const late = await f.makeOffer(await t.signUp(), d.listing.id);
    const later = await f.makeOffer(await t.signUp(), d.listing.id);
    await expectOk(f.act(d.seller, late.id, { action: 'accept', backupOfferIds: [later.id] }));
    expect(await offerOf(d.seller, later.id)).toMatchObject({ status: 'backup', backupRank: 3 });
    expect(await offerOf(d.seller, d.thirdOffer.id)).toMatchObject({ status: 'backup', backupRank: 1 });
  });
});
