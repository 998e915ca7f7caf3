// The closing pipeline through moveDeal: each party's moves, refusals (409 illegal_transition), the deadline
// started at acceptance, the audit trail, alerts to both parties, and the contract's lifecycle at closed/cancelled.
import { CLOSING_MESSAGES, EARNEST_MONEY_LATE_REASON } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveDeal } from '../src/closing/closing-moves';
import { findContract } from '../src/contracts/contracts-repo';
import type { ApiError } from '../src/http/api-error';
import { dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

/** The error a promise rejects with, as status and code. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as ApiError | null;
  return error && { status: error.status, code: error.code, message: error.message };
}

const listingStatus = async (id: string) => (await t.call('GET', `/api/v1/properties/${id}`)).data.status;

/** A deal whose contract the seller and an admin approved. */
async function approvedDeal() {
  const deal = await f.acceptedDeal();
  expect((await f.actContract(deal.seller, deal.contractId, 'seller_approve')).status).toBe(200);
  expect((await f.actContract(f.admin, deal.contractId, 'approve')).status).toBe(200);
  return deal;
}

describe('moveDeal', () => {
  it('starts the earnest money deadline at acceptance (72 hours when the listing states none)', async () => {
    const before = Date.now();
    const { contractId } = await f.acceptedDeal();
    const contract = (await findContract(t.db, contractId))!;
    expect(contract.closing_stage).toBe('earnest_money_due');
    expect(contract.earnest_window_hours).toBe(72);
    const due = Date.parse(contract.earnest_due_at!);
    expect(due).toBeGreaterThanOrEqual(before + 72 * 3_600_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 72 * 3_600_000);
    const trail = await t.db
      .selectFrom('closing_moves')
      .selectAll()
      .where('contract_id', '=', contractId)
      .execute();
    expect(trail.map((m) => [m.from_stage, m.to_stage, m.actor_kind])).toEqual([
      ['contract_signed', 'earnest_money_due', 'system'],
    ]);
  });

  it('walks a deal to closed: each move by its party, both parties alerted, the contract completed and sold', async () => {
    const { seller, buyer, listing, contractId } = await approvedDeal();
    const sellerActor = { kind: 'seller' as const, userId: seller.user.id };
    const before = await f.alertKinds(buyer);
    expect(
      await moveDeal(t.deps, contractId, { kind: 'title', userId: null }, { to: 'earnest_money_received' }),
    ).toBe('earnest_money_received');
    await moveDeal(t.deps, contractId, sellerActor, { to: 'title_opened' });
    await moveDeal(t.deps, contractId, sellerActor, { to: 'clear_to_close' });
    await moveDeal(
      t.deps,
      contractId,
      { kind: 'title', userId: null },
      {
        to: 'closing_scheduled',
        closingDate: '2026-12-18',
      },
    );
    await moveDeal(t.deps, contractId, sellerActor, { to: 'funded' });
    await moveDeal(t.deps, contractId, sellerActor, { to: 'closed' });
    const contract = (await findContract(t.db, contractId))!;
    expect([contract.closing_stage, contract.status, contract.closing_date]).toEqual([
      'closed',
      'completed',
      '2026-12-18',
    ]);
    expect(await listingStatus(listing.id)).toBe('sold');
    const steps = [
      'earnestMoneyReceived',
      'titleOpened',
      'clearToClose',
      'closingScheduled',
      'dealFunded',
      'contractCompleted',
    ];
    expect((await f.alertKinds(buyer)).slice(before.length)).toEqual(steps);
    expect((await f.alertKinds(seller)).slice(-steps.length)).toEqual(steps);
    const trail = await t.db
      .selectFrom('closing_moves')
      .select(['to_stage', 'actor_kind', 'actor_user_id'])
      .where('contract_id', '=', contractId)
      .orderBy('id')
      .execute();
    expect(trail.map((m) => `${m.to_stage}:${m.actor_kind}`)).toEqual([
      'earnest_money_due:system',
      'earnest_money_received:title',
      'title_opened:seller',
      'clear_to_close:seller',
      'closing_scheduled:title',
      'funded:seller',
      'closed:seller',
    ]);
  });

  it('refuses moves out of turn, by the wrong party, or before approval with 409 illegal_transition', async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    const asBuyer = { kind: 'buyer' as const, userId: buyer.user.id };
    const asSeller = { kind: 'seller' as const, userId: seller.user.id };
    expect(await refusal(moveDeal(t.deps, contractId, asBuyer, { to: 'earnest_money_received' }))).toEqual({
      status: 409,
      code: 'illegal_transition',
      message: CLOSING_MESSAGES.notYourMove,
    });
    expect(await refusal(moveDeal(t.deps, contractId, asSeller, { to: 'funded' }))).toMatchObject({
      status: 409,
      message: CLOSING_MESSAGES.notNext,
    });
    await moveDeal(t.deps, contractId, asSeller, { to: 'earnest_money_received' });
    expect(await refusal(moveDeal(t.deps, contractId, asSeller, { to: 'title_opened' }))).toMatchObject({
      status: 409,
      message: CLOSING_MESSAGES.needsApproval,
    });
    // A user who is not the party they claim to be does not see the contract.
    const stranger = await t.signUp();
    expect(
      await refusal(
        moveDeal(t.deps, contractId, { kind: 'seller', userId: stranger.user.id }, { to: 'title_opened' }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await refusal(moveDeal(t.deps, contractId, asSeller, { to: 'cancelled' }))).toMatchObject({
      status: 400,
      message: CLOSING_MESSAGES.reasonRequired,
    });
    expect((await findContract(t.db, contractId))!.closing_stage).toBe('earnest_money_received');
  });

  it('lets the seller release the buyer only after the deadline: the contract is cancelled, the listing active', async () => {
    const { seller, buyer, listing, contractId } = await f.acceptedDeal();
    const asSeller = { kind: 'seller' as const, userId: seller.user.id };
    const release = { to: 'cancelled' as const, reason: EARNEST_MONEY_LATE_REASON };
    expect(await refusal(moveDeal(t.deps, contractId, asSeller, release))).toMatchObject({
      status: 409,
      code: 'illegal_transition',
      message: CLOSING_MESSAGES.releaseBeforeDeadline,
    });
    const due = Date.parse((await findContract(t.db, contractId))!.earnest_due_at!);
    expect(await moveDeal(t.deps, contractId, asSeller, release, new Date(due + 1000))).toBe('cancelled');
    const contract = (await findContract(t.db, contractId))!;
    expect([contract.closing_stage, contract.status]).toEqual(['cancelled', 'cancelled']);
    expect(await listingStatus(listing.id)).toBe('active');
    expect((await f.alertKinds(buyer)).at(-1)).toBe('buyerReleased');
    const alert = await t.db
      .selectFrom('alerts')
      .select(['title', 'message'])
      .where('user_id', '=', buyer.user.id)
      .where('kind', '=', 'buyerReleased')
      .executeTakeFirstOrThrow();
    expect(alert.title).toBe('Released From Contract');
  });

  it("an admin's cancellation carries its reason to both parties; the old contract actions keep the stage in step", async () => {
    const { seller, buyer, contractId } = await approvedDeal();
    await moveDeal(
      t.deps,
      contractId,
      { kind: 'admin', userId: f.admin.user.id },
      {
        to: 'cancelled',
        reason: 'Title defect',
      },
    );
    for (const who of [buyer, seller]) {
      const alert = await t.db
        .selectFrom('alerts')
        .select('message')
        .where('user_id', '=', who.user.id)
        .where('kind', '=', 'dealCancelled')
        .executeTakeFirstOrThrow();
      expect(alert.message).toContain('Title defect');
    }
    const other = await f.acceptedDeal();
    expect((await f.actContract(other.buyer, other.contractId, 'cancel')).status).toBe(200);
    expect((await findContract(t.db, other.contractId))!.closing_stage).toBe('cancelled');
  });
});
