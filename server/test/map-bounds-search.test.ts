// Issue 20 (maps): GET /properties?bounds=west,south,east,north answers the listings inside the map's box, from
// the index and from SQL (SEARCH_INDEX=false) alike. An anonymous visitor is filtered and counted by the coarse
// public point, never the precise one, so a tiny box cannot locate a listing finer than the point it shows.
// A malformed box, or one crossing the antimeridian, is 400 invalid_bounds.
import { MAP_BOUNDS_ERRORS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProperty } from '../src/listings/properties-repo';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

/** The precise point (finer than the public 2 decimals) and the public point anonymous visitors get. */
const PRECISE = { lat: 33.518_637, lng: -86.810_912 };
const PUBLIC = { lat: 33.52, lng: -86.81 };
/** Boxes around only the precise point, and around only the public point. */
const AROUND_PRECISE = '-86.812,33.518,-86.8105,33.519';
const AROUND_PUBLIC = '-86.8102,33.5195,-86.8098,33.5205';
/** Alabama, and Austin (Texas). */
const ALABAMA = '-88.5,30.1,-84.8,35.1';
const AUSTIN = '-98.0,30.1,-97.5,30.5';

let app: TestApp;
let sqlOnly: TestApp;
let reader: Awaited<ReturnType<TestApp['signUp']>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  sqlOnly = await createTestApp({
    DATABASE_URL: app.config.databaseUrl,
    DATA_DIR: app.config.dataDir,
    SEARCH_INDEX: 'false',
  });
  const owner = await app.signUp();
  reader = await app.signUp();
  const moderator = await app.signUp();
  await grantRole(app.db, moderator.user.id, 'moderator');
  const places = {
    birmingham: '4458 Washington Way, Birmingham, AL 35211',
    mobile: '9 Elm St, Mobile, AL 36602',
    austin: '12 Oak St, Austin, TX 78701',
  };
  for (const [name, location] of Object.entries(places)) {
    const created = await app.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: { title: `House in ${name}`, location, price: 90_000, propertyType: 'single_family' },
    });
    expect(created.status).toBe(201);
    const published = await app.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'publish' },
    });
    expect(published.status).toBe(200);
    ids[name] = created.data.id;
  }
  await updateProperty(app.db, ids.birmingham!, PRECISE);
  app.deps.search.changed();
  await app.deps.search.load();
}, 60_000);

afterAll(async () => {
  await sqlOnly.close();
  await app.close();
});

const search = (t: TestApp, params: Record<string, string>, token?: string) =>
  t.call('GET', `/api/v1/properties?${new URLSearchParams(params)}`, { ...(token && { token }) });

const idsOf = (res: { data: { items: { id: string }[] } }) => res.data.items.map((item) => item.id).sort();

describe(`map bounds search on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  for (const [name, t] of [
    ['the index', () => app],
    ['SQL', () => sqlOnly],
  ] as const) {
    it(`answers only the listings inside the box, with their count (${name})`, async () => {
      const alabama = await search(t(), { bounds: ALABAMA });
      expect(alabama.status).toBe(200);
      expect(idsOf(alabama)).toEqual([ids.birmingham, ids.mobile].sort());
      expect(alabama.data.total).toBe(2);
      const austin = await search(t(), { bounds: AUSTIN }, reader.accessToken);
      expect(idsOf(austin)).toEqual([ids.austin]);
      expect(austin.data.total).toBe(1);
      const everywhere = await search(t(), {});
      expect(everywhere.data.total).toBe(3);
    });

    it(`combines the box with the other filters (${name})`, async () => {
      const res = await search(t(), { bounds: ALABAMA, location: 'Mobile, AL' });
      expect(idsOf(res)).toEqual([ids.mobile]);
      const none = await search(t(), { bounds: AUSTIN, location: 'Mobile, AL' });
      expect(none.data.items).toEqual([]);
      expect(none.data.total).toBe(0);
    });

    it(`filters and counts anonymous visitors by the public point only (${name})`, async () => {
      const precise = await search(t(), { bounds: AROUND_PRECISE });
      expect(precise.status).toBe(200);
      expect(precise.data.items).toEqual([]);
      expect(precise.data.total).toBe(0);
      const coarse = await search(t(), { bounds: AROUND_PUBLIC });
      expect(idsOf(coarse)).toEqual([ids.birmingham]);
      expect(coarse.data.total).toBe(1);
      expect(coarse.data.items[0]).toMatchObject({ lat: PUBLIC.lat, lng: PUBLIC.lng });
    });

    it(`filters signed-in viewers by the precise point (${name})`, async () => {
      const precise = await search(t(), { bounds: AROUND_PRECISE }, reader.accessToken);
      expect(idsOf(precise)).toEqual([ids.birmingham]);
      const coarse = await search(t(), { bounds: AROUND_PUBLIC }, reader.accessToken);
      expect(coarse.data.items).toEqual([]);
    });
  }

  it('answers the same bytes from the index and from SQL', async () => {
    const cases: Record<string, string>[] = [
      { bounds: ALABAMA },
      { bounds: AROUND_PUBLIC },
      { bounds: AROUND_PRECISE },
      { bounds: ALABAMA, sort: 'price_asc', limit: '1' },
    ];
    for (const params of cases) {
      const [fromIndex, fromSql] = [await search(app, params), await search(sqlOnly, params)];
      expect(fromIndex.text).toBe(fromSql.text);
    }
  });

  it.each([
    ['not four numbers', '1,2,3', MAP_BOUNDS_ERRORS.format],
    ['text', 'west,south,east,north', MAP_BOUNDS_ERRORS.format],
    ['out of range', '-200,30,-97,31', MAP_BOUNDS_ERRORS.range],
    ['south above north', '-98,31,-97,30', MAP_BOUNDS_ERRORS.order],
    ['crossing the antimeridian', '170,10,-170,20', MAP_BOUNDS_ERRORS.antimeridian],
  ])('refuses a box %s with 400 invalid_bounds', async (_name, bounds, message) => {
    for (const t of [app, sqlOnly]) {
      const res = await search(t, { bounds });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: { code: 'invalid_bounds', message } });
    }
  });
});
