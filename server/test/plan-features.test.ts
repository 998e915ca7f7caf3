// Paid features /pricing sells (core's PLAN_FEATURES): on Free the buyers list CSV import, "Send this deal" and
// creating embed keys answer 403 plan_limit naming the feature and Pro, and change nothing; Pro may. A Free account
// keeps its buyers list (buyers join, the owner reads and exports it) and the embed keys it made on a paid plan
// (they keep serving widgets, can be renamed and revoked). GET /me/plan tells the site which features the plan has.
import { EMBED_KEY_HEADER, planFeatureMessage } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { joinBuyersList } from './support/buyers-list-fixtures';
import { CHAT_PATH, publishListing } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: Account;
const SITE = 'https://wholesaler-site.example';
const CSV = 'name,email,markets\r\nCy Cash,cy@example.com,"Dallas, TX"\r\n';

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

/** A wholesaler with a published profile, one buyer who joined, and a published Dallas listing. */
async function wholesaler(plan: 'free' | 'pro') {
  const account = await t.signUp({ fullName: 'Wes Wholesale' });
  if (plan === 'pro') await t.onPlan(account, 'pro');
  const profile = await t.call('PATCH', '/api/v1/me/profile', {
    token: account.accessToken,
    json: {
      fullName: 'Wes Wholesale',
      bio: 'Dallas deals.',
      profileTemplate: 'attract_buyers',
      profilePublished: true,
    },
  });
  expect(profile.status, profile.text).toBe(200);
  await joinBuyersList(t, account.user.id, {
    name: 'Jo Joiner',
    email: `jo-${account.user.id}@example.com`,
    phone: '(214) 555-0100',
    markets: ['Dallas, TX'],
    minPrice: null,
    maxPrice: null,
    propertyTypes: [],
    proofOfFunds: true,
    consent: true,
  });
  const listing = await publishListing(t, account, moderator, {
    title: 'Dallas ranch',
    location: '9 Elm St, Dallas, TX 75201',
    price: 150_000,
    propertyType: 'single_family',
  });
  return { account, listingId: listing.id };
}

const call = (who: Account, method: string, path: string, json?: unknown) =>
  t.call(method, `/api/v1${path}`, { token: who.accessToken, json });
const buyersOf = async (who: Account) =>
  ((await call(who, 'GET', '/me/buyers-list')).data.items as { email: string }[]).map((b) => b.email);
const dealEmails = async (ownerId: string) =>
  (
    await t.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'buyers_list_deal')
      .where('to_address', '=', `jo-${ownerId}@example.com`)
      .execute()
  ).length;
const keysOf = async (who: Account) =>
  Number(
    (
      await t.db
        .selectFrom('embed_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', who.user.id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const keyBody = { name: 'My site', allowedOrigins: [SITE] };
const embedChat = (key: string) =>
  t.call('POST', CHAT_PATH, {
    json: { messages: [{ role: 'user', content: 'What is earnest money?' }] },
    headers: { [EMBED_KEY_HEADER]: key, origin: SITE },
  });

describe('on Free', () => {
  it('refuses the buyers list CSV import and Send this deal with 403 plan_limit naming Pro, changing nothing', async () => {
    const { account, listingId } = await wholesaler('free');
    const refusal = { code: 'plan_limit', message: planFeatureMessage('free', 'buyersList') };
    expect(refusal.message).toBe(
      'Buyers list CSV import and deal emails come with the Pro plan; you are on Free.',
    );

    const imported = await call(account, 'POST', '/me/buyers-list/import', { csv: CSV });
    expect(imported.status).toBe(403);
    expect(imported.data.error).toEqual(refusal);
    expect(await buyersOf(account)).toEqual([`jo-${account.user.id}@example.com`]);

    const sent = await call(account, 'POST', '/me/buyers-list/send-deal', { propertyId: listingId });
    expect(sent.status).toBe(403);
    expect(sent.data.error).toEqual(refusal);
    expect(await dealEmails(account.user.id)).toBe(0);
  });

  it('keeps the buyers list: buyers join it, and its owner reads, tags and exports it', async () => {
    const { account } = await wholesaler('free');
    const [buyer] = (await call(account, 'GET', '/me/buyers-list')).data.items;
    expect(buyer.email).toBe(`jo-${account.user.id}@example.com`);
    expect((await call(account, 'PUT', `/me/buyers-list/${buyer.id}/tags`, { tags: ['vip'] })).status).toBe(
      200,
    );
    const exported = await call(account, 'GET', '/me/buyers-list/export');
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(`jo-${account.user.id}@example.com`);
  });

  it('refuses a new embed key with 403 plan_limit naming Pro, and creates none', async () => {
    const { account } = await wholesaler('free');
    const res = await call(account, 'POST', '/me/embed-keys', keyBody);
    expect(res.status).toBe(403);
    expect(res.data.error).toEqual({
      code: 'plan_limit',
      message: 'Embeddable widgets on your own site come with the Pro plan; you are on Free.',
    });
    expect(await keysOf(account)).toBe(0);
  });

  it('keeps the keys made on a paid plan serving widgets; they can be renamed and revoked, not added to', async () => {
    const { account } = await wholesaler('pro');
    const made = await call(account, 'POST', '/me/embed-keys', keyBody);
    expect(made.status).toBe(201);
    await t.onPlan(account, 'free');

    expect((await embedChat(made.data.key)).status).toBe(200);
    expect((await call(account, 'GET', '/me/embed-keys')).data.embedKeys).toHaveLength(1);
    expect(
      (await call(account, 'PATCH', `/me/embed-keys/${made.data.id}`, { name: 'Old site' })).status,
    ).toBe(200);
    expect((await call(account, 'POST', '/me/embed-keys', keyBody)).status).toBe(403);
    expect((await call(account, 'DELETE', `/me/embed-keys/${made.data.id}`)).status).toBe(204);
    expect((await embedChat(made.data.key)).status).toBe(403);
  });
});

describe('on Pro', () => {
  it('imports buyers, sends the deal and creates embed keys', async () => {
    const { account, listingId } = await wholesaler('pro');
    const imported = await call(account, 'POST', '/me/buyers-list/import', { csv: CSV });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.data).toEqual({ created: 1, updated: 0 });
    const sent = await call(account, 'POST', '/me/buyers-list/send-deal', { propertyId: listingId });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data.sent).toBe(2);
    expect(await dealEmails(account.user.id)).toBe(1);
    expect((await call(account, 'POST', '/me/embed-keys', keyBody)).status).toBe(201);
  });
});

describe('GET /me/plan', () => {
  it('answers the plan and the paid features it has', async () => {
    const free = await t.signUp();
    expect((await call(free, 'GET', '/me/plan')).data).toMatchObject({
      plan: 'free',
      planName: 'Free',
      features: [],
    });
    const pro = await t.signUp();
    await t.onPlan(pro, 'pro');
    expect((await call(pro, 'GET', '/me/plan')).data).toMatchObject({
      plan: 'pro',
      planName: 'Pro',
      features: ['buyersList', 'embedWidgets'],
    });
    expect((await t.call('GET', '/api/v1/me/plan')).status).toBe(401);
  });
});
