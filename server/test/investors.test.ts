// The investor directory: published profiles only, filtered by text, profile type, specialty and market, in pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

/** Publishes a profile for a new account. */
async function investor(fields: Record<string, unknown>, publish = true) {
  const account = await t.signUp({ fullName: String(fields.fullName ?? 'Some Investor') });
  const res = await t.call('PATCH', '/api/v1/me/profile', {
    token: account.accessToken,
    json: { bio: 'Investor bio.', profileTemplate: 'attract_both', ...fields, profilePublished: publish },
  });
  expect(res.status).toBe(200);
  return account.user.id as string;
}

const directory = async (query = '') => {
  const res = await t.call('GET', `/api/v1/investors${query}`);
  expect(res.status).toBe(200);
  return res.data as {
    items: { userId: string; fullName: string; email: string | null }[];
    nextCursor: string | null;
  };
};
const names = async (query = '') => (await directory(query)).items.map((item) => item.fullName);

beforeAll(async () => {
  t = await createTestApp();
  await investor({
    fullName: 'Alice Flipper',
    specialty: 'Fix and flip',
    markets: ['TX'],
    profileTemplate: 'attract_sellers',
  });
  await investor({
    fullName: 'Bob Holder',
    specialty: 'Buy and hold',
    markets: ['OK', 'TX'],
    companyName: 'Holdco 100%',
  });
  await investor({
    fullName: 'Cara Wholesale',
    specialty: 'Wholesaling',
    markets: ['FL'],
    profileTemplate: 'attract_buyers',
  });
  await investor({ fullName: 'Dan Draft', specialty: 'Fix and flip', markets: ['TX'] }, false);
});
afterAll(() => t.close());

describe('GET /investors', () => {
  it('lists published profiles only, newest published first, without contact details for anonymous visitors', async () => {
    const page = await directory();
    expect(page.items.map((item) => item.fullName)).toEqual([
      'Cara Wholesale',
      'Bob Holder',
      'Alice Flipper',
    ]);
    expect(page.items.every((item) => item.email === null)).toBe(true);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by profile type, specialty, market and search text', async () => {
    expect(await names('?profileType=attract_sellers')).toEqual(['Alice Flipper']);
    expect(await names('?specialty=flip')).toEqual(['Alice Flipper']);
    expect(await names('?market=tx')).toEqual(['Bob Holder', 'Alice Flipper']);
    expect(await names('?market=TX&profileType=attract_both')).toEqual(['Bob Holder']);
    expect(await names('?q=WHOLESALE')).toEqual(['Cara Wholesale']);
    expect(await names('?q=100%25')).toEqual(['Bob Holder']);
    expect(await names('?q=%25')).toEqual(['Bob Holder']);
    expect(await names('?q=nobody')).toEqual([]);
  });

  it('pages with a cursor until the end', async () => {
    const first = await directory('?limit=2');
    expect(first.items.map((item) => item.fullName)).toEqual(['Cara Wholesale', 'Bob Holder']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await directory(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((item) => item.fullName)).toEqual(['Alice Flipper']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 for bad filters and cursors', async () => {
    for (const query of ['?profileType=landlord', '?market=ZZ', '?cursor=garbage', '?limit=0']) {
      const res = await t.call('GET', `/api/v1/investors${query}`);
      expect(res.status, query).toBe(400);
      expect(res.data.error.code).toEqual(expect.any(String));
    }
  });
});

describe('cursor times', () => {
  it('answers 400, not a server error, for a cursor whose time is no real instant', async () => {
    for (const time of ['2026-13-45T99:99:99.000Z', '2026-02-30T00:00:00.000Z']) {
      const cursor = Buffer.from(JSON.stringify([time, 'x'])).toString('base64url');
      const res = await t.call('GET', `/api/v1/investors?cursor=${cursor}`);
      expect(res.status, time).toBe(400);
      expect(res.data.error.code).toBe('invalid_cursor');
    }
  });
});
