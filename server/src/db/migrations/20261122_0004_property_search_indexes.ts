// Indexes for listing search: by place (state with city, county or ZIP), by map area, and by price.
import type { Kysely } from 'kysely';

const INDEXES: [name: string, columns: string[]][] = [
  ['properties_state_city', ['state', 'city']],
  ['properties_state_county', ['state', 'county']],
  ['properties_zip', ['zip']],
  ['properties_lat_lng', ['lat', 'lng']],
  ['properties_public_price', ['listing_status', 'price']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
