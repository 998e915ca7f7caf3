// Saved searches (docs/product/saved-searches.md: criteria, notify flags) with their resolved place, and the matches
// that wait for a user's daily digest email.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // The criteria, one column each, so publishing a listing can narrow the searches to check in SQL.
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('min_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('property_type', 'text')
    .addColumn('min_beds', 'integer')
    .addColumn('min_baths', t.double)
    // The place the location resolved to when saved (null precision: no location, or none found).
    .addColumn('place_precision', 'text')
    .addColumn('place_state', 'text')
    .addColumn('place_city', 'text')
    .addColumn('place_zip', 'text')
    .addColumn('place_county', 'text')
    .addColumn('notify_email', t.boolean, (col) => col.notNull())
    .addColumn('notify_sms', t.boolean, (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user_newest')
    .on('saved_searches')
    .columns(['user_id', 'created_at'])
    .execute();
  // Matching at publish reads the searches of the listing's state, and those without a location (a partial
  // index: the query writes location = '' as a literal so both planners match it).
  await db.schema
    .createIndex('saved_searches_place_state')
    .on('saved_searches')
    .columns(['place_state', 'property_type'])
    .execute();
  await db.schema
    .createIndex('saved_searches_anywhere')
    .on('saved_searches')
    .columns(['location', 'property_type'])
    .where(sql<boolean>`location = ''`)
    .execute();

  await db.schema
    .createTable('saved_search_matches')
    .addColumn('saved_search_id', 'text', (col) =>
      col.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'text', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    // Set when the daily digest took the match (null: waiting for the next digest).
    .addColumn('digested_at', t.timestamp)
    .addPrimaryKeyConstraint('saved_search_matches_pk', ['saved_search_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('saved_search_matches_waiting')
    .on('saved_search_matches')
    .columns(['digested_at', 'user_id'])
    .execute();
  await db.schema
    .createIndex('saved_search_matches_property_id')
    .on('saved_search_matches')
    .column('property_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_search_matches').execute();
  await db.schema.dropTable('saved_searches').execute();
}
