// The deal flow: offers on listings and the contracts an accepted offer creates; uploads keep a proof of funds'
// file name. At most one open offer per buyer and listing, and one contract per offer, are enforced by indexes.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

const FINANCING = sql`financing_type in ('cash', 'hard_money', 'private_money', 'conventional', 'other')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('uploads').addColumn('file_name', 'text').execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('buyer_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('earnest_money', 'integer', (col) => col.notNull().check(sql`earnest_money > 0`))
    .addColumn('closing_date', 'text', (col) => col.notNull())
    .addColumn('financing_type', 'text', (col) => col.notNull().check(FINANCING))
    .addColumn('message', 'text')
    .addColumn('proof_upload_id', 'text', (col) => col.references('uploads.id').onDelete('set null'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('pending', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired', 'declined')`,
        ),
    )
    .addColumn('counter_amount', 'integer', (col) => col.check(sql`counter_amount > 0`))
    .addColumn('counter_message', 'text')
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addCheckConstraint('offers_earnest_within_amount', sql`earnest_money <= amount`)
    .execute();
  // One open offer per buyer and listing, even under concurrent requests.
  await db.schema
    .createIndex('offers_one_open_per_buyer')
    .on('offers')
    .columns(['property_id', 'buyer_id'])
    .unique()
    .where(sql<boolean>`status in ('pending', 'countered')`)
    .execute();
  await db.schema.createIndex('offers_property').on('offers').columns(['property_id', 'status']).execute();
  await db.schema.createIndex('offers_buyer').on('offers').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('offers_seller').on('offers').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('offers_open_expiry').on('offers').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('offer_id', 'text', (col) =>
      col.notNull().unique().references('offers.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('investor_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('earnest_money', 'integer', (col) => col.notNull().check(sql`earnest_money > 0`))
    .addColumn('closing_date', 'text', (col) => col.notNull())
    .addColumn('financing_type', 'text', (col) => col.notNull().check(FINANCING))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'completed', 'cancelled')`),
    )
    .addColumn('seller_approval_status', 'text', (col) =>
      col.notNull().check(sql`seller_approval_status in ('pending', 'approved', 'declined')`),
    )
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contracts_investor')
    .on('contracts')
    .columns(['investor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contracts_seller')
    .on('contracts')
    .columns(['seller_id', 'created_at'])
    .execute();
  await db.schema.createIndex('contracts_property').on('contracts').column('property_id').execute();
  await db.schema.createIndex('contracts_newest').on('contracts').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contracts').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.alterTable('uploads').dropColumn('file_name').execute();
}
