// Reviewed edits of published listings (issue 18): the owner's changes wait here until a moderator approves them
// (applied to `properties`) or declines them (the listing keeps its approved version). One pending edit a listing.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('listing_edits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The changed columns of `properties`, as they will be written when the edit is approved.
    .addColumn('changes', t.json, (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'declined')`),
    )
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (col) => col.references('users.id'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addColumn('decided_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('listing_edits_one_pending')
    .on('listing_edits')
    .column('property_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('listing_edits_queue')
    .on('listing_edits')
    .columns(['updated_at', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('listing_edits_property')
    .on('listing_edits')
    .columns(['property_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_edits').execute();
}
