// Partial indexes of public listings (published, not archived) for the shapes of listing search: by city or
// ZIP code with price, by map area, by price and by date. They replace the full-table search indexes of 0004.
import { type Kysely, sql } from 'kysely';

const PUBLIC = sql<boolean>`listing_status = 'published' and archived_at is null`;

/**
 * The public rule's columns lead each index although the predicate fixes them: the planners (SQLite's without
 * statistics too) then count them as matched equality terms and prefer these indexes. Counties and whole states
 * use the county index of migration 0005.
 */
const INDEXES: [name: string, columns: string[]][] = [
  ['properties_public_city_price', ['listing_status', 'archived_at', 'state', 'city', 'price']],
  ['properties_public_zip_price', ['listing_status', 'archived_at', 'zip', 'price', 'id']],
  ['properties_public_area', ['listing_status', 'archived_at', 'lat', 'lng']],
  ['properties_public_price_id', ['listing_status', 'price', 'id', 'status', 'property_type']],
  ['properties_public_newest_id', ['listing_status', 'created_at', 'id']],
];

/** The indexes of migration 0004, which these replace. */
const REPLACED: [name: string, columns: string[]][] = [
  ['properties_state_city', ['state', 'city']],
  ['properties_state_county', ['state', 'county']],
  ['properties_zip', ['zip']],
  ['properties_lat_lng', ['lat', 'lng']],
  ['properties_public_price', ['listing_status', 'price']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('properties').columns(columns).where(PUBLIC).execute();
  }
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of REPLACED) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
