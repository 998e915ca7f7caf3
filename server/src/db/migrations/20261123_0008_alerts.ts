// Alerts: one row per live alert, which is also the user's notification (title, message, read). Ids come from the
// `alerts` counter row, taken in the writing transaction, so alerts commit in id order: a stream that has seen id N
// never misses a later commit with a smaller id, and Last-Event-ID replay has no gap.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await sql`insert into change_counters (name, generation, value) values ('alerts', 'initial', 0)`.execute(
    db,
  );
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tone', 'text', (col) => col.notNull().check(sql`tone in ('success', 'error', 'info')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('property_id', 'text', (col) => col.references('properties.id').onDelete('set null'))
    .addColumn('offer_id', 'text')
    .addColumn('contract_id', 'text')
    .addColumn('read', t.boolean, (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alerts_user_id').on('alerts').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alerts').execute();
  await sql`delete from change_counters where name = 'alerts'`.execute(db);
}
