// Planner statistics of the listings table: without them SQLite's planner guesses between the search indexes, and
// PostgreSQL's cannot count public listings from an index before the table's visibility map is set. Refreshed after
// bulk writes (demo data); afterwards SQLite's `pragma optimize` (connect.ts) and PostgreSQL's autovacuum keep them.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/is-postgres';
import type { Database } from '../db/schema';

/** Analyzes the listings table (PostgreSQL: vacuums it too); about a second at 100,000 listings. */
export async function refreshListingStatistics(db: Kysely<Database>): Promise<void> {
  const postgres = isPostgres(db);
  await sql`${sql.raw(postgres ? 'vacuum (analyze)' : 'analyze')} properties`.execute(db);
}
