// Plan limits and daily quotas on creation: Free keeps 3 saved searches (/pricing's promise) and Pro lifts it;
// a script creating listings is stopped at the day's quota; each refusal names the limit and the plan that lifts
// it, and creates nothing.
import { PLAN_QUOTAS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const savedSearch = (who: Account, name: string) =>
  t.call('POST', '/api/v1/me/saved-searches', {
    token: who.accessToken,
    json: { name, criteria: { location: 'Dallas, TX', minPrice: null, maxPrice: null, propertyType: null } },
  });

const listing = (who: Account, title: string) =>
  t.call('POST', '/api/v1/properties', {
    token: who.accessToken,
    json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
  });

const count = async (table: 'saved_searches' | 'properties' | 'embed_keys', userId: string) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function onPlan(who: Account, planId: string) {
  await t.db
    .insertInto('billing_customers')
    .values({
      user_id: who.user.id,
      stripe_customer_id: null,
      plan_id: planId,
      updated_at: new Date().toISOString(),
    })
    .execute();
}

describe('saved searches', () => {
  it('Free keeps 3: the 4th is refused with 403 plan_limit naming the limit and Pro, and nothing is saved', async () => {
    const user = await t.signUp();
    for (let n = 1; n <= 3; n++) expect((await savedSearch(user, `Search ${n}`)).status).toBe(201);
    const listed = await t.call('GET', '/api/v1/me/saved-searches', { token: user.accessToken });
    expect(listed.data.usage).toEqual({
      plan: 'free',
      used: 3,
      limit: 3,
      text: '3 of 3 saved searches used. Pro lifts the limit.',
    });
    const refused = await savedSearch(user, 'Search 4');
    expect(refused.status).toBe(403);
    expect(refused.data.error).toEqual({
      code: 'plan_limit',
      message: 'The Free plan allows 3 saved searches; delete one to add another. Pro lifts the limit.',
    });
    expect(await count('saved_searches', user.user.id)).toBe(3);
    // Deleting one frees a place.
    const first = listed.data.items[0].id;
    expect(
      (await t.call('DELETE', `/api/v1/me/saved-searches/${first}`, { token: user.accessToken })).status,
    ).toBe(204);
    expect((await savedSearch(user, 'Search 4')).status).toBe(201);
  });

  it('parallel creations cannot pass the limit: of 8 at once on Free exactly 3 are saved, the rest refused', async () => {
    const user = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => savedSearch(user, `Parallel ${n}`)),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    for (const refused of results.filter((res) => res.status === 403)) {
      expect(refused.data.error.code).toBe('plan_limit');
    }
    expect(await count('saved_searches', user.user.id)).toBe(3);
  });

  it('Pro keeps more than 3 and shows no limit', async () => {
    const user = await t.signUp();
    await onPlan(user, 'pro');
    for (let n = 1; n <= 5; n++) expect((await savedSearch(user, `Search ${n}`)).status).toBe(201);
    const listed = await t.call('GET', '/api/v1/me/saved-searches', { token: user.accessToken });
    expect(listed.data.usage).toEqual({ plan: 'pro', used: 5, limit: null, text: null });
  });
});

describe('daily quotas', () => {
  it("stops a script at the day's listing quota with 429 quota_exceeded and Retry-After", async () => {
    const user = await t.signUp();
    const quota = PLAN_QUOTAS.free.listings.perDay;
    const results = [];
    for (let n = 0; n < quota + 3; n++) results.push((await listing(user, `Flood ${n}`)).status);
    expect(results.filter((status) => status === 201)).toHaveLength(quota);
    expect(results.slice(quota)).toEqual([429, 429, 429]);
    const refused = await listing(user, 'One more');
    expect(refused.data.error).toEqual({
      code: 'quota_exceeded',
      message: `The Free plan allows ${quota} listings a day; try again tomorrow. Pro allows ${PLAN_QUOTAS.pro.listings.perDay} a day.`,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await count('properties', user.user.id)).toBe(quota);
    // Another account is not affected.
    expect((await listing(await t.signUp(), 'Neighbour')).status).toBe(201);
  });

  it('embed keys: Pro keeps 20, Team 50', async () => {
    const user = await t.signUp();
    await onPlan(user, 'pro');
    const create = (name: string) =>
      t.call('POST', '/api/v1/me/embed-keys', {
        token: user.accessToken,
        json: { name, allowedOrigins: ['https://a.example.com'] },
      });
    for (let n = 0; n < 20; n++) expect((await create(`Key ${n}`)).status).toBe(201);
    const refused = await create('Key 20');
    expect(refused.status).toBe(403);
    expect(refused.data.error).toEqual({
      code: 'plan_limit',
      message: 'The Pro plan allows 20 embed keys; delete one to add another. Team allows 50 embed keys.',
    });
    expect(await count('embed_keys', user.user.id)).toBe(20);
    await t.db
      .updateTable('billing_customers')
      .set({ plan_id: 'team' })
      .where('user_id', '=', user.user.id)
      .execute();
    expect((await create('Key 20')).status).toBe(201);
  });
});

describe('what is left, for the pages where things are created (GET /me/plan)', () => {
  const quotasOf = async (who: Account) =>
    (await t.call('GET', '/api/v1/me/plan', { token: who.accessToken })).data.quotas;

  it("answers each limit's use and line, and the day's quota once it is close", async () => {
    const user = await t.signUp();
    await savedSearch(user, 'One');
    await savedSearch(user, 'Two');
    const quotas = await quotasOf(user);
    expect(quotas.savedSearches).toEqual({
      used: 2,
      limit: 3,
      text: '2 of 3 saved searches used. Pro lifts the limit.',
      createdToday: 2,
      perDay: PLAN_QUOTAS.free.savedSearches.perDay,
      todayText: null,
    });
    expect(quotas.listings).toMatchObject({ used: 0, limit: null, text: null, todayText: null });
    expect(quotas.businessCards).toMatchObject({ used: 0, limit: 20, text: '0 of 20 business cards used.' });

    const perDay = PLAN_QUOTAS.free.listings.perDay;
    for (let n = 0; n < perDay - 10; n++) expect((await listing(user, `Batch ${n}`)).status).toBe(201);
    expect((await quotasOf(user)).listings).toMatchObject({
      createdToday: perDay - 10,
      todayText: `10 more listings today: the Free plan allows ${perDay} a day. Pro allows ${PLAN_QUOTAS.pro.listings.perDay} a day.`,
    });
  });

  it('answers the embed keys a paid plan keeps', async () => {
    const user = await t.signUp();
    await onPlan(user, 'pro');
    const made = await t.call('POST', '/api/v1/me/embed-keys', {
      token: user.accessToken,
      json: { name: 'Site', allowedOrigins: ['https://a.example.com'] },
    });
    expect(made.status).toBe(201);
    expect((await quotasOf(user)).embedKeys).toMatchObject({
      used: 1,
      limit: 20,
      text: '1 of 20 embed keys used. Team allows 50.',
    });
  });
});
