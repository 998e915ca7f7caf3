// The lister's card: who listed a listing, their published count and profile path; contact details only for
// signed-in viewers; 404 for listings the caller may not see; 400 for malformed ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

async function listing(token: string, action: 'publish' | 'hold' | null = 'publish') {
  const res = await t.call('POST', '/api/v1/properties', {
    token,
    json: {
      title: 'Duplex',
      location: '9 Elm St, Dallas, TX 75201',
      price: 150_000,
      propertyType: 'multi_family',
    },
  });
  expect(res.status).toBe(201);
  if (action) {
    await t.call('POST', `/api/v1/properties/${res.data.id}/moderation`, {
      token: moderator.accessToken,
      json: { action },
    });
  }
  return res.data as { id: string; shortId: string };
}

/** A seller whose profile has a company, phone and avatar; published when `published`. */
async function seller(published: boolean) {
  const account = await t.signUp({ fullName: 'Sam Seller' });
  await t.db
    .updateTable('profiles')
    .set({
      company_name: 'Sam Buys Houses LLC',
      phone: '(214) 555-0142',
      avatar_url: 'https://cdn.example/sam.webp',
      profile_published: published,
    })
    .where('user_id', '=', account.user.id)
    .execute();
  return account;
}

const lister = (id: string, token?: string) => t.call('GET', `/api/v1/properties/${id}/lister`, { token });

describe('the lister', () => {
  it('gives anonymous visitors the card without email or phone', async () => {
    const sam = await seller(true);
    const deal = await listing(sam.accessToken);
    await listing(sam.accessToken);
    await listing(sam.accessToken, 'hold');
    await listing(sam.accessToken, null);
    const res = await lister(deal.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: sam.user.id,
      fullName: 'Sam Seller',
      companyName: 'Sam Buys Houses LLC',
      avatarUrl: 'https://cdn.example/sam.webp',
      memberSince: sam.user.createdAt,
      publishedListings: 2,
      profilePath: `/profile/${sam.user.id}`,
      email: null,
      phone: null,
    });
  });

  it('gives signed-in viewers the email and phone', async () => {
    const sam = await seller(true);
    const buyer = await t.signUp();
    const deal = await listing(sam.accessToken);
    const res = await lister(deal.id, buyer.accessToken);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: sam.email, phone: '(214) 555-0142', publishedListings: 1 });
  });

  it('answers by the short id of the SEO path too', async () => {
    const sam = await seller(true);
    const deal = await listing(sam.accessToken);
    const res = await lister(deal.shortId);
    expect(res.status).toBe(200);
    expect(res.data.id).toBe(sam.user.id);
  });

  it('has no profile path until the profile is published', async () => {
    const sam = await seller(false);
    const deal = await listing(sam.accessToken);
    expect((await lister(deal.id)).data.profilePath).toBeNull();
  });

  it('answers 404 for listings the caller may not see, and shows them to their owner', async () => {
    const sam = await seller(true);
    const buyer = await t.signUp();
    const pending = await listing(sam.accessToken, null);
    for (const token of [undefined, buyer.accessToken]) {
      const res = await lister(pending.id, token);
      expect(res.status).toBe(404);
      expect(res.data.error.code).toBe('not_found');
    }
    expect((await lister(pending.id, sam.accessToken)).status).toBe(200);
    expect((await lister('0193a5c0-0000-7000-8000-000000000000')).status).toBe(404);
  });

  it.each(['not-an-id', 'ABCDEF12', '1234567', `${'a'.repeat(64)}`])(
    'answers 400 for the id %s',
    async (id) => {
      const res = await lister(id);
      expect(res.status).toBe(400);
      expect(res.data.error.code).toBe('invalid_request');
    },
  );
});
