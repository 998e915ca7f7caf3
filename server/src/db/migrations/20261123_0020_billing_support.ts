// Billing and support: Stripe webhook events seen (idempotency), invoices, each user's current plan, and
// support tickets with their answers.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('billing_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('billing_invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('stripe_id', 'text', (col) => col.notNull().unique())
    .addColumn('plan_id', 'text')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('billing_invoices_user')
    .on('billing_invoices')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id'))
    .addColumn('stripe_customer_id', 'text', (col) => col.unique())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('access_key_hash', 'text', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text', (col) => col.references('users.id'))
    .addColumn('answered_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('support_tickets_user')
    .on('support_tickets')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_tickets_status')
    .on('support_tickets')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_tickets').execute();
  await db.schema.dropTable('billing_customers').execute();
  await db.schema.dropTable('billing_invoices').execute();
  await db.schema.dropTable('billing_events').execute();
}
