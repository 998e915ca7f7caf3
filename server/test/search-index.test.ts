// The in-process search index against the SQL path, on SQLite and Postgres: the same bytes for varied searches
// and viewers, writes of this process in the very next search, other processes' writes within SEARCH_SYNC_MS, and
// on Postgres as soon as their notification arrives.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewProperty } from '../src/db/schema';
import { SEARCH_SYNC_MS } from '../src/search/search-service';
import { Random } from '../src/seed/demo-listings';
import { grantRole } from '../src/users/users-repo';
import { insertDemoRows } from './support/listing-rows';
import { createTestApp, type TestApp } from './support/test-app';

const LISTINGS = 2500;
const SEARCHES = 160;
const PAGES_FOLLOWED = 3;

/** This process, with the index. */
let app: TestApp;
/** The same database searched in SQL only (SEARCH_INDEX=false). */
let sqlOnly: TestApp;
/** Another server process on the same database, with its own index. */
let other: TestApp;
let rows: NewProperty[];
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  app = await createTestApp();
  const shared = { DATABASE_URL: app.config.databaseUrl, DATA_DIR: app.config.dataDir };
  sqlOnly = await createTestApp({ ...shared, SEARCH_INDEX: 'false' });
  other = await createTestApp(shared);
  owner = await app.signUp();
  stranger = await app.signUp();
  moderator = await app.signUp();
  await grantRole(app.db, moderator.user.id, 'moderator');
  rows = await insertDemoRows(app.db, {
    count: LISTINGS,
    seed: 11,
    ownerIds: [owner.user.id, stranger.user.id],
  });
  await app.deps.search.load();
  await other.deps.search.load();
}, 120_000);

afterAll(async () => {
  await other.close();
  await sqlOnly.close();
  await app.close();
});

/** Varied searches over the places, prices and types of the listings written, deterministic. */
function searches(): string[] {
  const random = new Random(5);
  const out = ['', 'limit=50', 'status=sold', 'sort=price_desc&limit=7', 'location=TX&sort=price_asc'];
  while (out.length < SEARCHES) {
    const row = random.pick(rows);
    const query = new URLSearchParams();
    const where = random.int(0, 5);
    if (where === 0) query.set('location', `${row.city}, ${row.state}`);
    if (where === 1 && row.zip) query.set('location', row.zip);
    if (where === 2 && row.county) query.set('location', `${row.county}, ${row.state}`);
    if (where === 3) query.set('location', row.state ?? 'TX');
    const near = random.chance(0.6);
    if (near) {
      query.set('lat', ((row.lat ?? 30) + random.float(-0.2, 0.2)).toFixed(4));
      query.set('lng', ((row.lng ?? -97) + random.float(-0.2, 0.2)).toFixed(4));
      if (random.chance(0.7)) query.set('radius', String(random.pick([2, 10, 25, 60, 300])));
    }
    if (random.chance(0.5)) query.set('minPrice', String(random.pick([25_000, 50_000, 100_000, 150_000])));
    if (random.chance(0.5))
      query.set('maxPrice', String(random.pick([150_000, 200_000, 300_000, 1_000_000])));
    if (random.chance(0.4)) {
      query.set(
        'type',
        random.sample(['single_family', 'multi_family', 'condo', 'land', 'townhouse'], 2).join(','),
      );
    }
    if (random.chance(0.2)) query.set('minBeds', String(random.int(1, 4)));
    if (random.chance(0.2)) query.set('minBaths', String(random.pick([1, 1.5, 2])));
    if (random.chance(0.2))
      query.set('status', random.sample(['active', 'under_contract', 'sold'], 2).join(','));
    query.set(
      'sort',
      random.pick(near ? ['distance', 'distance', 'newest', 'price_asc'] : ['newest', 'price_desc']),
    );
    query.set('limit', String(random.pick([1, 5, 20, 50])));
    out.push(query.toString());
  }
  return out;
}

const get = (t: TestApp, query: string, token?: string) =>
  t.call('GET', `/api/v1/properties?${query}`, { token });

describe('the search index', () => {
  it('loads the published listings', () => {
    const published = rows.filter((row) => row.listing_status === 'published' && !row.archived_at).length;
    expect(app.deps.search.indexed).toBe(published);
    expect(sqlOnly.deps.search.indexed).toBeNull();
  });

  it('answers varied searches byte for byte as the SQL path does, page after page, for every viewer', async () => {
    let compared = 0;
    for (const query of searches()) {
      for (const token of [undefined, stranger.accessToken, owner.accessToken]) {
        let cursor: string | null = null;
        for (let page = 0; page < PAGES_FOLLOWED; page++) {
          const paged: string = cursor ? `${query}&cursor=${cursor}` : query;
          const [fromIndex, fromSql] = await Promise.all([
            get(app, paged, token),
            get(sqlOnly, paged, token),
          ]);
          expect(fromIndex.status, paged).toBe(200);
          expect(fromIndex.headers.get('content-type'), paged).toBe(fromSql.headers.get('content-type'));
          expect(fromIndex.text, paged).toBe(fromSql.text);
          compared++;
          cursor = fromSql.data.nextCursor;
          if (!cursor) break;
        }
      }
    }
    expect(compared).toBeGreaterThan(SEARCHES * 3);
    expect(app.deps.search.indexed).not.toBeNull();
  });

  it('refuses the same bad cursors and fractional prices and beds', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify([value, 'x'])).toString('base64url');
    for (const query of [
      `sort=price_asc&cursor=${forged(100.5)}`,
      `sort=newest&cursor=${forged('2026-10-01')}`,
      `sort=distance&lat=30&lng=-97&cursor=${forged('near')}`,
      'cursor=garbage',
      // Whole numbers in the database: a fraction would fail in Postgres, so both paths refuse it.
      'minPrice=100000.5',
      'minBeds=2.5',
    ]) {
      const [fromIndex, fromSql] = await Promise.all([get(app, query), get(sqlOnly, query)]);
      expect(fromIndex.status, query).toBe(400);
      expect(fromIndex.text, query).toBe(fromSql.text);
    }
  });

  it('shows anonymous visitors the truncated location and coarse coordinates only', async () => {
    const anonymous = (await get(app, 'location=TX&limit=50')).data.items;
    const signedIn = (await get(app, 'location=TX&limit=50', stranger.accessToken)).data.items;
    expect(anonymous.length).toBeGreaterThan(0);
    anonymous.forEach((item: any, index: number) => {
      expect(item.locationTruncated).toBe(true);
      expect(item.location.split(',').length).toBeLessThanOrEqual(2);
      expect(signedIn[index].location.endsWith(item.location)).toBe(true);
      for (const coordinate of [item.lat, item.lng])
        expect(Math.round(coordinate * 100) / 100).toBe(coordinate);
    });
    expect(signedIn.some((item: any) => /^\d+ /.test(item.location))).toBe(true);
  });
});

describe('changes', () => {
  const listing = {
    title: 'Index test ranch',
    location: '12 Index St, Boise, ID 83702',
    price: 123_456,
    propertyType: 'single_family',
  };
  const inBoise = async (t: TestApp) =>
    (await get(t, 'location=Boise,%20ID&limit=50')).data.items.find(
      (item: any) => item.title === listing.title,
    );
  const moderate = (id: string, action: string) =>
    app.call('POST', `/api/v1/properties/${id}/moderation`, {
      token: moderator.accessToken,
      json: { action },
    });

  it('shows a write of this process in the very next search', async () => {
    const created = await app.call('POST', '/api/v1/properties', { token: owner.accessToken, json: listing });
    expect(created.status).toBe(201);
    expect(await inBoise(app)).toBeUndefined();
    expect((await moderate(created.data.id, 'publish')).status).toBe(200);
    expect(await inBoise(app)).toMatchObject({ id: created.data.id, price: 123_456 });
    const patched = await app.call('PATCH', `/api/v1/properties/${created.data.id}`, {
      token: owner.accessToken,
      json: { price: 99_000 },
    });
    expect(patched.status).toBe(202);
    expect(await inBoise(app)).toMatchObject({ price: 123_456 });
    const edit = await app.call('GET', `/api/v1/properties/${created.data.id}/edit`, {
      token: owner.accessToken,
    });
    const approved = await app.call('POST', `/api/v1/moderation/edits/${edit.data.edit.id}/decision`, {
      token: moderator.accessToken,
      json: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await inBoise(app)).toMatchObject({ price: 99_000 });
    expect(
      (await get(app, 'location=Boise,%20ID&minPrice=100000')).data.items.map((i: any) => i.id),
    ).not.toContain(created.data.id);
    expect((await moderate(created.data.id, 'hold')).status).toBe(200);
    expect(await inBoise(app)).toBeUndefined();
    await moderate(created.data.id, 'publish');
    expect(await inBoise(app)).toBeDefined();
    const archived = await app.call('DELETE', `/api/v1/properties/${created.data.id}`, {
      token: owner.accessToken,
    });
    expect(archived.status).toBe(204);
    expect(await inBoise(app)).toBeUndefined();
  });

  it(`shows another process's writes and deletions within ${SEARCH_SYNC_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const created = await app.call('POST', '/api/v1/properties', {
        token: owner.accessToken,
        json: listing,
      });
      await moderate(created.data.id, 'publish');
      expect(await inBoise(app)).toBeDefined();
      vi.setSystemTime(Date.now() + SEARCH_SYNC_MS + 1);
      expect(await inBoise(other)).toMatchObject({ id: created.data.id });

      await app.db.deleteFrom('properties').where('id', '=', created.data.id).execute();
      vi.setSystemTime(Date.now() + SEARCH_SYNC_MS + 1);
      expect(await inBoise(other)).toBeUndefined();
      await other.deps.search.load();
      const published = await app.db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('listing_status', '=', 'published')
        .where('archived_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(other.deps.search.indexed).toBe(Number(published.n));
      expect(await inBoise(other)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(process.env.TEST_DATABASE !== 'postgres')(
    "shows another process's writes at its next search once their notification arrives (Postgres)",
    async () => {
      /** Polls `search` on real timers (vi.waitFor would move the faked clock) until `done`, for 5 s at most. */
      const eventually = async (search: () => Promise<unknown>, done: (found: unknown) => boolean) => {
        for (let tries = 0; tries < 100; tries += 1) {
          if (done(await search())) return true;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return false;
      };
      // The clock stands still: without the notification the other index would wait SEARCH_SYNC_MS for ever.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        await inBoise(other);
        const created = await app.call('POST', '/api/v1/properties', {
          token: owner.accessToken,
          json: listing,
        });
        await moderate(created.data.id, 'publish');
        const shown = (found: any) => found?.id === created.data.id;
        expect(await eventually(() => inBoise(other), shown)).toBe(true);
        await app.call('DELETE', `/api/v1/properties/${created.data.id}`, { token: owner.accessToken });
        expect(
          await eventually(
            () => inBoise(other),
            (found) => found === undefined,
          ),
        ).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
