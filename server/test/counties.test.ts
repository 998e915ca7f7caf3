// Listings per county through the HTTP API: only public listings count, grouped by county with FIPS codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

const AUSTIN = '1 Elm St, Austin, TX 78701';
const DALLAS = '123 Main St, Dallas, TX 75201';
const CHICAGO = '9 Lake St, Chicago, IL 60601';

async function create(location: string, price: number) {
  const res = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: { title: 'Brick ranch', location, price, propertyType: 'single_family' },
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.data as { id: string; county: string | null };
}

async function moderate(id: string, action: 'publish' | 'decline' | 'hold') {
  const res = await t.call('POST', `/api/v1/properties/${id}/moderation`, {
    token: moderator.accessToken,
    json: { action, reason: action === 'decline' ? 'Photos missing' : undefined },
  });
  expect(res.status, res.text).toBe(200);
}

async function setStatus(id: string, status: 'under_contract' | 'sold') {
  const res = await t.call('PATCH', `/api/v1/properties/${id}`, {
    token: owner.accessToken,
    json: { status },
  });
  expect(res.status, res.text).toBe(200);
}

async function published(location: string, price: number) {
  const created = await create(location, price);
  await moderate(created.id, 'publish');
  return created;
}

const report = async () => {
  const res = await t.call('GET', '/api/v1/counties');
  expect(res.status, res.text).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

describe('GET /api/v1/counties', () => {
  it('answers no counties and zero totals without public listings', async () => {
    await create(AUSTIN, 100_000);
    const res = await report();
    expect(res.data).toEqual({
      counties: [],
      totals: { counties: 0, activeListings: 0, publicListings: 0, unplacedListings: 0 },
    });
  });

  describe('with listings in several states of review', () => {
    beforeAll(async () => {
      // Travis County: two active, one under contract, one sold are public.
      await published(AUSTIN, 100_000);
      await published(AUSTIN, 200_000);
      await setStatus((await published(AUSTIN, 300_000)).id, 'under_contract');
      await setStatus((await published(AUSTIN, 400_000)).id, 'sold');
      // Travis County, not public: pending review, declined, on hold, archived.
      await create(AUSTIN, 1_000_000);
      await moderate((await create(AUSTIN, 1_000_000)).id, 'decline');
      await moderate((await create(AUSTIN, 1_000_000)).id, 'hold');
      const archived = await published(AUSTIN, 1_000_000);
      const deleted = await t.call('DELETE', `/api/v1/properties/${archived.id}`, {
        token: owner.accessToken,
      });
      expect(deleted.status).toBe(204);
      // Cook County: three active. Dallas County: one sold.
      for (const price of [50_000, 60_000, 70_000]) await published(CHICAGO, price);
      await setStatus((await published(DALLAS, 250_000)).id, 'sold');
      // Without a county: a place the gazetteer does not know, and a listing known only by its state.
      await published('Atlantis, ZZ', 90_000);
      const stateOnly = await published(DALLAS, 90_000);
      await t.db.updateTable('properties').set({ county: null }).where('id', '=', stateOnly.id).execute();
    });

    it('counts only public listings, grouped by county, with FIPS codes, busiest first', async () => {
      const { data } = await report();
      expect(data.counties).toEqual([
        {
          fips: '17031',
          name: 'Cook County',
          state: 'IL',
          stateName: 'Illinois',
          activeListings: 3,
          publicListings: 3,
          averagePrice: 60_000,
          lat: expect.closeTo(41.8, 0),
          lng: expect.closeTo(-87.8, 0),
        },
        {
          fips: '48453',
          name: 'Travis County',
          state: 'TX',
          stateName: 'Texas',
          activeListings: 2,
          publicListings: 4,
          averagePrice: 250_000,
          lat: expect.closeTo(30.3, 0),
          lng: expect.closeTo(-97.8, 0),
        },
        expect.objectContaining({
          fips: '48113',
          name: 'Dallas County',
          state: 'TX',
          activeListings: 0,
          publicListings: 1,
          averagePrice: 250_000,
        }),
      ]);
    });

    it('totals the counties and counts listings without a county apart', async () => {
      const { data } = await report();
      expect(data.totals).toEqual({ counties: 3, activeListings: 5, publicListings: 8, unplacedListings: 2 });
    });

    it('follows moderation: a declined listing leaves its county', async () => {
      const extra = await published(DALLAS, 150_000);
      const before = (await report()).data.counties.find((c: { fips: string }) => c.fips === '48113');
      expect(before).toMatchObject({ activeListings: 1, publicListings: 2, averagePrice: 200_000 });
      await moderate(extra.id, 'decline');
      const after = (await report()).data.counties.find((c: { fips: string }) => c.fips === '48113');
      expect(after).toMatchObject({ activeListings: 0, publicListings: 1, averagePrice: 250_000 });
    });
  });

  it('may be cached for a minute by anyone', async () => {
    const res = await report();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await t.call('GET', '/api/v1/openapi.json');
    const operation = doc.data.paths['/api/v1/counties'].get;
    expect(operation.description).toMatch(/activeListings.*status is active/);
    expect(operation.responses['200']).toBeTruthy();
  });
});
