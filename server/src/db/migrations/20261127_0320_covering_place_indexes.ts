// Covering indexes of public listings by city and by ZIP code for the SQL path of search on PostgreSQL (issue 23):
// besides the place and the price they carry every column a search's other terms read (status, type, beds, baths,
// lister, both points), so a search's matches in a place are read by an index-only scan, and the table is visited
// only for the rows of the page. SQLite keeps the indexes of migration 0007 (its planner prefers them; the SQL
// path's target is PostgreSQL).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../is-postgres';

/** The columns the search's terms read besides the place and the price (search-properties.ts). */
const CARRIED =
  'id, status, property_type, beds, baths, user_id, lat, lng, public_lat, public_lng, created_at';

const INDEXES: [name: string, key: string][] = [
  ['properties_public_city_cover', 'state, city, price'],
  ['properties_public_zip_cover', 'zip, price'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [name, key] of INDEXES) {
    await sql
      .raw(
        `create index ${name} on properties (${key}) include (${CARRIED})
         where listing_status = 'published' and archived_at is null`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [name] of INDEXES) await sql.raw(`drop index ${name}`).execute(db);
}
