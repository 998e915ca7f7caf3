// Demo listings in a real database (SQLite and Postgres): deterministic, consistent figures, real places,
// varied statuses, visible through search with photos served by the storage route.
import { type Gazetteer, loadGazetteer } from '@dealloop/geo';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_SELLERS } from '../src/seed/demo-accounts';
import { renderDemoIllustrations } from '../src/seed/demo-images';
import { generateDemoListings } from '../src/seed/demo-listings';
import { resolveDemoPlaces } from '../src/seed/demo-places';
import { type DemoSeedResult, seedDemoListings } from '../src/seed/seed-demo-listings';
import type { ProcessedImage } from '../src/storage/image-processing';
import { createTestApp, type TestApp } from './support/test-app';

const SEED = 7;
const COUNT = 200;
const NOW = Date.parse('2026-11-20T12:00:00.000Z');

let gazetteer: Gazetteer;
let illustrations: ProcessedImage[];
let t: TestApp;
let other: TestApp;
let result: DemoSeedResult;
let rows: Property[];

const seedInto = (app: TestApp, seed = SEED) =>
  seedDemoListings(
    {
      db: app.db,
      files: app.deps.files,
      gazetteer,
      passwordHashCost: app.config.passwordHashCost,
      maxImagePixels: app.config.maxImagePixels,
    },
    { count: COUNT, seed, now: NOW, illustrations },
  );

/** What a listing is, without the ids and owners that differ from one database to another. */
const content = (row: Property) => ({
  title: row.title,
  description: row.description,
  location: row.location,
  city: row.city,
  state: row.state,
  zip: row.zip,
  county: row.county,
  lat: row.lat,
  lng: row.lng,
  price: row.price,
  beds: row.beds,
  baths: row.baths,
  sqft: row.sqft,
  lot_size: row.lot_size,
  property_type: row.property_type,
  arv: row.arv,
  repair_cost: row.repair_cost,
  profit_potential: row.profit_potential,
  roi: row.roi,
  status: row.status,
  listing_status: row.listing_status,
  archived_at: row.archived_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const allRows = (app: TestApp) =>
  app.db.selectFrom('properties').selectAll().orderBy('created_at').orderBy('id').execute();

beforeAll(async () => {
  gazetteer = await loadGazetteer();
  // Rendered once, stored in both databases, as seedDemoListings would render them itself.
  illustrations = await renderDemoIllustrations(SEED, 40_000_000);
  [t, other] = await Promise.all([createTestApp(), createTestApp()]);
  result = await seedInto(t);
  await seedInto(other);
  rows = await allRows(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await other?.close();
}, 60_000);

describe('seeding demo listings', () => {
  it('creates the listings, their owners and 12 shared photos per owner', async () => {
    expect(result.listings).toBe(COUNT);
    expect(rows).toHaveLength(COUNT);
    const owners = new Set(rows.map((row) => row.user_id));
    expect(owners.size).toBeGreaterThan(1);
    expect(result.uploads).toBe(owners.size * 12);
    expect(result.createdAccounts.map((a) => a.email).sort()).toEqual(
      ['wholesaler@dealloop.local', ...Object.values(DEMO_SELLERS).map((seller) => seller.email)].sort(),
    );
    const wholesaler = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS[2]!.email)
      .executeTakeFirstOrThrow();
    // The demo wholesaler is on Pro (buyers list import, deal emails, embed keys); the sellers on Free.
    const plans = await t.db.selectFrom('billing_customers').select(['user_id', 'plan_id']).execute();
    expect(plans).toEqual([{ user_id: wholesaler.id, plan_id: 'pro' }]);
    const texas = rows.filter((row) => row.state === 'TX');
    expect(texas.length).toBeGreaterThan(0);
    for (const row of texas) expect(row.user_id).toBe(wholesaler.id);

    const uploads = await t.db.selectFrom('uploads').select(['id', 'user_id', 'bucket', 'tag']).execute();
    const uploadOwner = new Map(uploads.map((u) => [u.id, u.user_id]));
    for (const upload of uploads) expect([upload.bucket, upload.tag]).toEqual(['listing-images', 'listing']);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(3);
      expect(new Set(row.images.map((image) => image.uploadId)).size).toBe(row.images.length);
      for (const image of row.images) {
        expect(uploadOwner.get(image.uploadId)).toBe(row.user_id);
        expect(Object.keys(image.objects).sort()).toEqual(['card', 'full', 'thumb']);
      }
    }
  });

  it("gives the demo profiles their markets, so the investors directory's state filter finds them", async () => {
    const names = async (query: string) => {
      const res = await t.call('GET', `/api/v1/investors${query}`);
      expect(res.status).toBe(200);
      return (res.data.items as { fullName: string }[]).map((item) => item.fullName).sort();
    };
    expect(await names('?market=TX')).toEqual(['Wes Wholesaler']);
    expect(await names('?market=GA')).toEqual([DEMO_SELLERS.southeast.fullName]);
    expect(await names('?market=OK')).toEqual([DEMO_SELLERS.central.fullName]);
    expect(await names('?market=WY')).toEqual([]);
  });

  it('lists nearest first with distances that never go down, signed out and signed in', async () => {
    const reader = await t.signUp();
    const inversions: string[] = [];
    for (const token of [undefined, reader.accessToken]) {
      for (let i = -4; i <= 4; i++) {
        for (let j = -4; j <= 4; j++) {
          const [lat, lng] = [(32.777 + i * 0.02).toFixed(3), (-96.797 + j * 0.02).toFixed(3)];
          const res = await t.call('GET', `/api/v1/properties?lat=${lat}&lng=${lng}&sort=distance&limit=30`, {
            ...(token && { token }),
          });
          expect(res.status).toBe(200);
          const distances = (res.data.items as { distance: number }[]).map((item) => item.distance);
          if (distances.some((miles, k) => k > 0 && miles < distances[k - 1]!))
            inversions.push(`${lat},${lng}: ${distances.join(' ')}`);
        }
      }
    }
    expect(inversions).toEqual([]);
  });

  it('gives the same listings for the same seed, in two databases and as the pure generator', async () => {
    const again = await allRows(other);
    expect(again.map(content)).toEqual(rows.map(content));

    const places = resolveDemoPlaces(gazetteer);
    const generated = [...generateDemoListings(places, { count: COUNT, seed: SEED, now: NOW })];
    expect(rows.map((row) => [row.title, row.price, row.location, row.created_at])).toEqual(
      generated.map((l) => [l.title, l.price, l.location, l.createdAt]),
    );
    const otherSeed = [...generateDemoListings(places, { count: COUNT, seed: SEED + 1, now: NOW })];
    expect(otherSeed.map((l) => l.title)).not.toEqual(generated.map((l) => l.title));
  });

  it('keeps the figures consistent: profit, ROI, the 70% rule, sizes by property type', () => {
    for (const row of rows) {
      const { price, arv, repair_cost: repairs } = row;
      expect(arv).not.toBeNull();
      expect(repairs).not.toBeNull();
      expect(price).toBeGreaterThanOrEqual(0);
      expect(row.profit_potential).toBe(arv! - price - repairs!);
      expect(row.roi).toBe(Math.round(((arv! - price - repairs!) / (price + repairs!)) * 1000) / 10);
      // Asking price from ARV x 0.60-0.75 minus repairs (rounded to the thousand, or $100 under it).
      expect(price + repairs!).toBeLessThanOrEqual(arv! * 0.75 + 1000);
      expect(price + repairs! >= arv! * 0.6 - 1100 || price === 1000).toBe(true);
      if (row.property_type === 'land') {
        expect([row.beds, row.baths, row.sqft]).toEqual([null, null, null]);
        expect(row.lot_size).toBeGreaterThan(0);
      } else {
        expect(row.sqft).toBeGreaterThan(300);
        expect(row.baths).toBeGreaterThanOrEqual(1);
        expect((row.baths! * 2) % 1).toBe(0);
      }
      if (
        ['single_family', 'multi_family', 'townhouse', 'condo', 'mobile_home'].includes(row.property_type)
      ) {
        expect(row.beds).toBeGreaterThanOrEqual(1);
      }
      if (row.property_type === 'condo') expect(row.lot_size).toBeNull();
      if (row.property_type === 'commercial') expect(row.beds).toBeNull();
    }
    const types = new Set(rows.map((row) => row.property_type));
    expect(types.has('single_family')).toBe(true);
    expect(types.size).toBeGreaterThanOrEqual(5);
    const singleFamily = rows.filter((row) => row.property_type === 'single_family').length;
    expect(singleFamily / rows.length).toBeGreaterThan(0.5);
  });

  it('places listings at real places: the location geocodes back to the stored city, state and ZIP', () => {
    for (const row of rows) {
      const found = gazetteer.geocode(row.location);
      expect(found.found, row.location).toBe(true);
      if (!found.found) continue;
      expect([found.city, found.state], row.location).toEqual([row.city, row.state]);
      expect(found.zip ?? null).toBe(row.zip);
      expect(row.location).toMatch(/^\S.*, [A-Z][^,]+, [A-Z]{2}( \d{5})?$/);
      // Jittered around the ZIP (or city) centroid, within a few miles.
      expect(Math.abs(row.lat! - found.lat)).toBeLessThan(0.05);
      expect(Math.abs(row.lng! - found.lng)).toBeLessThan(0.07);
      expect(row.county).toBe(gazetteer.countyOf(row.lat!, row.lng!)?.name ?? found.county ?? null);
    }
    const metros = ['Dallas', 'Houston', 'Phoenix', 'Atlanta', 'Detroit', 'Chicago', 'Memphis', 'Cleveland'];
    expect(rows.filter((row) => metros.includes(row.city ?? '')).length).toBeGreaterThan(COUNT / 6);
    expect(new Set(rows.map((row) => row.state)).size).toBeGreaterThan(15);
  });

  it('varies statuses: mostly published and active, some pending, declined, on hold, sold and archived', () => {
    const count = (test: (row: Property) => boolean) => rows.filter(test).length;
    expect(count((r) => r.listing_status === 'published' && !r.archived_at)).toBeGreaterThan(COUNT / 2);
    expect(count((r) => r.listing_status === 'published' && r.status === 'active')).toBeGreaterThan(
      COUNT / 3,
    );
    expect(count((r) => r.listing_status === 'pending_review')).toBeGreaterThan(0);
    expect(count((r) => r.listing_status === 'declined' || r.listing_status === 'on_hold')).toBeGreaterThan(
      0,
    );
    expect(count((r) => r.status === 'under_contract')).toBeGreaterThan(0);
    expect(count((r) => r.status === 'sold')).toBeGreaterThan(0);
    expect(count((r) => r.archived_at !== null)).toBeGreaterThan(0);
    for (const row of rows) {
      const created = Date.parse(row.created_at);
      expect(created).toBeGreaterThan(NOW - 120 * 86_400_000);
      expect(created).toBeLessThanOrEqual(NOW);
      expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(row.updated_at)).toBeLessThanOrEqual(NOW);
      if (row.listing_status !== 'published') expect(row.status).toBe('active');
    }
  });

  it('shows published Dallas listings in search, with photos served as WebP', async () => {
    const res = await t.call('GET', '/api/v1/properties?location=Dallas,%20TX&limit=50');
    expect(res.status).toBe(200);
    const expected = rows.filter(
      (r) => r.city === 'Dallas' && r.state === 'TX' && r.listing_status === 'published' && !r.archived_at,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(res.data.total).toBe(expected.length);
    expect(res.data.items.map((item: { id: string }) => item.id).sort()).toEqual(
      expected.map((r) => r.id).sort(),
    );
    const first = res.data.items[0];
    expect(first.city).toBe('Dallas');
    const url = new URL(first.images[0].full);
    expect(url.pathname).toMatch(
      /^\/storage\/listing-images\/[\w-]+-listing-\d{13}-[0-9a-f]{12}-full\.webp$/,
    );
    const served = await t.app.request(url.pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    const thumb = await t.app.request(new URL(first.images[0].thumb).pathname);
    expect(thumb.status).toBe(200);
  });
});

// Last: it seeds a few more listings into the first database.
describe('seeding on SQLite', () => {
  it.runIf(process.env.TEST_DATABASE !== 'postgres')(
    'gives the SQLite connection its own page cache size back once done',
    async () => {
      const cacheSize = async () =>
        Object.values((await sql.raw<Record<string, number>>('pragma cache_size').execute(t.db)).rows[0]!)[0];
      const before = await cacheSize();
      await sql.raw('pragma cache_size = -4321').execute(t.db);
      const more = await seedDemoListings(
        {
          db: t.db,
          files: t.deps.files,
          gazetteer,
          passwordHashCost: t.config.passwordHashCost,
          maxImagePixels: t.config.maxImagePixels,
        },
        { count: 5, seed: SEED + 1, now: NOW, illustrations },
      );
      expect(more.listings).toBe(5);
      expect(await cacheSize()).toBe(-4321);
      await sql.raw(`pragma cache_size = ${before}`).execute(t.db);
      await t.db
        .deleteFrom('properties')
        .where(
          'id',
          'not in',
          rows.map((row) => row.id),
        )
        .execute();
    },
  );
});
