// A covering index for the counties map: public listings in (state, county) order with the columns it counts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('properties_public_county')
    .on('properties')
    .columns(['listing_status', 'archived_at', 'state', 'county', 'status', 'price'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('properties_public_county').execute();
}
