// Hidden characters in texts: bidi controls and control characters refused in every JSON text field, line breaks
// in one-line fields (titles, names); nothing is stored, and multi-line texts keep their line breaks.
import { TEXT_SAFETY_MESSAGES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Brick ranch, light rehab',
  description: 'Needs paint and flooring.',
  location: '123 Main St, Dallas, TX 75201',
  price: 150_000,
  beds: 3,
  baths: 2,
  sqft: 1400,
  propertyType: 'single_family',
  ...overrides,
});
const listingCount = async () =>
  Number(
    (await t.db.selectFrom('properties').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(() => t.close());

describe('hidden characters in texts', () => {
  it('refuses a title with a right-to-left override or a line break, and stores nothing', async () => {
    const before = await listingCount();
    for (const [title, message] of [
      ['Ranch \u202Efdp.exe', TEXT_SAFETY_MESSAGES.hiddenCharacters('title')],
      ['Ranch\r\nX-Injected: yes', TEXT_SAFETY_MESSAGES.lineBreak('title')],
    ] as const) {
      const res = await t.call('POST', '/api/v1/properties', {
        token: owner.accessToken,
        json: listing({ title }),
      });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: { code: 'invalid_request', message } });
    }
    expect(await listingCount()).toBe(before);
  });

  it('keeps line breaks in a description, refuses a bidi isolate in it', async () => {
    const ok = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: listing({ description: 'Needs paint.\r\nNew roof in 2024.' }),
    });
    expect(ok.status).toBe(201);
    expect(ok.data.description).toContain('\n');
    const bad = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: listing({ description: 'Needs paint \u2066hidden\u2069' }),
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a name with a line break or a control character at sign-up and in the profile', async () => {
    const res = await t.call('POST', '/api/v1/auth/sign-up', {
      json: { email: 'crlf@example.com', password: 'long enough pw 1', fullName: 'Ada\nAdmin' },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.message).toBe(TEXT_SAFETY_MESSAGES.lineBreak('fullName'));
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'crlf@example.com').execute(),
    ).toEqual([]);
    const profile = await t.call('PATCH', '/api/v1/me/profile', {
      token: owner.accessToken,
      json: { fullName: 'Owner\u202E Name' },
    });
    expect(profile.status).toBe(400);
    expect(profile.data.error.message).toBe(TEXT_SAFETY_MESSAGES.hiddenCharacters('fullName'));
  });
});
