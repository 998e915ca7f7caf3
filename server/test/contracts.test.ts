// Contracts: created by an accepted offer; the seller's approval or decline, the admin's approval, completion and
// cancellation, the investor's cancellation, with the listing's status and alerts; listing, filters and roles.
import { CLOSING_MESSAGES, CONTRACT_ACTIONS, CONTRACT_MESSAGES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, dealFixtures, FIXTURE_END_REASON } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

const get = (who: Account, url: string) => t.call('GET', url, { token: who.accessToken });
const expectOkStatus = async (res: Promise<{ status: number; text: string }>) =>
  expect((await res).status).toBe(200);
const listingStatus = async (id: string) => (await t.call('GET', `/api/v1/properties/${id}`)).data.status;

describe('reading contracts', () => {
  it('shows the contract to both parties and admins with their actions, 404 to strangers', async () => {
    const { seller, buyer, listing, offer, contractId } = await f.acceptedDeal();
    const stranger = await t.signUp();
    const asInvestor = await get(buyer, `/api/v1/contracts/${contractId}`);
    expect(asInvestor.status).toBe(200);
    expect(asInvestor.data).toMatchObject({
      id: contractId,
      offerId: offer.id,
      propertyId: listing.id,
      property: { id: listing.id, status: 'under_contract' },
      investor: { id: buyer.user.id, fullName: 'Bea Buyer' },
      seller: { id: seller.user.id, fullName: 'Sam Seller' },
      price: 140_000,
      earnestMoney: 5_000,
      financingType: 'cash',
      status: 'pending',
      sellerApprovalStatus: 'pending',
      allowedActions: ['cancel'],
    });
    expect((await get(seller, `/api/v1/contracts/${contractId}`)).data.allowedActions).toEqual([
      'seller_approve',
      'seller_decline',
    ]);
    expect((await get(f.admin, `/api/v1/contracts/${contractId}`)).data.allowedActions).toEqual(['cancel']);
    expect((await get(stranger, `/api/v1/contracts/${contractId}`)).status).toBe(404);
    for (const action of CONTRACT_ACTIONS) {
      expect((await f.actContract(stranger, contractId, action)).status).toBe(404);
    }
    expect((await t.call('GET', `/api/v1/contracts/${contractId}`)).status).toBe(401);
  });

  it("lists the caller's contracts newest first with filters; admins see everyone's with scope=all and q", async () => {
    const first = await f.acceptedDeal();
    const second = await f.acceptedDeal();
    await f.actContract(second.seller, second.contractId, 'seller_approve');
    const mine = await get(first.buyer, '/api/v1/contracts');
    expect(mine.data.items.map((c: { id: string }) => c.id)).toEqual([first.contractId]);
    expect((await get(first.seller, '/api/v1/contracts')).data.items).toHaveLength(1);
    expect((await get(first.buyer, '/api/v1/contracts?scope=all')).status).toBe(403);
    const all = await get(f.admin, '/api/v1/contracts?scope=all');
    const ids = all.data.items.map((c: { id: string }) => c.id);
    expect(ids.indexOf(second.contractId)).toBeLessThan(ids.indexOf(first.contractId));
    const approved = await get(f.admin, '/api/v1/contracts?scope=all&sellerApprovalStatus=approved');
    expect(approved.data.items.map((c: { id: string }) => c.id)).toContain(second.contractId);
    expect(approved.data.items.map((c: { id: string }) => c.id)).not.toContain(first.contractId);
    expect((await get(f.admin, '/api/v1/contracts?scope=all&status=completed')).data.items).toEqual([]);
    const byName = await get(f.admin, '/api/v1/contracts?scope=all&q=BEA%20buy');
    expect(byName.data.items.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(ids));
    const byPlace = await get(f.admin, '/api/v1/contracts?scope=all&q=elm%20st');
    expect(byPlace.data.items.length).toBe(ids.length);
    expect((await get(f.admin, '/api/v1/contracts?scope=all&q=100%25_nothing')).data.items).toEqual([]);
    expect((await get(f.admin, '/api/v1/contracts?status=nope')).status).toBe(400);
  });
});

describe('contract actions', () => {
  it('runs seller approval, admin approval and completion; the listing ends sold; the investor hears each', async () => {
    const { seller, buyer, listing, contractId } = await f.acceptedDeal();
    const early = await f.actContract(f.admin, contractId, 'approve');
    expect(early.status).toBe(409);
    expect(early.data.error.message).toBe(CONTRACT_MESSAGES.sellerNotApproved);
    const sellerOk = await f.actContract(seller, contractId, 'seller_approve');
    expect(sellerOk.data).toMatchObject({
      status: 'pending',
      sellerApprovalStatus: 'approved',
      allowedActions: [],
    });
    const again = await f.actContract(seller, contractId, 'seller_decline');
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(CONTRACT_MESSAGES.sellerAlreadyAnswered);
    const adminOk = await f.actContract(f.admin, contractId, 'approve');
    expect(adminOk.data).toMatchObject({ status: 'approved', allowedActions: ['complete', 'cancel'] });
    const investorCancel = await f.actContract(buyer, contractId, 'cancel');
    expect(investorCancel.status).toBe(409);
    expect(investorCancel.data.error.message).toBe(CONTRACT_MESSAGES.onlyPendingCancel);
    const sellerComplete = await f.actContract(seller, contractId, 'complete');
    expect(sellerComplete.data.error.message).toBe(CONTRACT_MESSAGES.onlyAdmin);
    const done = await f.actContract(f.admin, contractId, 'complete');
    expect(done.data).toMatchObject({
      status: 'completed',
      property: { status: 'sold' },
      allowedActions: [],
    });
    expect(await listingStatus(listing.id)).toBe('sold');
    for (const action of CONTRACT_ACTIONS) {
      const res = await f.actContract(f.admin, contractId, action);
      expect(res.status).toBe(409);
      expect(res.data.error.message).toBe(CONTRACT_MESSAGES.completed);
    }
    expect(await f.alertKinds(buyer)).toEqual([
      'offerAccepted',
      'contractCreated',
      'sellerApproved',
      'contractApproved',
      'contractCompleted',
    ]);
    expect(await f.alertKinds(seller)).toEqual([
      'offerReceived',
      'contractCreated',
      'contractApproved',
      'contractCompleted',
    ]);
  });

  it("a seller's decline cancels the contract and reopens the listing; the investor hears of it", async () => {
    const { seller, buyer, listing, contractId } = await f.acceptedDeal();
    const declined = await f.actContract(seller, contractId, 'seller_decline');
    expect(declined.data).toMatchObject({ status: 'cancelled', sellerApprovalStatus: 'declined' });
    expect(await listingStatus(listing.id)).toBe('active');
    expect((await f.alertKinds(buyer)).at(-1)).toBe('sellerDeclined');
    const other = await t.signUp();
    expect((await f.makeOffer(other, listing.id)).status).toBe('pending');
    const cancelAgain = await f.actContract(f.admin, contractId, 'cancel');
    expect(cancelAgain.data.error.message).toBe(CONTRACT_MESSAGES.cancelled);
  });

  it('lets the investor cancel a pending contract and an admin cancel an approved one, reopening the listing', async () => {
    const first = await f.acceptedDeal();
    const cancelled = await f.actContract(first.buyer, first.contractId, 'cancel');
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    expect(await listingStatus(first.listing.id)).toBe('active');
    const second = await f.acceptedDeal();
    await f.actContract(second.seller, second.contractId, 'seller_approve');
    await f.actContract(f.admin, second.contractId, 'approve');
    const byAdmin = await f.actContract(f.admin, second.contractId, 'cancel');
    expect(byAdmin.data.status).toBe('cancelled');
    expect(await listingStatus(second.listing.id)).toBe('active');
    const notAdmin = await f.actContract(second.buyer, second.contractId, 'approve');
    expect(notAdmin.status).toBe(409);
  });

  it('wants a reason to decline or cancel, keeps it in the deal history and tells both parties', async () => {
    const { seller, buyer, listing, contractId } = await f.acceptedDeal();
    const refusals: [string | null, number, string][] = [
      [null, 400, CLOSING_MESSAGES.reasonRequired],
      ['   ', 400, CLOSING_MESSAGES.reasonRequired],
    ];
    for (const [reason, status, message] of refusals) {
      const res = await f.actContract(seller, contractId, 'seller_decline', reason);
      expect(res.status, res.text).toBe(status);
      expect(res.data.error.message).toBe(message);
    }
    const tooLong = await f.actContract(f.admin, contractId, 'cancel', 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    // Nothing changed: still pending, the listing still under contract, nobody told.
    expect((await get(buyer, `/api/v1/contracts/${contractId}`)).data.status).toBe('pending');
    expect(await listingStatus(listing.id)).toBe('under_contract');
    expect((await f.alertKinds(buyer)).at(-1)).toBe('contractCreated');

    const declined = await f.actContract(seller, contractId, 'seller_decline', '  Title found a lien  ');
    expect(declined.status, declined.text).toBe(200);
    const closing = await get(buyer, `/api/v1/contracts/${contractId}/closing`);
    expect(closing.data.history.at(-1)).toMatchObject({
      to: 'cancelled',
      actor: 'seller',
      reason: 'Title found a lien',
    });
    const told = await t.db
      .selectFrom('alerts')
      .select('message')
      .where('user_id', '=', buyer.user.id)
      .where('kind', '=', 'sellerDeclined')
      .executeTakeFirstOrThrow();
    expect(told.message.endsWith(' Reason: Title found a lien')).toBe(true);

    const other = await f.acceptedDeal();
    expect((await f.actContract(f.admin, other.contractId, 'cancel', null)).status).toBe(400);
    await expectOkStatus(f.actContract(f.admin, other.contractId, 'cancel'));
    const history = (await get(f.admin, `/api/v1/contracts/${other.contractId}/closing`)).data.history;
    expect(history.at(-1)).toMatchObject({ to: 'cancelled', actor: 'admin', reason: FIXTURE_END_REASON });
  });

  it('answers 400 for bad bodies and 404 for unknown contracts', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    for (const body of [{}, { action: 'approve_everything' }, { action: 7 }]) {
      const res = await t.call('POST', `/api/v1/contracts/${contractId}/actions`, {
        token: seller.accessToken,
        json: body,
      });
      expect(res.status).toBe(400);
    }
    expect((await f.actContract(seller, 'missing', 'cancel')).status).toBe(404);
  });
});

describe("strangers' actions", () => {
  it('answer 404 and leave the contract and its listing as they were', async () => {
    const { buyer, listing, contractId } = await f.acceptedDeal();
    const stranger = await t.signUp();
    for (const action of CONTRACT_ACTIONS) {
      expect((await f.actContract(stranger, contractId, action)).status).toBe(404);
    }
    expect((await get(buyer, `/api/v1/contracts/${contractId}`)).data).toMatchObject({
      status: 'pending',
      sellerApprovalStatus: 'pending',
    });
    expect(await listingStatus(listing.id)).toBe('under_contract');
  });
});
