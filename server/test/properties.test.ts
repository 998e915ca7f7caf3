// Listings through the HTTP API: creation, visibility, moderation, owner changes, search filters, sorts and pages.
import { LISTING_MESSAGES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Brick ranch, light rehab',
  description: 'Needs paint and flooring.',
  location: '123 Main St, Dallas, TX 75201',
  price: 150_000,
  beds: 3,
  baths: 2,
  sqft: 1400,
  lotSize: 8712,
  propertyType: 'single_family',
  arv: 240_000,
  repairCost: 30_000,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, token = owner.accessToken) {
  const res = await t.call('POST', '/api/v1/properties', { token, json: listing(overrides) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.data;
}

async function publish(id: string) {
  const res = await t.call('POST', `/api/v1/properties/${id}/moderation`, {
    token: moderator.accessToken,
    json: { action: 'publish' },
  });
  expect(res.status).toBe(200);
  return res.data;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

describe('creating a listing', () => {
  it('geocodes once, derives profit and ROI, and waits for review', async () => {
    const created = await create();
    expect(created).toMatchObject({
      listingStatus: 'pending_review',
      status: 'active',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      price: 150_000,
      profitPotential: 60_000,
      roi: 33.3,
      location: '123 Main St, Dallas, TX 75201',
    });
    expect(created.county).toMatch(/Dallas/);
    expect(created.lat).toBeCloseTo(32.79, 1);
    expect(created.path).toBe(
      `/real-estate-wholesale-investment-property-dallas-tx-75201-${created.id.slice(-8)}`,
    );
  });

  it('is not public before review: 404 to others, visible to the owner and moderators', async () => {
    const created = await create();
    expect((await t.call('GET', `/api/v1/properties/${created.id}`)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/properties/${created.id}`, { token: stranger.accessToken })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/properties/${created.id}`, { token: owner.accessToken })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/v1/properties/${created.id}`, { token: moderator.accessToken })).status,
    ).toBe(200);
  });

  it('requires a signed-in user and valid fields', async () => {
    expect((await t.call('POST', '/api/v1/properties', { json: listing() })).status).toBe(401);
    const bad = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: listing({ price: -5, propertyType: 'castle' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.message).toMatch(/price|propertyType/);
  });

  it('refuses an asking price of 0 and negative ARV or repair costs with a 400 naming the field', async () => {
    const zero = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: listing({ price: 0 }),
    });
    expect(zero.status).toBe(400);
    expect(zero.data.error.message).toContain(LISTING_MESSAGES.notPositive('Price'));
    const created = await t.call('POST', '/api/v1/properties', { token: owner.accessToken, json: listing() });
    for (const [body, text] of [
      [{ price: 0 }, LISTING_MESSAGES.notPositive('Price')],
      [{ arv: -1 }, LISTING_MESSAGES.negative('ARV')],
      [{ repairCost: -5_000 }, LISTING_MESSAGES.negative('Repair cost')],
    ] as const) {
      const res = await t.call('PATCH', `/api/v1/properties/${created.data.id}`, {
        token: owner.accessToken,
        json: body,
      });
      expect(res.status).toBe(400);
      expect(res.data.error.message).toContain(text);
    }
    const after = await t.call('GET', `/api/v1/properties/${created.data.id}`, { token: owner.accessToken });
    expect(after.data).toMatchObject({ price: created.data.price, arv: created.data.arv });
  });

  it('refuses photos that are not the caller’s uploads', async () => {
    const res = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: listing({ imageIds: ['not-an-upload'] }),
    });
    expect(res.status).toBe(400);
  });
});

describe('moderation and visibility', () => {
  it('lets only moderators and admins publish', async () => {
    const created = await create();
    const denied = await t.call('POST', `/api/v1/properties/${created.id}/moderation`, {
      token: owner.accessToken,
      json: { action: 'publish' },
    });
    expect(denied.status).toBe(403);
    await publish(created.id);
    const seen = await t.call('GET', `/api/v1/properties/${created.id}`);
    expect(seen.status).toBe(200);
  });

  it('shows anonymous visitors the truncated location and coarse coordinates only', async () => {
    const created = await publish((await create()).id);
    const anonymous = await t.call('GET', `/api/v1/properties/${created.id}`);
    expect(anonymous.data.location).toBe('Dallas, TX 75201');
    expect(anonymous.data.locationTruncated).toBe(true);
    expect(anonymous.data.lat).toBe(Math.round(created.lat * 100) / 100);
    expect(JSON.stringify(anonymous.data)).not.toContain('123 Main St');
    const signedIn = await t.call('GET', `/api/v1/properties/${created.id}`, { token: stranger.accessToken });
    expect(signedIn.data.location).toBe('123 Main St, Dallas, TX 75201');
    expect(signedIn.data.lat).toBe(created.lat);
  });

  it('finds a listing by the short id of its SEO path', async () => {
    const created = await publish((await create()).id);
    const res = await t.call('GET', `/api/v1/properties/${created.shortId}`);
    expect(res.status).toBe(200);
    expect(res.data.id).toBe(created.id);
  });
});

describe('owner changes', () => {
  it('updates figures and re-derives profit and ROI; a stranger gets 404, like a missing id', async () => {
    const created = await create();
    const denied = await t.call('PATCH', `/api/v1/properties/${created.id}`, {
      token: stranger.accessToken,
      json: { price: 1 },
    });
    const missing = await t.call('PATCH', '/api/v1/properties/0192f0c8-0000-7000-8000-000000000000', {
      token: stranger.accessToken,
      json: { price: 1 },
    });
    expect(denied.status).toBe(404);
    expect(denied.data).toEqual(missing.data);
    const deleted = await t.call('DELETE', `/api/v1/properties/${created.id}`, {
      token: stranger.accessToken,
    });
    expect(deleted.status).toBe(404);
    expect(deleted.data).toEqual(missing.data);
    // A published listing too: anyone but the owner and admins learns nothing of it (issue 18).
    const published = await publish((await create()).id);
    const forbidden = await t.call('PATCH', `/api/v1/properties/${published.id}`, {
      token: stranger.accessToken,
      json: { price: 1 },
    });
    expect(forbidden.status).toBe(404);
    const res = await t.call('PATCH', `/api/v1/properties/${created.id}`, {
      token: owner.accessToken,
      json: { price: 170_000 },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ price: 170_000, profitPotential: 40_000, roi: 20 });
  });

  it('archives: the listing leaves the marketplace', async () => {
    const created = await publish((await create()).id);
    const res = await t.call('DELETE', `/api/v1/properties/${created.id}`, { token: owner.accessToken });
    expect(res.status).toBe(204);
    expect((await t.call('GET', `/api/v1/properties/${created.id}`)).status).toBe(404);
  });
});

describe('search', () => {
  let zone: { id: string; price: number }[];
  beforeAll(async () => {
    const seller = await t.signUp();
    const specs = [
      { location: '1 Elm St, Austin, TX 78701', price: 90_000, beds: 2, baths: 1, propertyType: 'condo' },
      {
        location: '2 Elm St, Austin, TX 78702',
        price: 210_000,
        beds: 4,
        baths: 3,
        propertyType: 'single_family',
      },
      {
        location: '3 Elm St, Austin, TX 78701',
        price: 130_000,
        beds: 3,
        baths: 2,
        propertyType: 'townhouse',
      },
      {
        location: '4 Oak St, Springfield, IL 62701',
        price: 70_000,
        beds: 3,
        baths: 1,
        propertyType: 'single_family',
      },
    ];
    zone = [];
    for (const spec of specs) {
      const created = await create(spec, seller.accessToken);
      await publish(created.id);
      zone.push(created);
    }
    await create({ location: '5 Elm St, Austin, TX 78701', price: 100_000 }, seller.accessToken);
  });

  const search = async (query: string, token?: string) => {
    const res = await t.call('GET', `/api/v1/properties?${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.data;
  };

  it('filters by city, leaving out unpublished listings', async () => {
    const page = await search('location=Austin,%20TX');
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(3);
    expect(page.place).toMatchObject({ found: true, precision: 'city' });
  });

  it('filters by ZIP, price range, type, beds and baths', async () => {
    expect((await search('location=78701')).items).toHaveLength(2);
    expect(
      (await search('location=Austin,%20TX&minPrice=100000&maxPrice=200000')).items.map((p: any) => p.price),
    ).toEqual([130_000]);
    expect((await search('location=Austin,%20TX&type=condo,townhouse')).items).toHaveLength(2);
    expect((await search('location=Austin,%20TX&minBeds=3&minBaths=2')).items).toHaveLength(2);
  });

  it('answers an unknown place with no results', async () => {
    const page = await search('location=Atlantis,%20ZZ');
    expect(page).toMatchObject({ items: [], total: 0, place: { found: false } });
  });

  it('sorts by price both ways and pages with a cursor, without gaps or repeats', async () => {
    const asc = await search('location=TX&sort=price_asc&limit=2');
    expect(asc.items.map((p: any) => p.price)).toEqual([90_000, 130_000]);
    const next = await search(`location=TX&sort=price_asc&limit=2&cursor=${asc.nextCursor}`);
    expect(next.total).toBeNull();
    const prices = next.items.map((p: any) => p.price);
    expect(prices[0]).toBeGreaterThanOrEqual(130_000);
    const all = await search('location=TX&sort=price_asc&limit=50');
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`location=TX&sort=price_asc&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((p: any) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.items.map((p: any) => p.id));
    const desc = await search('location=Austin,%20TX&sort=price_desc');
    expect(desc.items.map((p: any) => p.price)).toEqual([210_000, 130_000, 90_000]);
  });

  it('sorts by distance from the caller and filters by radius, with distances in miles', async () => {
    const austin = { lat: 30.2672, lng: -97.7431 };
    const near = await search(`lat=${austin.lat}&lng=${austin.lng}&radius=25&sort=distance`);
    expect(near.items.length).toBeGreaterThanOrEqual(3);
    expect(near.items.every((p: any) => p.distance !== null && p.distance <= 25)).toBe(true);
    const distances = near.items.map((p: any) => p.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(near.items.some((p: any) => p.state === 'IL')).toBe(false);
  });

  it('answers bad parameters with 400 and a message, never 500', async () => {
    for (const query of [
      'sort=distance',
      'radius=10',
      'lat=100&lng=0',
      'minPrice=500&maxPrice=100',
      'type=castle',
      'limit=1000',
      'cursor=garbage',
      'sort=price_asc&cursor=WyIyMDI2IiwieCJd',
    ]) {
      const res = await t.call('GET', `/api/v1/properties?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.data.error.message, query).toBeTruthy();
    }
  });
});

describe('search cursor times', () => {
  it('answers 400, not a server error, for a cursor whose time is no real instant', async () => {
    for (const time of ['2026-13-45T99:99:99.000Z', '2026-02-30T00:00:00.000Z']) {
      const cursor = Buffer.from(JSON.stringify([time, 'x'])).toString('base64url');
      const res = await t.call('GET', `/api/v1/properties?cursor=${cursor}`);
      expect(res.status, time).toBe(400);
      expect(res.data.error.code).toBe('invalid_cursor');
    }
  });
});
