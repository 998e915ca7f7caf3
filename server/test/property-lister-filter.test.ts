// GET /api/v1/properties?lister=<userId>: one user's public listings only (the SDK's grid of one wholesaler), the
// same bytes from the in-process index and from SQL, with other filters, sorts and pages; a bad id answers 400.
import { isPubliclyVisible } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewProperty } from '../src/db/schema';
import { insertDemoRows } from './support/listing-rows';
import { createTestApp, type TestApp } from './support/test-app';

/** This process, searching from the index. */
let indexed: TestApp;
/** The same database searched in SQL only. */
let sqlOnly: TestApp;
let rows: NewProperty[];
let owners: string[];

beforeAll(async () => {
  indexed = await createTestApp();
  sqlOnly = await createTestApp({
    DATABASE_URL: indexed.config.databaseUrl,
    DATA_DIR: indexed.config.dataDir,
    SEARCH_INDEX: 'false',
  });
  owners = [];
  for (let i = 0; i < 3; i += 1) owners.push((await indexed.signUp()).user.id);
  rows = await insertDemoRows(indexed.db, { count: 600, seed: 21, ownerIds: owners });
  await indexed.deps.search.load();
}, 60_000);

afterAll(async () => {
  await sqlOnly.close();
  await indexed.close();
});

const publicRowsOf = (owner: string) =>
  rows.filter(
    (row) =>
      row.user_id === owner &&
      isPubliclyVisible({
        status: row.status,
        listing_status: row.listing_status,
        archived_at: row.archived_at,
      }),
  );

/** The pages of a search followed to the end (at most 30), from one app. */
async function allPages(app: TestApp, query: string) {
  const pages: string[] = [];
  let cursor: string | null = null;
  do {
    const url = `/api/v1/properties?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await app.call('GET', url);
    expect(res.status, `${url}: ${res.text}`).toBe(200);
    pages.push(res.text);
    cursor = res.data.nextCursor;
  } while (cursor && pages.length < 30);
  return pages;
}

describe('the lister filter', () => {
  it('searches from the index in one app and in SQL in the other', () => {
    expect(indexed.deps.search.indexed).toBeGreaterThan(0);
    expect(sqlOnly.deps.search.indexed).toBeNull();
  });

  it("answers only that user's public listings, all of them, with the same bytes on both paths", async () => {
    for (const owner of owners) {
      const pages = await allPages(indexed, `lister=${owner}&limit=50`);
      expect(await allPages(sqlOnly, `lister=${owner}&limit=50`)).toEqual(pages);
      const items = pages.flatMap((page) => JSON.parse(page).items as { id: string; ownerId: string }[]);
      expect(new Set(items.map((item) => item.ownerId))).toEqual(new Set([owner]));
      const expected = publicRowsOf(owner);
      expect(expected.length).toBeGreaterThan(50);
      expect(items.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
      expect(JSON.parse(pages[0]!).total).toBe(expected.length);
    }
  });

  it('combines with the other filters and sorts the same way on both paths', async () => {
    const [, second, third] = owners as [string, string, string];
    const sample = publicRowsOf(second)[0]!;
    const queries: [owner: string, query: string][] = [
      [second, 'sort=price_asc&limit=7'],
      [second, 'sort=price_desc&minPrice=50000&maxPrice=250000'],
      [second, `location=${encodeURIComponent(sample.state ?? 'TX')}&limit=5`],
      [second, `lat=${sample.lat}&lng=${sample.lng}&radius=300&sort=distance&limit=9`],
      [second, 'status=sold&limit=10'],
      [third, 'type=single_family,condo&minBeds=2&limit=6'],
    ];
    for (const [owner, filters] of queries) {
      const query = `lister=${owner}&${filters}`;
      const pages = await allPages(indexed, query);
      expect(await allPages(sqlOnly, query), query).toEqual(pages);
      const items = pages.flatMap((page) => JSON.parse(page).items as { ownerId: string }[]);
      expect(items.length, query).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.ownerId)), query).toEqual(new Set([owner]));
    }
  });

  it("follows changes: an archived listing leaves its owner's grid on both paths", async () => {
    const [first] = owners as [string];
    const gone = publicRowsOf(first)[0]!;
    await indexed.db
      .updateTable('properties')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', gone.id)
      .execute();
    indexed.deps.search.changed();
    const pages = await allPages(indexed, `lister=${first}&limit=50`);
    expect(await allPages(sqlOnly, `lister=${first}&limit=50`)).toEqual(pages);
    const ids = pages.flatMap((page) => JSON.parse(page).items.map((item: { id: string }) => item.id));
    expect(ids).not.toContain(gone.id);
    expect(ids).toHaveLength(publicRowsOf(first).length - 1);
  });

  it('answers an empty page for a user without listings', async () => {
    const nobody = (await indexed.signUp()).user.id;
    for (const app of [indexed, sqlOnly]) {
      const res = await app.call('GET', `/api/v1/properties?lister=${nobody}`);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ items: [], total: 0, nextCursor: null });
    }
  });

  it.each(['abc', '123', 'ABCDEFGH-0000-7000-8000-000000000000', "x' or 1=1 --"])(
    'answers 400 for the lister %s',
    async (lister) => {
      const res = await indexed.call('GET', `/api/v1/properties?lister=${encodeURIComponent(lister)}`);
      expect(res.status).toBe(400);
      expect(res.data).toEqual({
        error: { code: 'invalid_request', message: expect.stringContaining('lister') },
      });
    },
  );
});
