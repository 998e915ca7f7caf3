// Saved searches: defaults and validation, owner-only access, the preview of matches, and what publishing a
// listing does: a notification to each matching owner, and instant emails (one per search a day) or a digest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEmailPreferences } from '../src/mail/email-preferences';
import { sendSavedSearchDigests } from '../src/saved-searches/saved-search-digest';
import { grantRole } from '../src/users/users-repo';
import { verifyPhone } from './support/sms-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let moderator: Account;
let seller: Account;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  seller = await t.signUp();
});
afterAll(() => t.close());

const criteria = (overrides: Record<string, unknown> = {}) => ({
  location: 'Dallas, TX',
  minPrice: null,
  maxPrice: null,
  propertyType: null,
  ...overrides,
});

async function create(who: Account, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/me/saved-searches', { token: who.accessToken, json: body });
  expect(res.status, res.text).toBe(201);
  return res.data as { id: string; name: string; criteria: Record<string, unknown>; tooBroad: boolean };
}

/** A listing by `owner` (the seller by default), published unless `publish` is false. */
async function listing(
  fields: Record<string, unknown>,
  options: { owner?: Account; publish?: boolean } = {},
) {
  const res = await t.call('POST', '/api/v1/properties', {
    token: (options.owner ?? seller).accessToken,
    json: { title: 'Brick ranch', price: 150_000, propertyType: 'single_family', ...fields },
  });
  expect(res.status, res.text).toBe(201);
  if (options.publish !== false) await publish(res.data.id);
  return res.data as { id: string };
}

async function publish(id: string, action = 'publish') {
  const res = await t.call('POST', `/api/v1/properties/${id}/moderation`, {
    token: moderator.accessToken,
    json: { action },
  });
  expect(res.status, res.text).toBe(200);
}

const matchAlerts = (who: Account) =>
  t.db
    .selectFrom('alerts')
    .select(['property_id', 'title', 'link'])
    .where('user_id', '=', who.user.id)
    .where('kind', '=', 'savedSearchMatch')
    .orderBy('id')
    .execute();

const emailsTo = (who: Account) =>
  t.db
    .selectFrom('email_outbox')
    .select(['kind', 'subject', 'text_body', 'dedupe_key'])
    .where('user_id', '=', who.user.id)
    .orderBy('created_at')
    .execute();

describe('creating and reading saved searches', () => {
  it('saves with email alerts on and text alerts off by default, any type written as null', async () => {
    const buyer = await t.signUp();
    const saved = await create(buyer, { name: 'Dallas homes', criteria: criteria({ propertyType: 'any' }) });
    expect(saved).toMatchObject({
      name: 'Dallas homes',
      criteria: { location: 'Dallas, TX', minPrice: null, maxPrice: null, propertyType: null },
      notifyEmail: true,
      notifySms: false,
      placeFound: true,
      tooBroad: false,
    });
    // Text alerts need a verified phone (issue 26).
    await verifyPhone(t, buyer.accessToken, '(212) 555-0188');
    const flags = await create(buyer, {
      name: 'Quiet',
      criteria: criteria(),
      notifyEmail: false,
      notifySms: true,
    });
    expect(flags).toMatchObject({ notifyEmail: false, notifySms: true });
    const list = await t.call('GET', '/api/v1/me/saved-searches', { token: buyer.accessToken });
    expect(list.data.items.map((item: { id: string }) => item.id)).toEqual([flags.id, saved.id]);
    const one = await t.call('GET', `/api/v1/me/saved-searches/${saved.id}`, { token: buyer.accessToken });
    expect(one.data).toEqual(saved);
  });

  it('answers 400 for invalid bodies and 401 without a session', async () => {
    const buyer = await t.signUp();
    const bad = [
      { criteria: criteria() },
      { name: '   ', criteria: criteria() },
      { name: 'x'.repeat(101), criteria: criteria() },
      { name: 'Prices', criteria: criteria({ minPrice: 300_000, maxPrice: 100_000 }) },
      { name: 'Type', criteria: criteria({ propertyType: 'castle' }) },
      { name: 'Cents', criteria: criteria({ minPrice: 10.5 }) },
      { name: 'Negative', criteria: criteria({ maxPrice: -1 }) },
      { name: 'Flags', criteria: criteria(), notifyEmail: 'yes' },
      { name: 'No criteria' },
    ];
    for (const body of bad) {
      const res = await t.call('POST', '/api/v1/me/saved-searches', { token: buyer.accessToken, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data.error.code).toEqual(expect.any(String));
    }
    const anonymous = await t.call('POST', '/api/v1/me/saved-searches', {
      json: { name: 'x', criteria: criteria() },
    });
    expect(anonymous.status).toBe(401);
    expect((await t.call('GET', '/api/v1/me/saved-searches')).status).toBe(401);
  });

  it('flags a search with nothing to narrow it, or a whole large state, as too broad', async () => {
    const buyer = await t.signUp();
    expect((await create(buyer, { name: 'All', criteria: criteria({ location: '' }) })).tooBroad).toBe(true);
    expect((await create(buyer, { name: 'Texas', criteria: criteria({ location: 'TX' }) })).tooBroad).toBe(
      true,
    );
    const cheapTexas = await create(buyer, {
      name: 'Cheap TX',
      criteria: criteria({ location: 'TX', maxPrice: 100_000 }),
    });
    expect(cheapTexas.tooBroad).toBe(false);
    // A Free account keeps 3 saved searches (plan-quotas.test.ts): a fourth goes to another buyer.
    const other = await t.signUp();
    expect((await create(other, { name: 'Vermont', criteria: criteria({ location: 'VT' }) })).tooBroad).toBe(
      false,
    );
  });
});

describe('changing and deleting', () => {
  it('changes the name, criteria and flags, and deletes', async () => {
    const buyer = await t.signUp();
    const saved = await create(buyer, { name: 'First', criteria: criteria() });
    const res = await t.call('PATCH', `/api/v1/me/saved-searches/${saved.id}`, {
      token: buyer.accessToken,
      json: {
        name: 'Renamed',
        criteria: criteria({ location: 'Austin, TX', maxPrice: 200_000 }),
        notifyEmail: false,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Renamed',
      criteria: { location: 'Austin, TX', maxPrice: 200_000 },
      notifyEmail: false,
      notifySms: false,
    });
    const empty = await t.call('PATCH', `/api/v1/me/saved-searches/${saved.id}`, {
      token: buyer.accessToken,
      json: {},
    });
    expect(empty.status).toBe(400);
    const deleted = await t.call('DELETE', `/api/v1/me/saved-searches/${saved.id}`, {
      token: buyer.accessToken,
    });
    expect(deleted.status).toBe(204);
    const again = await t.call('GET', `/api/v1/me/saved-searches/${saved.id}`, { token: buyer.accessToken });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's search on every route, and leaves it untouched", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const saved = await create(owner, { name: 'Mine', criteria: criteria() });
    const path = `/api/v1/me/saved-searches/${saved.id}`;
    for (const [method, url, json] of [
      ['GET', path, undefined],
      ['PATCH', path, { name: 'Stolen' }],
      ['DELETE', path, undefined],
      ['GET', `${path}/matches`, undefined],
    ] as const) {
      const res = await t.call(method, url, { token: other.accessToken, json });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.data.error.code).toBe('not_found');
    }
    const mine = await t.call('GET', path, { token: owner.accessToken });
    expect(mine.data.name).toBe('Mine');
  });
});

describe('preview of matches', () => {
  it('lists the public listings the search matches now, as GET /properties does, page by page', async () => {
    const buyer = await t.signUp();
    const cheap = await listing({ location: '1 Oak St, Tulsa, OK 74103', price: 80_000 });
    const condo = await listing({
      location: '2 Oak St, Tulsa, OK 74103',
      price: 90_000,
      propertyType: 'condo',
    });
    await listing({ location: '3 Oak St, Tulsa, OK 74103', price: 400_000 });
    await listing({ location: '4 Oak St, Tulsa, OK 74103', price: 70_000 }, { publish: false });
    await listing({ location: '5 Oak St, Oklahoma City, OK 73102', price: 60_000 });
    const saved = await create(buyer, {
      name: 'Tulsa',
      criteria: criteria({ location: 'Tulsa, OK', maxPrice: 100_000 }),
    });
    const res = await t.call('GET', `/api/v1/me/saved-searches/${saved.id}/matches`, {
      token: buyer.accessToken,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data.items.map((item: { id: string }) => item.id).sort()).toEqual([cheap.id, condo.id].sort());
    expect(res.data.total).toBe(2);
    const direct = await t.call('GET', '/api/v1/properties?location=Tulsa,%20OK&maxPrice=100000', {
      token: buyer.accessToken,
    });
    expect(res.data).toEqual(direct.data);

    const first = await t.call('GET', `/api/v1/me/saved-searches/${saved.id}/matches?limit=1`, {
      token: buyer.accessToken,
    });
    expect(first.data.items).toHaveLength(1);
    const second = await t.call(
      'GET',
      `/api/v1/me/saved-searches/${saved.id}/matches?limit=1&cursor=${encodeURIComponent(first.data.nextCursor)}`,
      { token: buyer.accessToken },
    );
    expect(second.data.items).toHaveLength(1);
    expect(second.data.items[0].id).not.toBe(first.data.items[0].id);
    const badLimit = await t.call('GET', `/api/v1/me/saved-searches/${saved.id}/matches?limit=0`, {
      token: buyer.accessToken,
    });
    expect(badLimit.status).toBe(400);
  });
});

describe('publishing a listing', () => {
  it('notifies the owners of matching searches only, never the listing owner, linking to the listing', async () => {
    const matching = await t.signUp();
    const twice = await t.signUp();
    const other = await t.signUp();
    await create(matching, {
      name: 'Boise',
      criteria: criteria({ location: 'Boise, ID', maxPrice: 200_000 }),
    });
    await create(twice, { name: 'Boise A', criteria: criteria({ location: 'Boise, ID' }) });
    await create(twice, {
      name: 'Idaho homes',
      criteria: criteria({ location: 'ID', propertyType: 'single_family' }),
    });
    await create(other, {
      name: 'Expensive',
      criteria: criteria({ location: 'Boise, ID', minPrice: 500_000 }),
    });
    await create(other, {
      name: 'Condos',
      criteria: criteria({ location: 'Boise, ID', propertyType: 'condo' }),
    });
    await create(other, { name: 'Elsewhere', criteria: criteria({ location: 'Portland, OR' }) });
    await create(seller, { name: 'My own', criteria: criteria({ location: 'Boise, ID' }) });

    const held = await listing({ location: '7 Pine St, Boise, ID 83702' }, { publish: false });
    expect(await matchAlerts(matching)).toEqual([]);
    await publish(held.id);

    const [alert] = await matchAlerts(matching);
    expect(alert).toEqual({
      property_id: held.id,
      title: 'New Match for Your Saved Search',
      link: `/property/${held.id}`,
    });
    expect(await matchAlerts(twice)).toHaveLength(1);
    expect(await matchAlerts(other)).toEqual([]);
    expect(await matchAlerts(seller)).toEqual([]);

    // Held and published again: the searches already heard of it.
    await publish(held.id, 'hold');
    await publish(held.id);
    expect(await matchAlerts(matching)).toHaveLength(1);
  });

  it('emails at most once per search a day, and never for a too-broad search', async () => {
    const buyer = await t.signUp();
    const broad = await t.signUp();
    const quiet = await t.signUp();
    const saved = await create(buyer, { name: 'Reno deals', criteria: criteria({ location: 'Reno, NV' }) });
    await create(broad, { name: 'Everything', criteria: criteria({ location: '' }) });
    await create(quiet, {
      name: 'No email',
      criteria: criteria({ location: 'Reno, NV' }),
      notifyEmail: false,
    });

    const first = await listing({ location: '1 Lake St, Reno, NV 89501', title: 'Lake house' });
    await listing({ location: '2 Lake St, Reno, NV 89501', title: 'Second house' });

    const emails = await emailsTo(buyer);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'saved_search_instant',
      subject: 'New match for your saved search "Reno deals"',
      dedupe_key: `saved-search:${saved.id}:${new Date().toISOString().slice(0, 10)}`,
    });
    expect(emails[0]!.text_body).toContain(`/property/${first.id}`);
    expect(emails[0]!.text_body).toContain('Lake house');

    expect(await matchAlerts(broad)).toHaveLength(2);
    expect(await emailsTo(broad)).toEqual([]);
    expect(await matchAlerts(quiet)).toHaveLength(2);
    expect(await emailsTo(quiet)).toEqual([]);
  });

  it('collects matches into one daily digest for users who chose it', async () => {
    const buyer = await t.signUp();
    await setEmailPreferences(t.db, buyer.user.id, {
      saved_search_instant: false,
      saved_search_digest: true,
    });
    await create(buyer, { name: 'Fargo A', criteria: criteria({ location: 'Fargo, ND' }) });
    await create(buyer, {
      name: 'Fargo cheap',
      criteria: criteria({ location: 'Fargo, ND', maxPrice: 100_000 }),
    });
    const one = await listing({ location: '1 Main Ave, Fargo, ND 58102', title: 'Fargo one', price: 90_000 });
    const two = await listing({
      location: '2 Main Ave, Fargo, ND 58102',
      title: 'Fargo two',
      price: 190_000,
    });
    expect(await emailsTo(buyer)).toEqual([]);

    // Not before the day is over: today's matches wait for tomorrow's digest.
    await sendSavedSearchDigests(t.deps);
    expect(await emailsTo(buyer)).toEqual([]);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await sendSavedSearchDigests(t.deps, tomorrow)).toBeGreaterThanOrEqual(1);
    const emails = await emailsTo(buyer);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'saved_search_digest',
      subject: '2 new listings match your saved searches',
    });
    expect(emails[0]!.text_body).toContain(`/property/${one.id}`);
    expect(emails[0]!.text_body).toContain(`/property/${two.id}`);
    expect(emails[0]!.text_body).toContain('[Fargo cheap] Fargo one');

    await sendSavedSearchDigests(t.deps, tomorrow);
    expect(await emailsTo(buyer)).toHaveLength(1);
  });
});

describe('preview cursor times', () => {
  it('answers 400, not a server error, for a cursor whose time is no real instant', async () => {
    const owner = await t.signUp();
    const saved = await create(owner, { name: 'Mine', criteria: criteria() });
    const time = '2026-13-45T99:99:99.000Z';
    const cursor = Buffer.from(JSON.stringify([time, 'x'])).toString('base64url');
    const res = await t.call('GET', `/api/v1/me/saved-searches/${saved.id}/matches?cursor=${cursor}`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(400);
    expect(res.data.error.code).toBe('invalid_cursor');
  });
});
