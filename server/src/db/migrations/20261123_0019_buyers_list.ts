// Buyers lists (issue 9): the buyers each wholesaler keeps (one row per owner and email, with the token of the
// leave-the-list link) and the deal emails sent to them (the weekly cap counts these).
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('buyers_list_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    // The lower-cased email: one entry per owner and address (joining again or importing updates it).
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('buyer_markets', t.json, (col) => col.notNull())
    .addColumn('min_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('buyer_property_types', t.json, (col) => col.notNull())
    .addColumn('has_proof_of_funds', t.boolean, (col) => col.notNull())
    .addColumn('buyer_tags', t.json, (col) => col.notNull())
    // 'join' (the public page, with consent) or 'import' (the owner's CSV).
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('consented_at', t.timestamp)
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('buyers_list_entries_owner_email', ['owner_id', 'email_key'])
    .execute();

  await db.schema
    .createTable('buyers_list_deal_sends')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('entry_id', 'text', (col) =>
      col.notNull().references('buyers_list_entries.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('email_id', 'text', (col) => col.notNull())
    .addColumn('sent_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('buyers_list_deal_sends_entry_sent')
    .on('buyers_list_deal_sends')
    .columns(['entry_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('buyers_list_deal_sends_property_id')
    .on('buyers_list_deal_sends')
    .column('property_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('buyers_list_deal_sends').execute();
  await db.schema.dropTable('buyers_list_entries').execute();
}
