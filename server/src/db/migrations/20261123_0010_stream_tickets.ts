// Stream tickets: single-use, short-lived credentials for opening the alert stream where no Authorization header
// can be sent (EventSource). Stored (hashed) so that any server process can redeem one, exactly once.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('stream_tickets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('stream_tickets_expires_at')
    .on('stream_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
}
