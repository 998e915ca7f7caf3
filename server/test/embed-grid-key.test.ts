// Embed keys on the widgets' reads: a grid (GET /api/v1/properties?embedKey=) lists only the key owner's published
// listings whatever lister the page asks for, a card (GET /api/v1/cards/{ref}?embedKey=) only the owner's card, and
// only from the key's allowed origins (refusals name the fix); without a key both read public data as before.
import { EMBED_KEY_MESSAGES, originNotAllowedMessage } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { publishListing } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const SITE = 'https://wholesaler-site.example';

let t: TestApp;
let owner: Account;
let other: Account;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  owner = await t.signUp();
  await t.onPlan(owner, 'pro');
  other = await t.signUp();
  await publishListing(t, owner, moderator, {
    title: 'Owner bungalow',
    location: '77 Pine St, Dallas, TX 75204',
    price: 120_000,
    beds: 3,
    propertyType: 'single_family',
  });
  await publishListing(t, other, moderator, {
    title: 'Other duplex',
    location: '12 Elm St, Dallas, TX 75204',
    price: 140_000,
    beds: 4,
    propertyType: 'multi_family',
  });
  const made = await t.call('POST', '/api/v1/me/embed-keys', {
    token: owner.accessToken,
    json: { name: 'Site', allowedOrigins: [SITE] },
  });
  expect(made.status).toBe(201);
  key = (made.data as { key: string }).key;
});
afterAll(() => t.close());

const titles = (data: unknown) => (data as { items: { title: string }[] }).items.map((item) => item.title);
const grid = (query: string, origin: string | null = SITE) =>
  t.call('GET', `/api/v1/properties?${query}`, origin ? { headers: { origin } } : {});

describe('an embedded grid with a key', () => {
  it("shows only the key owner's listings, even when the page asks for another lister", async () => {
    const res = await grid(`embedKey=${key}`);
    expect(res.status).toBe(200);
    expect(titles(res.data)).toEqual(['Owner bungalow']);
    const asked = await grid(`embedKey=${key}&lister=${other.user.id}`);
    expect(titles(asked.data)).toEqual(['Owner bungalow']);
  });

  it('is refused on an origin the key does not allow, naming the fix, and without an origin', async () => {
    const www = await grid(`embedKey=${key}`, 'https://www.wholesaler-site.example');
    expect(www.status).toBe(403);
    expect(www.data).toEqual({
      error: {
        code: 'embed_origin_not_allowed',
        message: originNotAllowedMessage('https://www.wholesaler-site.example', [SITE]),
      },
    });
    expect((await grid(`embedKey=${key}`, null)).status).toBe(403);
  });

  it("works in the marketplace's own dashboard preview: a same-origin GET carries no Origin header", async () => {
    const preview = await t.call('GET', `/api/v1/properties?embedKey=${key}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(preview.status).toBe(200);
    expect(titles(preview.data)).toEqual(['Owner bungalow']);
    const crossSite = await t.call('GET', `/api/v1/properties?embedKey=${key}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('is refused with an unknown or malformed key', async () => {
    for (const bad of ['dlk_000000000000000000000000', 'nope']) {
      const res = await grid(`embedKey=${bad}`);
      expect(res.status).toBe(403);
      expect(res.data).toEqual({
        error: { code: 'embed_key_invalid', message: EMBED_KEY_MESSAGES.keyInvalid },
      });
    }
  });

  it('without a key reads public listings as before', async () => {
    const res = await grid('');
    expect(res.status).toBe(200);
    expect(titles(res.data).sort()).toEqual(['Other duplex', 'Owner bungalow']);
  });
});

describe('an embedded business card with a key', () => {
  let ownCard: string;
  let otherCard: string;
  const createCard = async (account: Account, fullName: string) => {
    const res = await t.call('POST', '/api/v1/me/business-cards', {
      token: account.accessToken,
      json: { fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com` },
    });
    expect(res.status).toBe(201);
    return (res.data as { id: string }).id;
  };
  beforeAll(async () => {
    ownCard = await createCard(owner, 'Olivia Owner');
    otherCard = await createCard(other, 'Oscar Other');
  });
  const card = (id: string, query: string, origin: string | null = SITE) =>
    t.call('GET', `/api/v1/cards/${id}${query}`, origin ? { headers: { origin } } : {});

  it("shows the key owner's card on the key's origins", async () => {
    const res = await card(ownCard, `?embedKey=${key}`);
    expect(res.status).toBe(200);
    expect((res.data as { fullName: string }).fullName).toBe('Olivia Owner');
  });

  it("refuses another user's card, and any card on an origin the key does not allow", async () => {
    const res = await card(otherCard, `?embedKey=${key}`);
    expect(res.status).toBe(403);
    expect(res.data).toEqual({
      error: { code: 'embed_card_not_owned', message: EMBED_KEY_MESSAGES.cardNotOwned },
    });
    expect((await card(ownCard, `?embedKey=${key}`, 'https://copycat.example')).status).toBe(403);
  });

  it('without a key shows any active card, as before', async () => {
    expect((await card(otherCard, '')).status).toBe(200);
  });
});
