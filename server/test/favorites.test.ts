// Favorites: saving and unsaving are idempotent, the list is newest saved first and private to its owner, listings
// that stop being visible drop out, and the routes refuse anonymous callers and malformed ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;
let seller: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  seller = await t.signUp();
});
afterAll(() => t.close());

/** A listing by the seller, published unless `publish` is false. */
async function listing(title = 'Brick ranch', publish = true) {
  const res = await t.call('POST', '/api/v1/properties', {
    token: seller.accessToken,
    json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
  });
  expect(res.status).toBe(201);
  if (publish) {
    const moderated = await t.call('POST', `/api/v1/properties/${res.data.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'publish' },
    });
    expect(moderated.status).toBe(200);
  }
  return res.data as { id: string; shortId: string };
}

const save = (token: string, id: string) => t.call('PUT', `/api/v1/me/favorites/${id}`, { token });
const unsave = (token: string, id: string) => t.call('DELETE', `/api/v1/me/favorites/${id}`, { token });
const saved = async (token: string) => {
  const res = await t.call('GET', '/api/v1/me/favorites', { token });
  expect(res.status).toBe(200);
  return res.data.items as { id: string; title: string; location: string; locationTruncated: boolean }[];
};
const savedIds = async (token: string) => {
  const res = await t.call('GET', '/api/v1/me/favorites/ids', { token });
  expect(res.status).toBe(200);
  return res.data.ids as string[];
};
/** Saves happen in distinct milliseconds, so "newest saved first" has one answer. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('saving a listing', () => {
  it('saves once however often it is saved, keeping the first save time', async () => {
    const buyer = await t.signUp();
    const deal = await listing();
    const first = await save(buyer.accessToken, deal.id);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ propertyId: deal.id, savedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(first.data.savedAt))).toBe(false);
    await nextMillisecond();
    const again = await save(buyer.accessToken, deal.id);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await savedIds(buyer.accessToken)).toEqual([deal.id]);
    expect((await saved(buyer.accessToken)).map((item) => item.id)).toEqual([deal.id]);
  });

  it('unsaves idempotently: 204 whether or not it was saved', async () => {
    const buyer = await t.signUp();
    const deal = await listing();
    await save(buyer.accessToken, deal.id);
    const removed = await unsave(buyer.accessToken, deal.id);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await unsave(buyer.accessToken, deal.id)).status).toBe(204);
    expect(await savedIds(buyer.accessToken)).toEqual([]);
    expect(await saved(buyer.accessToken)).toEqual([]);
  });

  it('lists saved listings newest saved first, serialized for the caller', async () => {
    const buyer = await t.signUp();
    const older = await listing('Older listing');
    const newer = await listing('Newer listing');
    await save(buyer.accessToken, newer.id);
    await nextMillisecond();
    await save(buyer.accessToken, older.id);
    const items = await saved(buyer.accessToken);
    expect(items.map((item) => item.title)).toEqual(['Older listing', 'Newer listing']);
    // Signed in: the full location, as GET /properties/{id} gives the same caller.
    expect(items[0]).toMatchObject({ location: '9 Elm St, Dallas, TX 75201', locationTruncated: false });
    const one = await t.call('GET', `/api/v1/properties/${older.id}`, { token: buyer.accessToken });
    expect(items[0]).toEqual(one.data);
    expect(await savedIds(buyer.accessToken)).toEqual([older.id, newer.id]);
  });
});

describe('privacy', () => {
  it("never shows one user's favorites to another, and unsaving affects only the caller", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const deal = await listing();
    await save(alice.accessToken, deal.id);
    expect(await saved(bob.accessToken)).toEqual([]);
    expect(await savedIds(bob.accessToken)).toEqual([]);
    await save(bob.accessToken, deal.id);
    expect((await unsave(bob.accessToken, deal.id)).status).toBe(204);
    expect(await savedIds(alice.accessToken)).toEqual([deal.id]);
  });

  it('answers 401 to anonymous callers on every route', async () => {
    const deal = await listing();
    for (const [method, path] of [
      ['GET', '/api/v1/me/favorites'],
      ['GET', '/api/v1/me/favorites/ids'],
      ['PUT', `/api/v1/me/favorites/${deal.id}`],
      ['DELETE', `/api/v1/me/favorites/${deal.id}`],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.data.error.code).toBe('unauthorized');
    }
  });
});

describe('listings that are not visible', () => {
  it('cannot be saved by others (404), but their owner can save their own', async () => {
    const buyer = await t.signUp();
    const pending = await listing('Pending listing', false);
    const res = await save(buyer.accessToken, pending.id);
    expect(res.status).toBe(404);
    expect(res.data.error.code).toBe('not_found');
    expect((await save(seller.accessToken, pending.id)).status).toBe(200);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const buyer = await t.signUp();
    const res = await save(buyer.accessToken, '0193a5c0-0000-7000-8000-000000000000');
    expect(res.status).toBe(404);
  });

  it('leave the list when archived or put on hold, and come back when published again', async () => {
    const buyer = await t.signUp();
    const archived = await listing('Archived later');
    const held = await listing('Held later');
    const kept = await listing('Still public');
    for (const deal of [archived, held, kept]) await save(buyer.accessToken, deal.id);
    expect(
      (await t.call('DELETE', `/api/v1/properties/${archived.id}`, { token: seller.accessToken })).status,
    ).toBe(204);
    await t.call('POST', `/api/v1/properties/${held.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'hold' },
    });
    expect((await saved(buyer.accessToken)).map((item) => item.id)).toEqual([kept.id]);
    expect(await savedIds(buyer.accessToken)).toEqual([kept.id]);
    // Staff may still open the held listing, so it stays in a moderator's own list.
    await save(moderator.accessToken, held.id);
    expect(await savedIds(moderator.accessToken)).toContain(held.id);

    await t.call('POST', `/api/v1/properties/${held.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'publish' },
    });
    expect(await savedIds(buyer.accessToken)).toContain(held.id);
    // A hidden listing can still be removed from the favorites.
    expect((await unsave(buyer.accessToken, archived.id)).status).toBe(204);
  });

  it('are removed with the listing and with the account (cascades)', async () => {
    const buyer = await t.signUp();
    const deal = await listing();
    await save(buyer.accessToken, deal.id);
    await t.db.deleteFrom('properties').where('id', '=', deal.id).execute();
    const left = await t.db.selectFrom('favorites').selectAll().where('property_id', '=', deal.id).execute();
    expect(left).toEqual([]);
    const other = await listing();
    await save(buyer.accessToken, other.id);
    await t.db.deleteFrom('users').where('id', '=', buyer.user.id).execute();
    const orphans = await t.db
      .selectFrom('favorites')
      .selectAll()
      .where('user_id', '=', buyer.user.id)
      .execute();
    expect(orphans).toEqual([]);
  });
});

describe('bad ids', () => {
  it.each(['not-a-uuid', '12345678', '0193A5C0-0000-7000-8000-000000000000', `${'a'.repeat(40)}`])(
    'answers 400 for %s',
    async (id) => {
      const buyer = await t.signUp();
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await t.call(method, `/api/v1/me/favorites/${id}`, { token: buyer.accessToken });
        expect(res.status, method).toBe(400);
        expect(res.data.error.code).toBe('invalid_request');
      }
    },
  );
});

describe('documentation', () => {
  it('lists the favorites and lister routes in the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.data.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/me/favorites',
        '/api/v1/me/favorites/ids',
        '/api/v1/me/favorites/{propertyId}',
        '/api/v1/properties/{id}/lister',
      ]),
    );
  });
});

describe("another user's removal", () => {
  it('removes only their own saved listing, never mine', async () => {
    const mine = await t.signUp();
    const other = await t.signUp();
    const deal = await listing('Shared deal');
    expect((await save(mine.accessToken, deal.id)).status).toBe(200);
    expect((await unsave(other.accessToken, deal.id)).status).toBe(204);
    expect(await savedIds(mine.accessToken)).toEqual([deal.id]);
  });
});
