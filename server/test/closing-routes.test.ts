// The closing pipeline's routes: the contract's pipeline for each viewer (their moves as buttons), a move through
// the API, 4xx for bad input that changes nothing, the deadlines as .ics, and the wholesaler's closing desk with
// deals not moved for 7 days flagged. Access: anonymous 401, other member 404, parties and admins.
import { CLOSING_MESSAGES, EARNEST_MONEY_LATE_REASON } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

const get = (who: Account | null, url: string) => t.call('GET', url, who ? { token: who.accessToken } : {});
const move = (who: Account | null, contractId: string, json: Record<string, unknown>) =>
  t.call(
    'POST',
    `/api/v1/contracts/${contractId}/closing/moves`,
    who ? { token: who.accessToken, json } : { json },
  );

describe('the closing pipeline routes', () => {
  it('shows each viewer the stage, the deadline and their own moves; strangers get 404, anonymous 401', async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    const stranger = await t.signUp();
    const asSeller = await get(seller, `/api/v1/contracts/${contractId}/closing`);
    expect(asSeller.status).toBe(200);
    expect(asSeller.data).toMatchObject({
      contractId,
      stage: 'earnest_money_due',
      earnestWindowHours: 72,
      stale: false,
      allowedMoves: [{ to: 'earnest_money_received', release: false }],
      history: [{ from: 'contract_signed', to: 'earnest_money_due', actor: 'system' }],
    });
    expect(typeof asSeller.data.earnestDueAt).toBe('string');
    expect((await get(buyer, `/api/v1/contracts/${contractId}/closing`)).data.allowedMoves).toEqual([
      { to: 'cancelled', release: false },
    ]);
    expect((await get(f.admin, `/api/v1/contracts/${contractId}/closing`)).data.allowedMoves).toEqual([
      { to: 'earnest_money_received', release: false },
      { to: 'cancelled', release: false },
    ]);
    expect((await get(stranger, `/api/v1/contracts/${contractId}/closing`)).status).toBe(404);
    expect((await get(null, `/api/v1/contracts/${contractId}/closing`)).status).toBe(401);
    expect((await move(stranger, contractId, { to: 'earnest_money_received' })).status).toBe(404);
    expect((await move(null, contractId, { to: 'earnest_money_received' })).status).toBe(401);
    expect((await get(stranger, `/api/v1/contracts/${contractId}/closing/ics`)).status).toBe(404);
  });

  it('moves the deal for the party whose move it is; refuses others with 409 and bad input with 400, changing nothing', async () => {
    const { seller, buyer, contractId } = await f.acceptedDeal();
    const refused = await move(buyer, contractId, { to: 'earnest_money_received' });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toEqual({ code: 'illegal_transition', message: CLOSING_MESSAGES.notYourMove });
    expect((await move(seller, contractId, { to: 'nowhere' })).status).toBe(400);
    const noReason = await move(buyer, contractId, { to: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(noReason.data.error.message).toBe(CLOSING_MESSAGES.reasonRequired);
    const early = await move(seller, contractId, { to: 'cancelled', reason: EARNEST_MONEY_LATE_REASON });
    expect(early.status).toBe(409);
    expect(early.data.error.message).toBe(CLOSING_MESSAGES.releaseBeforeDeadline);
    expect((await get(seller, `/api/v1/contracts/${contractId}/closing`)).data.stage).toBe(
      'earnest_money_due',
    );

    const moved = await move(seller, contractId, { to: 'earnest_money_received' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.data.stage).toBe('earnest_money_received');
    expect(moved.data.history.map((m: { to: string }) => m.to)).toEqual([
      'earnest_money_due',
      'earnest_money_received',
    ]);
    expect((await f.alertKinds(buyer)).at(-1)).toBe('earnestMoneyReceived');
  });

  it('gives the parties the deadline and the closing date as .ics, on the property clock', async () => {
    const { seller, contractId } = await f.acceptedDeal();
    const res = await t.app.request(`/api/v1/contracts/${contractId}/closing/ics`, {
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Earnest money due: Brick ranch');
    // The fixtures' listing is in Dallas, TX: Central time.
    expect(text).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T\d{6}/);
    expect(text).toContain('TZID:America/Chicago');
    expect(text).toMatch(/SUMMARY:Closing: Brick ranch/);
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });

  it("lists the wholesaler's deals on the closing desk, flagging a deal not moved for 7 days", async () => {
    const seller = await t.signUp({ fullName: 'Desk Seller' });
    const buyer = await t.signUp({ fullName: 'Desk Buyer' });
    const listing = await f.publishedListing(seller, 'Desk ranch');
    const offer = await f.makeOffer(buyer, listing.id);
    const accepted = await f.act(seller, offer.id, { action: 'accept' });
    const contractId = accepted.data.contractId as string;
    let desk = await get(seller, '/api/v1/closing-desk');
    expect(desk.data.items).toEqual([
      expect.objectContaining({
        contractId,
        propertyTitle: 'Desk ranch',
        buyerName: 'Desk Buyer',
        stage: 'earnest_money_due',
        stale: false,
      }),
    ]);
    expect((await get(buyer, '/api/v1/closing-desk')).data.items).toEqual([]);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await t.db
      .updateTable('contracts')
      .set({ closing_stage_at: eightDaysAgo })
      .where('id', '=', contractId)
      .execute();
    desk = await get(seller, '/api/v1/closing-desk');
    expect(desk.data.items[0].stale).toBe(true);
    expect((await get(null, '/api/v1/closing-desk')).status).toBe(401);
  });

  it('lets the owner set earnest money terms (24-72 hours, else 400 and nothing changes); acceptance starts that window', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const listing = await f.publishedListing(seller, 'Terms ranch');
    const url = `/api/v1/properties/${listing.id}/earnest-terms`;
    const put = (who: Account | null, json: Record<string, unknown>) =>
      t.call('PUT', url, who ? { token: who.accessToken, json } : { json });
    expect((await put(seller, { amount: 2500, windowHours: 48 })).data).toEqual({
      amount: 2500,
      windowHours: 48,
    });
    for (const bad of [
      { amount: 2500, windowHours: 12 },
      { amount: 2500, windowHours: 96 },
      { amount: -1, windowHours: 48 },
      { amount: 2500, windowHours: null },
    ]) {
      const res = await put(seller, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.data.error.code).toBeTypeOf('string');
    }
    expect((await put(buyer, { amount: 1, windowHours: 24 })).status).toBe(404);
    expect((await put(null, { amount: 1, windowHours: 24 })).status).toBe(401);
    expect((await get(null, url)).data).toEqual({ amount: 2500, windowHours: 48 });

    const offer = await f.makeOffer(buyer, listing.id);
    const before = Date.now();
    const accepted = await f.act(seller, offer.id, { action: 'accept' });
    const closing = (await get(seller, `/api/v1/contracts/${accepted.data.contractId}/closing`)).data;
    expect(closing.earnestWindowHours).toBe(48);
    const due = Date.parse(closing.earnestDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);
  });
});
