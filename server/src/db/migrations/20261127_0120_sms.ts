// Text messages (issue 26): each user's number, consent record and per-kind switches; one-time verification
// codes (hashed); suppressed numbers (STOP); and the SMS outbox with one row per text, unique by idempotency key.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sms_settings')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // The verified number (E.164), null when none; consent_* is the record of what was agreed to.
    .addColumn('phone', 'text')
    .addColumn('verified_at', t.timestamp)
    .addColumn('consent_text', 'text')
    .addColumn('consent_page', 'text')
    .addColumn('consent_ip', 'text')
    .addColumn('consented_at', t.timestamp)
    // Per-kind switches, 0 or 1 on both dialects.
    .addColumn('notify_saved_search', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('notify_offers', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('notify_contracts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('notify_deals', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('time_zone', 'text')
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_settings_phone').on('sms_settings').column('phone').execute();

  await db.schema
    .createTable('sms_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (col) => col.notNull())
    // SHA-256 of the user id and the code: never the code itself.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('consent_text', 'text', (col) => col.notNull())
    .addColumn('consent_page', 'text', (col) => col.notNull())
    .addColumn('consent_ip', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('sms_verifications_user')
    .on('sms_verifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sms_suppressions')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('suppressed_at', t.timestamp, (col) => col.notNull())
    // The text that opted out, as received.
    .addColumn('message', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('to_phone', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // At most one text ever per key: a retried or re-run send finds the earlier row.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    // What it belongs to, for per-blast counts (`deal:{ownerId}:{propertyId}`).
    .addColumn('blast_key', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Not before this time: quiet hours, retry backoff, or the lease of the sender that claimed it.
    .addColumn('send_after', t.timestamp, (col) => col.notNull())
    .addColumn('claimed_at', t.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('transport', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('sent_at', t.timestamp)
    .addColumn('status_at', t.timestamp)
    .execute();
  await db.schema.createIndex('sms_outbox_due').on('sms_outbox').columns(['status', 'send_after']).execute();
  await db.schema
    .createIndex('sms_outbox_phone_created')
    .on('sms_outbox')
    .columns(['to_phone', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_outbox_blast').on('sms_outbox').column('blast_key').execute();
  await db.schema.createIndex('sms_outbox_provider_id').on('sms_outbox').column('provider_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('sms_suppressions').execute();
  await db.schema.dropTable('sms_verifications').execute();
  await db.schema.dropTable('sms_settings').execute();
}
