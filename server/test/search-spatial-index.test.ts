// The spatial index of the SQL search path (issue 23, migration 0300): on SQLite two R*Trees of public listings'
// points (precise and public), kept in step with every write by triggers and filled by the migration for listings
// written before it; on PostgreSQL GiST indexes. Radius and map-box searches in SQL read it, so a listing that
// moved, was archived, unpublished or deleted is found exactly where and when it should be.
import { SearchQuery } from '@dealloop/contract';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { updateProperty } from '../src/listings/properties-repo';
import { type SearchPoint, searchProperties } from '../src/search/search-properties';
import { insertDemoRows } from './support/listing-rows';
import { createTestApp, type TestApp } from './support/test-app';

const BEFORE_SPATIAL_INDEX = '20261127_0230_backup_offers';
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const BIRMINGHAM = { lat: 33.5186, lng: -86.8104 };

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await t.signUp()).user.id;
}, 60_000);
afterAll(() => t.close());

/** Rows answered by a radius search in SQL around `at`, for a viewer measuring `point`, over all pages. */
async function idsAround(
  at: { lat: number; lng: number },
  point: SearchPoint,
  radius = 5,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const filters = SearchQuery.parse({
      lat: `${at.lat}`,
      lng: `${at.lng}`,
      radius: `${radius}`,
      sort: 'distance',
      limit: '50',
      ...(cursor && { cursor }),
    });
    const page = await searchProperties(t.db, filters, null, point);
    ids.push(...page.rows.map((row) => row.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

async function idsInBox(bounds: string, point: SearchPoint): Promise<string[]> {
  const page = await searchProperties(t.db, SearchQuery.parse({ bounds, limit: '50' }), null, point);
  return page.rows.map((row) => row.id);
}

/**
 * SQLite: each R*Tree holds exactly the public listings that have its point, each in a box around that point (an
 * R*Tree rounds to 32-bit floats outwards). PostgreSQL maintains its GiST indexes itself.
 */
async function expectInStep(db: Kysely<Database>) {
  if (t.dialect !== 'sqlite') return;
  for (const [table, lat, lng] of [
    ['properties_point_rtree', 'lat', 'lng'],
    ['properties_public_point_rtree', 'public_lat', 'public_lng'],
  ] as const) {
    const expected = await sql<{ id: number }>`select rowid as id from properties
      where listing_status = 'published' and archived_at is null
        and ${sql.ref(lat)} is not null and ${sql.ref(lng)} is not null order by rowid`.execute(db);
    const held = await sql<{ id: number }>`select r.id from ${sql.table(table)} r
      join properties p on p.rowid = r.id
      where r.min_lat <= p.${sql.ref(lat)} and r.max_lat >= p.${sql.ref(lat)}
        and r.min_lng <= p.${sql.ref(lng)} and r.max_lng >= p.${sql.ref(lng)} order by r.id`.execute(db);
    const all = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    expect(held.rows, table).toEqual(expected.rows);
    expect(Number(all.rows[0]!.n), table).toBe(expected.rows.length);
  }
}

describe(`the spatial index of SQL search on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('is built by its migration for listings written before it', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(BEFORE_SPATIAL_INDEX);
    expect(down.error).toBeUndefined();
    const rows = await insertDemoRows(t.db, { count: 600, seed: 11, ownerIds: [ownerId] });
    await migrateToLatest(t.db);
    await expectInStep(t.db);
    // Every public listing near the first one is found around it, by either point.
    const first = rows.find(
      (row) => row.listing_status === 'published' && !row.archived_at && row.lat !== null,
    )!;
    const [stored] = await sql<{ id: string }>`select id from properties where short_id = ${first.short_id}`
      .execute(t.db)
      .then((r) => r.rows);
    expect(await idsAround({ lat: first.lat!, lng: first.lng! }, 'precise')).toContain(stored!.id);
    expect(await idsAround({ lat: first.public_lat!, lng: first.public_lng! }, 'public')).toContain(
      stored!.id,
    );
  }, 120_000);

  it('follows a listing that moves, is archived, put on hold, republished and deleted', async () => {
    const [row] = await insertDemoRows(t.db, { count: 1, seed: 12, ownerIds: [ownerId] });
    const { id } = await t.db
      .selectFrom('properties')
      .select('id')
      .where('short_id', '=', row!.short_id)
      .executeTakeFirstOrThrow();
    await updateProperty(t.db, id, {
      ...BIRMINGHAM,
      listing_status: 'published',
      archived_at: null,
      status: 'active',
    });
    await expectInStep(t.db);
    expect(await idsAround(BIRMINGHAM, 'precise')).toContain(id);
    expect(await idsInBox('-86.9,33.4,-86.7,33.6', 'public')).toContain(id);

    await updateProperty(t.db, id, AUSTIN);
    await expectInStep(t.db);
    expect(await idsAround(BIRMINGHAM, 'precise')).not.toContain(id);
    expect(await idsAround(BIRMINGHAM, 'public')).not.toContain(id);
    expect(await idsAround(AUSTIN, 'precise')).toContain(id);
    expect(await idsAround(AUSTIN, 'public')).toContain(id);
    expect(await idsInBox('-97.8,30.2,-97.7,30.3', 'precise')).toContain(id);

    await updateProperty(t.db, id, { archived_at: new Date().toISOString() });
    await expectInStep(t.db);
    expect(await idsAround(AUSTIN, 'precise')).not.toContain(id);
    await updateProperty(t.db, id, { archived_at: null, listing_status: 'on_hold' });
    await expectInStep(t.db);
    expect(await idsAround(AUSTIN, 'public')).not.toContain(id);
    await updateProperty(t.db, id, { listing_status: 'published' });
    await expectInStep(t.db);
    expect(await idsAround(AUSTIN, 'public')).toContain(id);

    await updateProperty(t.db, id, { lat: null, lng: null });
    await expectInStep(t.db);
    expect(await idsAround(AUSTIN, 'precise', 50)).not.toContain(id);
    await updateProperty(t.db, id, AUSTIN);
    await t.db.deleteFrom('properties').where('id', '=', id).execute();
    await expectInStep(t.db);
    expect(await idsAround(AUSTIN, 'precise')).not.toContain(id);
  }, 60_000);
});
