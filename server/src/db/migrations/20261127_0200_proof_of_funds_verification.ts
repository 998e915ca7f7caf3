// Verified proof of funds (issue 27): a buyer's proof of funds upload submitted for review, the reviewer's decision
// (verified amount in whole dollars, kind of source, expiry; or a rejection reason), and a listing's
// `requires_verified_funds` switch for offers.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('funds_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('amount', 'integer')
    .addColumn('source', 'text')
    .addColumn('expires_at', t.timestamp)
    .addColumn('reason', 'text')
    .addColumn('reviewer_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', t.timestamp, (col) => col.notNull())
    .addColumn('decided_at', t.timestamp)
    .execute();
  // The queue (pending, oldest first) and a buyer's latest approved verification.
  await db.schema
    .createIndex('funds_verifications_status')
    .on('funds_verifications')
    .columns(['status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('funds_verifications_user')
    .on('funds_verifications')
    .columns(['user_id', 'status', 'decided_at'])
    .execute();
  // One pending request per upload: submitting the same file twice while it waits is one request.
  await db.schema
    .createIndex('funds_verifications_one_pending')
    .on('funds_verifications')
    .column('upload_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .alterTable('properties')
    .addColumn('requires_verified_funds', t.boolean, (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('requires_verified_funds').execute();
  await db.schema.dropTable('funds_verifications').execute();
}
