// The earnest money deadline sweep with a frozen clock: reminders to the buyer 24 and 2 hours before, once each;
// "earnest money late" to both parties once past the deadline; nothing once the deposit is received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWithAlerts } from '../src/alerts/write-with-alerts';
import { moveDeal } from '../src/closing/closing-moves';
import { sendEarnestNotices } from '../src/closing/earnest-deadline-sweep';
import { findContract } from '../src/contracts/contracts-repo';
import { dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const sweep = (at: number) =>
  writeWithAlerts(t.deps, (trx, raise) => sendEarnestNotices(trx, raise, new Date(at)));

/** An accepted deal and its deadline in ms; other deals' notices are not counted (`mine`). */
async function deal() {
  const d = await f.acceptedDeal();
  const due = Date.parse((await findContract(t.db, d.contractId))!.earnest_due_at!);
  const mine = async () =>
    (
      await t.db
        .selectFrom('alerts')
        .select(['user_id', 'kind'])
        .where('contract_id', '=', d.contractId)
        .where('kind', 'in', ['earnestReminder24h', 'earnestReminder2h', 'earnestMoneyLate'])
        .orderBy('id')
        .execute()
    ).map((a) => `${a.user_id === d.buyer.user.id ? 'buyer' : 'seller'}:${a.kind}`);
  return { ...d, due, mine };
}

describe('earnest money deadline sweep', () => {
  it('reminds the buyer 24 h and 2 h before, then alerts both parties late, each once however often it runs', async () => {
    const d = await deal();
    await sweep(d.due - 25 * HOUR);
    expect(await d.mine()).toEqual([]);
    await sweep(d.due - 24 * HOUR);
    await sweep(d.due - 23 * HOUR);
    expect(await d.mine()).toEqual(['buyer:earnestReminder24h']);
    await sweep(d.due - 2 * HOUR);
    await sweep(d.due - HOUR);
    expect(await d.mine()).toEqual(['buyer:earnestReminder24h', 'buyer:earnestReminder2h']);
    await sweep(d.due);
    await sweep(d.due + 5 * HOUR);
    expect(await d.mine()).toEqual([
      'buyer:earnestReminder24h',
      'buyer:earnestReminder2h',
      'buyer:earnestMoneyLate',
      'seller:earnestMoneyLate',
    ]);
  });

  it('sends one reminder, the nearest, when the sweep first runs inside the 2-hour window', async () => {
    const d = await deal();
    await sweep(d.due - 90 * 60_000);
    await sweep(d.due - 60 * 60_000);
    expect(await d.mine()).toEqual(['buyer:earnestReminder2h']);
  });

  it('sends nothing once the earnest money is received, even past the deadline', async () => {
    const d = await deal();
    await moveDeal(
      t.deps,
      d.contractId,
      { kind: 'seller', userId: d.seller.user.id },
      { to: 'earnest_money_received' },
    );
    await sweep(d.due - HOUR);
    await sweep(d.due + HOUR);
    expect(await d.mine()).toEqual([]);
  });

  it('sends nothing for a cancelled deal', async () => {
    const d = await deal();
    expect((await f.actContract(d.buyer, d.contractId, 'cancel')).status).toBe(200);
    await sweep(d.due + HOUR);
    expect(await d.mine()).toEqual([]);
  });
});
