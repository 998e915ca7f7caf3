// Embed keys (a Pro feature; the Free refusal is in plan-features.test.ts): a user creates, lists, edits and
// revokes their own keys; origins are normalised; bad input answers 400 with core's message and changes nothing;
// another user's key id answers 404.
import {
  EMBED_KEY_MAX_ORIGINS,
  EMBED_KEY_MESSAGES,
  EMBED_KEY_NAME_MAX,
  EMBED_KEY_PATTERN,
} from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v1/me/embed-keys';
/** A new user on Pro, which has embed keys. */
const proUser = async () => {
  const user = await t.signUp();
  await t.onPlan(user, 'pro');
  return user;
};
const list = async (who: Account) => (await t.call('GET', PATH, { token: who.accessToken })).data.embedKeys;
const create = (who: Account, json: unknown) => t.call('POST', PATH, { token: who.accessToken, json });
const edit = (who: Account, id: string, json: unknown) =>
  t.call('PATCH', `${PATH}/${id}`, { token: who.accessToken, json });
const revoke = (who: Account, id: string) => t.call('DELETE', `${PATH}/${id}`, { token: who.accessToken });

describe('managing keys', () => {
  it('creates a key with a fresh dlk_ value and normalised origins, and lists it for its owner only', async () => {
    const owner = await proUser();
    const other = await t.signUp();
    const res = await create(owner, {
      name: '  My site  ',
      allowedOrigins: ['https://WWW.Example.com/', 'http://localhost:5173', 'https://www.example.com:443'],
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(EMBED_KEY_PATTERN),
      name: 'My site',
      allowedOrigins: ['https://www.example.com', 'http://localhost:5173'],
      createdAt: expect.any(String),
    });
    expect(await list(owner)).toEqual([res.data]);
    expect(await list(other)).toEqual([]);
  });

  it('gives every key a different value, listed oldest first', async () => {
    const owner = await proUser();
    const keys = [];
    for (const name of ['One', 'Two', 'Three']) {
      keys.push((await create(owner, { name, allowedOrigins: ['https://a.example.com'] })).data);
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);
    expect((await list(owner)).map((k: { name: string }) => k.name)).toEqual(['One', 'Two', 'Three']);
  });

  it('renames a key and replaces its origins; the key value never changes', async () => {
    const owner = await proUser();
    const made = (await create(owner, { name: 'Site', allowedOrigins: ['https://a.example.com'] })).data;
    const renamed = await edit(owner, made.id, { name: 'Main site' });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toEqual({ ...made, name: 'Main site' });
    const moved = await edit(owner, made.id, {
      allowedOrigins: ['https://B.example.com/', 'http://127.0.0.1:8080'],
    });
    expect(moved.data).toEqual({
      ...made,
      name: 'Main site',
      allowedOrigins: ['https://b.example.com', 'http://127.0.0.1:8080'],
    });
    expect(await list(owner)).toEqual([moved.data]);
  });

  it('revokes a key: 204, gone from the list, and further changes answer 404', async () => {
    const owner = await proUser();
    const made = (await create(owner, { name: 'Old', allowedOrigins: ['https://a.example.com'] })).data;
    const res = await revoke(owner, made.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await list(owner)).toEqual([]);
    expect((await edit(owner, made.id, { name: 'Back' })).status).toBe(404);
    expect((await revoke(owner, made.id)).status).toBe(404);
  });

  it('keeps the key in the account export, and deleting the account deletes it', async () => {
    const owner = await proUser();
    const made = (await create(owner, { name: 'Exported', allowedOrigins: ['https://a.example.com'] })).data;
    const exported = await t.call('POST', '/api/v1/me/export', {
      token: owner.accessToken,
      json: { currentPassword: owner.password },
    });
    expect(exported.status).toBe(200);
    expect(exported.data.embedKeys).toEqual([expect.objectContaining({ key: made.key, name: 'Exported' })]);
    const deleted = await t.call('DELETE', '/api/v1/me', {
      token: owner.accessToken,
      json: { currentPassword: owner.password },
    });
    expect(deleted.status).toBe(204);
    expect(await t.db.selectFrom('embed_keys').select('id').where('id', '=', made.id).execute()).toEqual([]);
  });
});

describe('refusals', () => {
  it('needs a signed-in user', async () => {
    expect((await t.call('GET', PATH)).status).toBe(401);
    expect(
      (await t.call('POST', PATH, { json: { name: 'x', allowedOrigins: ['https://a.example.com'] } })).status,
    ).toBe(401);
  });

  it.each([
    [
      'an empty name',
      { name: '   ', allowedOrigins: ['https://a.example.com'] },
      EMBED_KEY_MESSAGES.nameRequired,
    ],
    [
      'a name over the limit',
      { name: 'x'.repeat(EMBED_KEY_NAME_MAX + 1), allowedOrigins: ['https://a.example.com'] },
      EMBED_KEY_MESSAGES.nameTooLong,
    ],
    ['no origins', { name: 'Site', allowedOrigins: [] }, EMBED_KEY_MESSAGES.originsRequired],
    [
      'too many origins',
      {
        name: 'Site',
        allowedOrigins: Array.from(
          { length: EMBED_KEY_MAX_ORIGINS + 1 },
          (_, i) => `https://s${i}.example.com`,
        ),
      },
      EMBED_KEY_MESSAGES.tooManyOrigins,
    ],
    [
      'an origin with a path',
      { name: 'Site', allowedOrigins: ['https://a.example.com/shop'] },
      '"https://a.example.com/shop"',
    ],
    ['an origin without a scheme', { name: 'Site', allowedOrigins: ['a.example.com'] }, '"a.example.com"'],
    ['an ftp origin', { name: 'Site', allowedOrigins: ['ftp://a.example.com'] }, 'https://'],
    ['a wildcard', { name: 'Site', allowedOrigins: ['*'] }, '"*"'],
    [
      'a wildcard host',
      { name: 'Site', allowedOrigins: ['https://*.example.com'] },
      '"https://*.example.com"',
    ],
    ['the null origin', { name: 'Site', allowedOrigins: ['null'] }, '"null"'],
    ['origins that are not strings', { name: 'Site', allowedOrigins: [42] }, 'allowedOrigins'],
    ['a missing name', { allowedOrigins: ['https://a.example.com'] }, 'name'],
  ])('answers 400 for %s and creates nothing', async (_, body, message) => {
    const owner = await proUser();
    const res = await create(owner, body);
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    expect(res.data.error.message).toContain(message);
    expect(await list(owner)).toEqual([]);
  });

  it('answers 400 to a bad change and leaves the key as it was', async () => {
    const owner = await proUser();
    const made = (await create(owner, { name: 'Site', allowedOrigins: ['https://a.example.com'] })).data;
    for (const body of [
      { name: '' },
      { allowedOrigins: [] },
      { allowedOrigins: ['https://a.example.com', 'https://b.example.com/path'] },
      { name: 'New name', allowedOrigins: ['javascript:alert(1)'] },
    ]) {
      expect((await edit(owner, made.id, body)).status).toBe(400);
    }
    expect(await list(owner)).toEqual([made]);
  });

  it("answers 404 to another user's key id and leaves the key alone", async () => {
    const owner = await proUser();
    const intruder = await t.signUp();
    const made = (await create(owner, { name: 'Site', allowedOrigins: ['https://a.example.com'] })).data;
    const changed = await edit(intruder, made.id, { name: 'Mine now' });
    expect(changed.status).toBe(404);
    expect(changed.data).toEqual({ error: { code: 'not_found', message: EMBED_KEY_MESSAGES.keyNotFound } });
    expect((await revoke(intruder, made.id)).status).toBe(404);
    expect(await list(owner)).toEqual([made]);
  });

  it('answers 400 to an id that is not a UUID', async () => {
    const owner = await proUser();
    expect((await edit(owner, 'not-an-id', { name: 'x' })).status).toBe(400);
    expect((await revoke(owner, 'not-an-id')).status).toBe(400);
  });
});
