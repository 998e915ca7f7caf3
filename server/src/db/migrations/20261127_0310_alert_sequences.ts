// Per-user alert ordering (issue 23 item 5, decision 0021): a row per alerted user whose lock orders that user's
// alert commits, instead of one counter row that serialized every alert transaction of every process. PostgreSQL
// takes alert ids from the `alert_ids` sequence (cache 1, so ids taken later are larger on every connection),
// started past every id the `alerts` counter handed out; SQLite (one writer) keeps taking them from that counter.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../is-postgres';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_sequences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('alerts_raised', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ last: string }>`
    select greatest(
      coalesce((select value from change_counters where name = 'alerts'), 0),
      coalesce((select max(id) from alerts), 0)) as last`.execute(db);
  const next = BigInt(rows[0]?.last ?? 0) + 1n;
  await sql.raw(`create sequence alert_ids as bigint start with ${next} cache 1`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The counter goes on past every id the sequence handed out, so no id is reused.
    await sql`update change_counters set value = greatest(value, (select coalesce(max(id), 0) from alerts),
        (select case when is_called then last_value else last_value - 1 end from alert_ids))
      where name = 'alerts'`.execute(db);
    await sql`drop sequence alert_ids`.execute(db);
  }
  await db.schema.dropTable('alert_sequences').execute();
}
