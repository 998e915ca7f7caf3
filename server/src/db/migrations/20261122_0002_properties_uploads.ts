// Listings (every field of the spec plus what search needs) and the uploaded images they point to.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('properties')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('short_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('county', 'text')
    .addColumn('lat', t.double)
    .addColumn('lng', t.double)
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('beds', 'integer')
    .addColumn('baths', t.double)
    .addColumn('sqft', 'integer')
    .addColumn('lot_size', 'integer')
    .addColumn('property_type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`property_type in ('single_family', 'multi_family', 'condo', 'townhouse', 'land', 'commercial', 'mobile_home')`,
        ),
    )
    .addColumn('images', t.json, (col) => col.notNull().defaultTo('[]'))
    .addColumn('arv', 'integer')
    .addColumn('repair_cost', 'integer')
    .addColumn('profit_potential', 'integer')
    .addColumn('roi', t.double)
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'under_contract', 'sold')`),
    )
    .addColumn('listing_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending_review')
        .check(
          sql`listing_status in ('pending_review', 'published', 'declined', 'on_hold', 'under_contract')`,
        ),
    )
    .addColumn('archived_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('properties_short_id').on('properties').column('short_id').execute();
  await db.schema
    .createIndex('properties_user_id')
    .on('properties')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('properties_public_newest')
    .on('properties')
    .columns(['listing_status', 'created_at'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('object_name', 'text', (col) => col.notNull().unique())
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('variants', t.json, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_id').on('uploads').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('properties').execute();
}
