// The admin area: why and by whom an account was suspended, and the audit of every admin action on a user.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_by', 'text').execute();
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('role', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_user')
    .on('admin_audit')
    .columns(['user_id', 'created_at'])
    .execute();
  // The dashboard counts rows per day over the last 90 days. Listings need no index of their own for it: one on
  // properties.created_at alone would lure Postgres away from the search indexes' newest-first order.
  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('offers_created').on('offers').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('offers_created').execute();
  await db.schema.dropIndex('users_created').execute();
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.alterTable('users').dropColumn('suspended_by').execute();
  await db.schema.alterTable('users').dropColumn('suspension_reason').execute();
}
