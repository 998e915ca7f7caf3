// Many demo listings written straight into a test database (real places, varied statuses, no photo files), for the
// search tests that need more listings than the API can create quickly.
import { loadGazetteer } from '@dealloop/geo';
import type { Kysely } from 'kysely';
import type { Database, NewProperty } from '../../src/db/schema';
import { generateDemoListings } from '../../src/seed/demo-listings';
import { resolveDemoPlaces } from '../../src/seed/demo-places';
import { demoListingRow } from '../../src/seed/seed-demo-listings';

const ROWS_PER_INSERT = 500;

/** One photo record, so that listings carry image URLs like real ones. */
const IMAGES = JSON.stringify([
  { uploadId: 'demo', objects: { thumb: 'demo-thumb.webp', card: 'demo-card.webp', full: 'demo-full.webp' } },
]);

/** Inserts `count` deterministic demo listings owned in turn by `ownerIds`; answers the rows written. */
export async function insertDemoRows(
  db: Kysely<Database>,
  options: { count: number; seed: number; ownerIds: readonly string[]; now?: number },
): Promise<NewProperty[]> {
  const places = resolveDemoPlaces(await loadGazetteer());
  const rows: NewProperty[] = [];
  let n = 0;
  for (const listing of generateDemoListings(places, {
    count: options.count,
    seed: options.seed,
    now: options.now ?? Date.now(),
  })) {
    rows.push(demoListingRow(listing, options.ownerIds[n++ % options.ownerIds.length]!, IMAGES));
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('properties')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
  return rows;
}
