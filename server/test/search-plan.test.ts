// The SQL of listing search reads properties through indexes, never by a full scan: the plans the planners really
// choose (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN) for the common shapes, on a table of 20,000
// listings with fresh statistics, as seeding leaves it. Searches around a point or in a map box read the spatial
// index (issue 23: SQLite's R*Trees, PostgreSQL's GiST), by the point the viewer searches on; on PostgreSQL a first
// page's matches in a city or ZIP code by distance are read from a covering index alone.

import { SearchQuery } from '@dealloop/contract';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../src/db/connect';
import { type PlaceFilter, searchStatements } from '../src/search/search-properties';
import { refreshListingStatistics } from '../src/search/search-statistics';
import { insertDemoRows } from './support/listing-rows';
import { createTestApp, type TestApp } from './support/test-app';

const LISTINGS = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await t.signUp();
  await insertDemoRows(t.db, { count: LISTINGS, seed: 3, ownerIds: [user.id] });
  await refreshListingStatistics(t.db);
}, 180_000);
afterAll(() => t.close());

const cursor = (value: unknown) =>
  Buffer.from(JSON.stringify([value, '01a00000-0000-7000-8000-000000000000'])).toString('base64url');
const houston: PlaceFilter = { precision: 'city', state: 'TX', city: 'Houston' };

/** What each shape's page must be read by: an index on its place or area, or an index in its order. */
type Driver = 'city' | 'zip' | 'county' | 'state' | 'area' | 'publicArea' | 'order';
/** Shapes of anonymous visitors, who search on the public point. */
const ANONYMOUS: ReadonlySet<string> = new Set(['publicArea']);
const INDEX_TERM: Record<Driver, { sqlite: RegExp; postgres: RegExp }> = {
  city: { sqlite: /city=\?/, postgres: /Index Cond: .*city = / },
  zip: { sqlite: /zip=\?/, postgres: /Index Cond: .*zip = / },
  county: { sqlite: /county=\?/, postgres: /Index Cond: .*county = / },
  // A whole state is a large share of the table: walking the date index and skipping other states is as good.
  state: {
    sqlite: /state=\?|USING INDEX properties_public_newest_id/,
    postgres: /Index Cond: .*state = |Index Scan Backward/,
  },
  area: {
    sqlite: /SCAN properties_point_rtree VIRTUAL TABLE INDEX 2:/,
    postgres: /Index Scan on properties_public_point_gist\b/,
  },
  publicArea: {
    sqlite: /SCAN properties_public_point_rtree VIRTUAL TABLE INDEX 2:/,
    postgres: /Index Scan on properties_public_coarse_point_gist\b/,
  },
  order: { sqlite: /USING INDEX/, postgres: /Index Scan/ },
};

/** The common shapes of a search: by place, around a point by distance, by price, newest, and later pages. */
const SHAPES: [name: string, query: Record<string, string>, place: PlaceFilter | null, driver: Driver][] = [
  [
    'city, price and type, newest',
    { minPrice: '50000', maxPrice: '250000', type: 'single_family' },
    houston,
    'city',
  ],
  [
    'city and radius by distance',
    { lat: '29.76', lng: '-95.37', radius: '25', minPrice: '50000', type: 'single_family', sort: 'distance' },
    houston,
    'city',
  ],
  ['ZIP code by price', { sort: 'price_asc' }, { precision: 'zip', state: 'TX', zip: '75217' }, 'zip'],
  ['county, newest', {}, { precision: 'county', state: 'IL', county: 'Cook County' }, 'county'],
  ['state, newest', {}, { precision: 'state', state: 'OH' }, 'state'],
  ['radius by distance', { lat: '41.88', lng: '-87.63', radius: '10', sort: 'distance' }, null, 'area'],
  [
    'radius by distance, next page',
    { lat: '33.75', lng: '-84.39', radius: '15', sort: 'distance', cursor: cursor(4) },
    null,
    'area',
  ],
  ['radius, newest', { lat: '29.76', lng: '-95.37', radius: '40' }, null, 'area'],
  // A whole state is no narrower than a box in it: the spatial index reads the box.
  [
    'state and radius by distance',
    { lat: '32.78', lng: '-96.8', radius: '15', sort: 'distance' },
    { precision: 'state', state: 'TX' },
    'area',
  ],
  ['radius by price', { lat: '40.71', lng: '-74.0', radius: '30', sort: 'price_asc' }, null, 'area'],
  ['map box, newest', { bounds: '-88.0,41.6,-87.5,42.1' }, null, 'area'],
  [
    'map box by price, next page',
    { bounds: '-88.0,41.6,-87.5,42.1', sort: 'price_desc', cursor: cursor(150_000) },
    null,
    'area',
  ],
  [
    'map box and radius by distance',
    { bounds: '-95.6,29.5,-95.1,30.0', lat: '29.76', lng: '-95.37', radius: '20', sort: 'distance' },
    null,
    'area',
  ],
  // Anonymous visitors' searches measure the public point (issue 19), through its own spatial index.
  [
    'anonymous radius by distance',
    { lat: '41.88', lng: '-87.63', radius: '10', sort: 'distance' },
    null,
    'publicArea',
  ],
  ['anonymous map box, newest', { bounds: '-84.6,33.5,-84.2,34.0' }, null, 'publicArea'],
  ['price, low first', { sort: 'price_asc' }, null, 'order'],
  [
    'price and type, high first, next page',
    { sort: 'price_desc', type: 'land', cursor: cursor(90_000) },
    null,
    'order',
  ],
  ['newest', {}, null, 'order'],
  ['newest, next page', { cursor: cursor('2026-10-01T00:00:00.000Z') }, null, 'order'],
];

async function plan(query: CompiledQuery): Promise<string[]> {
  if (t.dialect === 'sqlite') {
    const result = await t.db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    });
    return result.rows.map((row) => row.detail);
  }
  const result = await t.db.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
  return result.rows.map((row) => row['QUERY PLAN']);
}

/** Plan lines that read the properties table, or a whole R*Tree, without an index. */
const fullScans = (lines: readonly string[]) =>
  lines.filter((line) =>
    t.dialect === 'sqlite'
      ? /\bSCAN properties\b(?! USING (COVERING )?INDEX)/.test(line) ||
        /\bSCAN properties\w*_rtree VIRTUAL TABLE INDEX [01]:$/.test(line)
      : /Seq Scan on properties\b/.test(line),
  );

describe(`search plans on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('has a realistic table to plan for', async () => {
    const count = await sql<{ n: number }>`select count(*) as n from properties`.execute(t.db);
    expect(Number(count.rows[0]?.n)).toBe(LISTINGS);
  });

  for (const [name, query, place, driver] of SHAPES) {
    it(`reads ${name} through an index`, async () => {
      const point = ANONYMOUS.has(driver) ? 'public' : 'precise';
      const statements = searchStatements(t.db, SearchQuery.parse(query), place, point);
      // A first page is one statement that reads and counts the matches; a later page reads after its cursor.
      const page = await plan(query.cursor ? statements.page.compile() : statements.first.compile(t.db));
      expect(page.join('\n'), name).toMatch(INDEX_TERM[driver][t.dialect as Dialect]);
      // A later page in the index's order is read without sorting the matches (a first page counts them all).
      if (driver === 'order' && query.cursor) {
        expect(page.join('\n'), name).not.toMatch(/TEMP B-TREE|Sort Key/);
      }
      expect(fullScans(page), `${name}:\n${page.join('\n')}`).toEqual([]);
      // PostgreSQL reads a first page's matches in a city or ZIP code by distance from a covering index alone
      // (migration 0320), and visits the table for the page's rows only.
      const byDistance = query.sort === 'distance' && !query.cursor;
      if (t.dialect === 'postgres' && byDistance && (driver === 'city' || driver === 'zip')) {
        expect(page.join('\n'), name).toMatch(
          new RegExp(`Index Only Scan using properties_public_${driver}_cover\\b`),
        );
      }
    });
  }
});
