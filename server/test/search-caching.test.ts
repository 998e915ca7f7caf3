// A browser may reuse a listing search answer briefly (a repeat visit to a page with the SDK's grid shows it from
// its cache): an anonymous search for a minute (stale for five more while it asks again), a search with an embed
// key only in the browser and per page origin; a signed-in search, a refusal and a bad request are never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_KEY_SEARCH_CACHE, PUBLIC_SEARCH_CACHE } from '../src/search/search-caching';
import { grantRole } from '../src/users/users-repo';
import { publishListing } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const SITE = 'https://wholesaler-site.example';

let t: TestApp;
let owner: Account;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  owner = await t.signUp();
  await t.onPlan(owner, 'pro');
  await publishListing(t, owner, moderator, {
    title: 'Cached bungalow',
    location: '77 Pine St, Dallas, TX 75204',
    price: 120_000,
    beds: 3,
    propertyType: 'single_family',
  });
  const made = await t.call('POST', '/api/v1/me/embed-keys', {
    token: owner.accessToken,
    json: { name: 'Site', allowedOrigins: [SITE] },
  });
  expect(made.status).toBe(201);
  key = (made.data as { key: string }).key;
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v1/properties${query}`, { headers: { 'accept-encoding': 'br', ...headers } });
const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(/,\s*/);

describe('caching of listing searches', () => {
  it('lets anyone keep an anonymous search a minute, never for a signed-in caller', async () => {
    for (const query of ['?limit=6', `?lister=${owner.user.id}&limit=6`, '?location=Nowhereville%2C%20ZZ']) {
      const res = await search(query);
      expect(res.status).toBe(200);
      expect([query, res.headers.get('cache-control')]).toEqual([query, PUBLIC_SEARCH_CACHE]);
      expect(varyOf(res)).toEqual(expect.arrayContaining(['Authorization', 'Accept-Encoding']));
    }
    const signedIn = await search('?limit=6', { authorization: `Bearer ${owner.accessToken}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a search with an embed key in the browser only, per page origin', async () => {
    const res = await search(`?embedKey=${key}`, { origin: SITE });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(EMBED_KEY_SEARCH_CACHE);
    expect(varyOf(res)).toEqual(expect.arrayContaining(['Authorization', 'Origin', 'Sec-Fetch-Site']));
  });

  it('stores no refusal and no bad request', async () => {
    const refused = await search(`?embedKey=${key}`, { origin: 'https://copycat.example' });
    expect(refused.status).toBe(403);
    const bad = await search('?limit=nope');
    expect(bad.status).toBe(400);
    for (const res of [refused, bad]) expect(res.headers.get('cache-control') ?? '').not.toContain('max-age');
  });
});
