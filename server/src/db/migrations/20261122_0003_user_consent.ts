// Consent records: what a signed-in user agreed to (cookies), which version, and from which browser.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('user_consent')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('consent_type', 'text', (col) => col.notNull().check(sql`consent_type in ('cookies')`))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('user_consent_user_id')
    .on('user_consent')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_consent').execute();
}
