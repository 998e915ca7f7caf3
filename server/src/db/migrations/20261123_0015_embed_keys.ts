// Embed keys of the SDK: a user's public keys (dlk_...), each with the website origins allowed to use it.
// Revoking a key stamps revoked_at (the row stays, so a key is never handed out twice).
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('embed_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('allowed_origins', t.json, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('embed_keys_user').on('embed_keys').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_keys').execute();
}
