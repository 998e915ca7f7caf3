// Issue 19: an anonymous visitor cannot recover a listing's precise point from search. Trilateration from the
// distance a cursor carries and from radius probes recovers only the public point the visitor is shown, from the
// index and from SQL (SEARCH_INDEX=false) alike, while signed-in searches keep measuring the precise point.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as publicPoints from '../src/db/migrations/20261126_0024_public_listing_points';
import * as spatialIndex from '../src/db/migrations/20261127_0300_listing_spatial_index';
import { updateProperty } from '../src/listings/properties-repo';
import { MILES_PER_DEGREE_LAT, milesPerDegreeLng } from '../src/search/search-properties';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

/** The precise point, as an online geocoder or a seeded listing has it: finer than the public 2 decimals. */
const PRECISE = { lat: 33.518_637, lng: -86.810_912 };
const PUBLIC = { lat: 33.52, lng: -86.81 };

let app: TestApp;
let sqlOnly: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
let targetId: string;

beforeAll(async () => {
  app = await createTestApp();
  sqlOnly = await createTestApp({
    DATABASE_URL: app.config.databaseUrl,
    DATA_DIR: app.config.dataDir,
    SEARCH_INDEX: 'false',
  });
  owner = await app.signUp();
  reader = await app.signUp();
  const moderator = await app.signUp();
  await grantRole(app.db, moderator.user.id, 'moderator');
  const ids: string[] = [];
  for (const location of ['4458 Washington Way, Birmingham, AL 35211', '9 Elm St, Mobile, AL 36602']) {
    const created = await app.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: { title: 'Brick ranch', location, price: 90_000, propertyType: 'single_family' },
    });
    expect(created.status).toBe(201);
    const published = await app.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'publish' },
    });
    expect(published.status).toBe(200);
    ids.push(created.data.id);
  }
  targetId = ids[0]!;
  await updateProperty(app.db, targetId, PRECISE);
  app.deps.search.changed();
  await app.deps.search.load();
}, 60_000);

afterAll(async () => {
  await sqlOnly.close();
  await app.close();
});

type Probe = { lat: number; lng: number };
/** Squared flat-projection miles from a probe to the point measured, as the search's sort and radius use. */
type SquaredDistance = (probe: Probe) => Promise<number>;

/** The point at squared distances d(a), d(b), d(c) from a, b (same latitude as a) and c (another latitude). */
async function trilaterate(distance: SquaredDistance): Promise<Probe> {
  const a = { lat: 33.4, lng: -86.9 };
  const b = { lat: 33.4, lng: -86.7 };
  const c = { lat: 33.6, lng: -86.9 };
  const [da, db, dc] = [await distance(a), await distance(b), await distance(c)];
  const kx = milesPerDegreeLng(a.lat);
  const delta = b.lng - a.lng;
  const lng = a.lng + ((da - db) / (kx * kx) + delta * delta) / (2 * delta);
  const dy = Math.sqrt(Math.max(0, da - ((lng - a.lng) * kx) ** 2)) / MILES_PER_DEGREE_LAT;
  const predicted = (lat: number) =>
    ((lng - c.lng) * milesPerDegreeLng(c.lat)) ** 2 + ((lat - c.lat) * MILES_PER_DEGREE_LAT) ** 2;
  const [north, south] = [a.lat + dy, a.lat - dy];
  return { lat: Math.abs(predicted(north) - dc) < Math.abs(predicted(south) - dc) ? north : south, lng };
}

const search = (t: TestApp, params: Record<string, string | number>, token?: string) =>
  t.call('GET', `/api/v1/properties?${new URLSearchParams({ lister: owner.user.id, ...params } as never)}`, {
    ...(token && { token }),
  });

/** The squared distance a distance-sorted first page's cursor carries for its one listing. */
const fromCursor =
  (t: TestApp, token?: string): SquaredDistance =>
  async (probe) => {
    const res = await search(t, { ...probe, sort: 'distance', limit: 1 }, token);
    expect(res.status).toBe(200);
    expect(res.data.items[0].id).toBe(targetId);
    const [value, id] = JSON.parse(Buffer.from(res.data.nextCursor, 'base64url').toString('utf8'));
    expect(id).toBe(targetId);
    return value as number;
  };

/** The squared distance found by halving the radius at which the listing is still in the results. */
const fromRadius =
  (t: TestApp): SquaredDistance =>
  async (probe) => {
    let [inside, outside] = [100, 0.1];
    for (let step = 0; step < 40; step++) {
      const radius = (inside + outside) / 2;
      const res = await search(t, { ...probe, radius });
      expect(res.status).toBe(200);
      const found = res.data.items.some((item: { id: string }) => item.id === targetId);
      if (found) inside = radius;
      else outside = radius;
    }
    return inside * inside;
  };

const expectNear = (point: Probe, expected: Probe, within: number) => {
  expect(Math.abs(point.lat - expected.lat)).toBeLessThan(within);
  expect(Math.abs(point.lng - expected.lng)).toBeLessThan(within);
};

describe(`location privacy of search on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  for (const [name, t] of [
    ['the index', () => app],
    ['SQL', () => sqlOnly],
  ] as const) {
    it(`recovers only the public point from anonymous cursors (${name})`, async () => {
      const point = await trilaterate(fromCursor(t()));
      expectNear(point, PUBLIC, 1e-6);
      expect(Math.abs(point.lat - PRECISE.lat)).toBeGreaterThan(1e-3);
    });

    it(`recovers only the public point from anonymous radius probes (${name})`, async () => {
      const point = await trilaterate(fromRadius(t()));
      expectNear(point, PUBLIC, 1e-5);
      expect(Math.abs(point.lat - PRECISE.lat)).toBeGreaterThan(1e-3);
    });

    it(`shows anonymous visitors the point their search measured (${name})`, async () => {
      const res = await search(t(), { lat: 33.4, lng: -86.9, sort: 'distance' });
      const item = res.data.items.find((listing: { id: string }) => listing.id === targetId);
      expect(item).toMatchObject({ lat: PUBLIC.lat, lng: PUBLIC.lng, locationTruncated: true });
    });

    it(`measures the precise point for signed-in viewers (${name})`, async () => {
      const point = await trilaterate(fromCursor(t(), reader.accessToken));
      expectNear(point, PRECISE, 1e-6);
    });
  }

  it('fills the public point of listings written before its migration', async () => {
    const db = app.db as unknown as Kysely<unknown>;
    // The spatial index over the public point (a later migration) comes off first and back after.
    await spatialIndex.down(db);
    await publicPoints.down(db);
    await publicPoints.up(db);
    await spatialIndex.up(db);
    const row = await app.db
      .selectFrom('properties')
      .select(['public_lat', 'public_lng'])
      .where('id', '=', targetId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ public_lat: PUBLIC.lat, public_lng: PUBLIC.lng });
  });

  it('answers anonymous distance searches the same from the index and from SQL', async () => {
    const searches: Record<string, string | number>[] = [
      { lat: 33.5, lng: -86.8, sort: 'distance', limit: 1 },
      { lat: 33.52, lng: -86.81, radius: 0.1 },
      { lat: 33.5186, lng: -86.8109, radius: 0.2, sort: 'distance' },
    ];
    for (const params of searches) {
      const [fromIndex, fromSql] = [await search(app, params), await search(sqlOnly, params)];
      expect(fromIndex.text).toBe(fromSql.text);
    }
  });
});
