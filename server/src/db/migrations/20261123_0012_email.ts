// Email: the outbox (queued mail with retries), per-user email preferences and address-level unsubscribes.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('dedupe_key', 'text', (col) => col.unique())
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp, (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('transport', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  // The worker's claim: due rows by time, per status.
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // The admin mailbox: newest first.
  await db.schema.createIndex('email_outbox_newest').on('email_outbox').column('created_at').execute();
  await db.schema.createIndex('email_outbox_user_id').on('email_outbox').column('user_id').execute();

  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('enabled', t.boolean, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('email_preferences_pk', ['user_id', 'kind'])
    .execute();

  // Unsubscribes of addresses that have no account (an admin's test email to any address).
  await db.schema
    .createTable('email_suppressions')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('email_suppressions_pk', ['address', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_suppressions').execute();
  await db.schema.dropTable('email_preferences').execute();
  await db.schema.dropTable('email_outbox').execute();
}
