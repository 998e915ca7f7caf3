// Alert ids and commit order (decision 0021), with real concurrent transactions: on PostgreSQL, transactions that
// raise alerts for different users do not wait for each other; for the same user, the later one waits for the
// earlier one's commit and gets a larger id, so a stream's replay after its last id never skips an alert.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeAndRaise } from '../src/alerts/write-with-alerts';
import type { AlertBus } from '../src/realtime/alert-bus';
import { createTestApp, type TestApp } from './support/test-app';

const postgres = process.env.TEST_DATABASE === 'postgres';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Raises one alert for each of `userIds`, in that order, in one transaction. */
const raiseFor = (userIds: string[], alertBus: AlertBus = t.deps.alertBus) =>
  writeAndRaise({ ...t.deps, alertBus }, async (_trx, raise) => {
    for (const userId of userIds) await raise({ userId, kind: 'buyerJoined' });
  });

/**
 * A transaction raising alerts for `userIds`, held open once its alerts are written (ids taken, locks held) until
 * `release()`; `written` resolves at that point, `done` once it has committed.
 */
function heldTransaction(userIds: string[]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markWritten!: () => void;
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const bus: AlertBus = {
    ...t.deps.alertBus,
    async recorded(trx, alerts) {
      await t.deps.alertBus.recorded(trx, alerts);
      markWritten();
      await gate;
    },
  };
  return { written, release, done: raiseFor(userIds, bus) };
}

/** Resolves once some connection of this test's database waits for a lock (PostgreSQL). */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: string }>`
      select count(*) as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if (Number(rows[0]!.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const visible = async (id: number) =>
  (await t.db.selectFrom('alerts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('alert commit order', () => {
  it.runIf(postgres)('lets a transaction alerting another user commit while one is open', async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const held = heldTransaction([alice.user.id]);
    await held.written;
    try {
      const other = raiseFor([bob.user.id]);
      const outcome = await Promise.race([
        other.then(() => 'committed' as const),
        someoneWaitsForALock().then(() => 'waited for the open transaction' as const),
      ]);
      expect(outcome).toBe('committed');
      const { alerts } = await other;
      expect(await visible(alerts[0]!.id)).toBe(true);
    } finally {
      held.release();
    }
    const { alerts } = await held.done;
    expect(await visible(alerts[0]!.id)).toBe(true);
  });

  it('commits one user’s alerts in id order: the later transaction waits for the earlier commit', async () => {
    const alice = await t.signUp();
    const first = heldTransaction([alice.user.id]);
    await first.written;
    const order: string[] = [];
    void first.done.then(() => order.push('first'));
    const second = raiseFor([alice.user.id]).then((result) => {
      order.push('second');
      return result;
    });
    if (postgres) await someoneWaitsForALock();
    expect(order).toEqual([]);
    first.release();
    const [earlier, later] = await Promise.all([first.done, second]);
    expect(order).toEqual(['first', 'second']);
    expect(later.alerts[0]!.id).toBeGreaterThan(earlier.alerts[0]!.id);
  });

  it('never leaves a replay behind: what a stream reads after its last id includes every later commit', async () => {
    const alice = await t.signUp();
    const first = heldTransaction([alice.user.id]);
    await first.written;
    const second = raiseFor([alice.user.id]);
    if (postgres) await someoneWaitsForALock();
    // While the first is open, a replay sees neither (SQLite: its one connection is the open transaction's); once
    // both commit it sees both, in id order.
    const replay = () =>
      t.db
        .selectFrom('alerts')
        .select('id')
        .where('user_id', '=', alice.user.id)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => row.id));
    if (postgres) expect(await replay()).toEqual([]);
    first.release();
    const [earlier, later] = await Promise.all([first.done, second]);
    expect(await replay()).toEqual([earlier.alerts[0]!.id, later.alerts[0]!.id]);
  });

  it('lets transactions alerting the same users in opposite orders both commit', async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const first = heldTransaction([alice.user.id, bob.user.id]);
    await first.written;
    const second = raiseFor([bob.user.id, alice.user.id]);
    if (postgres) await someoneWaitsForALock();
    first.release();
    const [earlier, later] = await Promise.all([first.done, second]);
    const idOf = (result: typeof earlier, userId: string) =>
      result.alerts.find((alert) => alert.user_id === userId)!.id;
    for (const userId of [alice.user.id, bob.user.id])
      expect(idOf(later, userId)).toBeGreaterThan(idOf(earlier, userId));
    await vi.waitFor(async () => expect(await visible(idOf(later, alice.user.id))).toBe(true));
  });
});
