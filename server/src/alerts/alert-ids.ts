// Alert ids that each user's streams can trust (decision 0021): a stream replays `user_id = ? and id > lastId`, so a
// user's alerts must become visible in id order. The writing transaction first locks its recipients' rows of
// `alert_sequences` (held to commit; other users' alert transactions do not wait), then takes the ids: from the
// `alert_ids` sequence on PostgreSQL, from the `alerts` counter row on SQLite (one writer at a time anyway).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/is-postgres';
import type { Database } from '../db/schema';

/**
 * Locks the alert order of every user in `userIds` (one per alert; repeats count) until the transaction ends. The
 * rows are locked in one statement in sorted user order, so two transactions alerting the same users never wait
 * for each other in a cycle. Call it once per transaction, after the change's own writes.
 */
export async function lockAlertOrder(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const userId of userIds) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  const rows = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([user_id, alerts_raised]) => ({ user_id, alerts_raised }));
  if (!rows.length) return;
  await trx
    .insertInto('alert_sequences')
    .values(rows)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        alerts_raised: eb('alert_sequences.alerts_raised', '+', eb.ref('excluded.alerts_raised')),
      })),
    )
    .execute();
}

/**
 * Takes `count` new alert ids, increasing. Call it after {@link lockAlertOrder} in the same transaction: an id
 * taken under the recipient's lock is larger than every id of that user's earlier commits.
 */
export async function takeAlertIds(trx: Kysely<Database>, count: number): Promise<number[]> {
  if (count <= 0) return [];
  if (isPostgres(trx)) {
    const { rows } = await sql<{ id: string }>`
      select nextval('alert_ids') as id from generate_series(1, ${count})`.execute(trx);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
  const counter = await trx
    .updateTable('change_counters')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', 'alerts')
    .returning('value')
    .executeTakeFirstOrThrow();
  const last = Number(counter.value);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
