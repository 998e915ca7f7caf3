// Loop chat from a host site: the embed key must be live and the page's Origin one of its allowed origins; the
// answer allows that origin (CORS, preflight included); limits per origin and per IP both apply; without the
// header the marketplace's chat is unchanged.
import { EMBED_KEY_HEADER, EMBED_KEY_MESSAGES, originNotAllowedMessage } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMITS, EMBED_CHAT_RATE_LIMITS } from '../src/loop/chat-limits';
import { grantRole } from '../src/users/users-repo';
import { CHAT_PATH, publishListing, readChatStream } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, nextIp, type TestApp } from './support/test-app';

const SITE = 'https://wholesaler-site.example';
const DEV = 'http://localhost:5173';

let t: TestApp;
let wholesaler: Account;
let key: { id: string; key: string };

const createKey = async (allowedOrigins: string[]) => {
  const res = await t.call('POST', '/api/v1/me/embed-keys', {
    token: wholesaler.accessToken,
    json: { name: 'Site', allowedOrigins },
  });
  expect(res.status).toBe(201);
  return res.data as { id: string; key: string };
};

beforeAll(async () => {
  t = await createTestApp();
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  wholesaler = await t.signUp();
  await t.onPlan(wholesaler, 'pro');
  await publishListing(t, wholesaler, moderator, {
    title: 'Corner lot bungalow',
    location: '77 Pine St, Dallas, TX 75204',
    price: 120_000,
    beds: 3,
    propertyType: 'single_family',
  });
  key = await createKey([SITE, DEV]);
});
afterAll(() => t.close());

const question = (content = 'What is earnest money?') => ({ messages: [{ role: 'user', content }] });

/** A chat request as a widget on `origin` sends it. */
const embedChat = (
  options: { origin?: string | null; embedKey?: string; ip?: string; token?: string; content?: string } = {},
) => {
  const headers: Record<string, string> = { [EMBED_KEY_HEADER]: options.embedKey ?? key.key };
  if (options.origin !== null) headers.origin = options.origin ?? SITE;
  return t.call('POST', CHAT_PATH, {
    json: question(options.content),
    headers,
    ip: options.ip ?? nextIp(),
    ...(options.token ? { token: options.token } : {}),
  });
};

describe('an allowed host page', () => {
  it('streams the answer and allows exactly its origin', async () => {
    const res = await embedChat();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
    const { done, answer } = readChatStream(res.text);
    expect(done).toBe(true);
    expect(answer.length).toBeGreaterThan(0);
  });

  it('works from every allowed origin, e.g. a local development server', async () => {
    const res = await embedChat({ origin: DEV });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV);
  });

  it("accepts the marketplace's own origin with any live key (the dashboard's live preview)", async () => {
    const res = await embedChat({ origin: t.config.publicUrl });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(t.config.publicUrl);
  });

  it('chats as an anonymous visitor, even if a bearer token comes along: no street address', async () => {
    const res = await embedChat({ token: wholesaler.accessToken, content: '3 bed under 150k near Dallas' });
    expect(res.status).toBe(200);
    const { answer } = readChatStream(res.text);
    expect(answer).toContain('Corner lot bungalow');
    expect(answer).not.toContain('77 Pine');
  });

  it('answers the preflight for the embed key header with that origin', async () => {
    const res = await t.call('OPTIONS', CHAT_PATH, {
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${EMBED_KEY_HEADER.toLowerCase()}`,
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, x-dealloop-embed-key');
    expect(res.headers.get('access-control-allow-headers')).not.toContain('authorization');
    expect(res.headers.get('vary')).toContain('Origin');
  });
});

describe("the key owner's listings first", () => {
  it("answers with the owner's matching listings before other sellers', which the marketplace lists first", async () => {
    const moderator = await t.signUp();
    await grantRole(t.db, moderator.user.id, 'moderator');
    const rival = await t.signUp();
    // Newer, so the marketplace's own chat (newest first) lists it before the wholesaler's.
    await publishListing(t, rival, moderator, {
      title: 'Rival ranch house',
      location: '9 Oak St, Dallas, TX 75204',
      price: 110_000,
      beds: 3,
      propertyType: 'single_family',
    });
    const content = '3 bed under 150k near Dallas';
    const order = (answer: string): [number, number] => [
      answer.indexOf('Corner lot bungalow'),
      answer.indexOf('Rival ranch house'),
    ];

    const market = await t.call('POST', CHAT_PATH, { json: question(content), ip: nextIp() });
    const [ownInMarket, rivalInMarket] = order(readChatStream(market.text).answer);
    expect(rivalInMarket).toBeGreaterThanOrEqual(0);
    expect(rivalInMarket).toBeLessThan(ownInMarket);

    const embedded = await embedChat({ content });
    expect(embedded.status).toBe(200);
    const [own, other] = order(readChatStream(embedded.text).answer);
    expect(own).toBeGreaterThanOrEqual(0);
    expect(other).toBeGreaterThan(own);
  });
});

describe('refusals', () => {
  const refused = (res: Awaited<ReturnType<typeof embedChat>>, code: string, message: string) => {
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ error: { code, message } });
  };

  it('refuses an origin the key does not allow, readable by that page', async () => {
    const res = await embedChat({ origin: 'https://copycat.example' });
    refused(res, 'embed_origin_not_allowed', originNotAllowedMessage('https://copycat.example', [SITE, DEV]));
    expect(res.headers.get('access-control-allow-origin')).toBe('https://copycat.example');
  });

  it.each([
    ['no Origin', null],
    ['the null origin', 'null'],
  ])('refuses %s', async (_, origin) => {
    refused(await embedChat({ origin }), 'embed_origin_not_allowed', EMBED_KEY_MESSAGES.originNotAllowed);
  });

  it.each([
    ['another port', 'https://wholesaler-site.example:8443', 'another port is another origin'],
    ['another scheme', 'http://wholesaler-site.example', 'http:// and https:// are different origins'],
    [
      'the www subdomain',
      'https://www.wholesaler-site.example',
      'with and without www are different origins',
    ],
  ])('refuses %s, naming the origin the key allows and the fix', async (_, origin, difference) => {
    const res = await embedChat({ origin });
    refused(res, 'embed_origin_not_allowed', originNotAllowedMessage(origin, [SITE, DEV]));
    const { message } = (res.data as { error: { message: string } }).error;
    expect(message).toContain(`which allows ${SITE} (${difference})`);
    expect(message).toContain(`Add ${origin} to the key`);
  });

  it.each([
    ['an unknown key', 'dlk_000000000000000000000000'],
    ['a malformed key', 'not-a-key'],
    ['an empty key', ''],
  ])('refuses %s', async (_, embedKey) => {
    refused(await embedChat({ embedKey }), 'embed_key_invalid', EMBED_KEY_MESSAGES.keyInvalid);
  });

  it('refuses a revoked key at once', async () => {
    const doomed = await createKey([SITE]);
    expect((await embedChat({ embedKey: doomed.key })).status).toBe(200);
    const revoked = await t.call('DELETE', `/api/v1/me/embed-keys/${doomed.id}`, {
      token: wholesaler.accessToken,
    });
    expect(revoked.status).toBe(204);
    refused(await embedChat({ embedKey: doomed.key }), 'embed_key_invalid', EMBED_KEY_MESSAGES.keyInvalid);
  });

  it('refuses the key of a suspended account', async () => {
    const suspended = await t.signUp();
    await t.onPlan(suspended, 'pro');
    const made = await t.call('POST', '/api/v1/me/embed-keys', {
      token: suspended.accessToken,
      json: { name: 'Site', allowedOrigins: [SITE] },
    });
    expect((await embedChat({ embedKey: made.data.key })).status).toBe(200);
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', suspended.user.id)
      .execute();
    refused(await embedChat({ embedKey: made.data.key }), 'embed_key_invalid', EMBED_KEY_MESSAGES.keyInvalid);
  });

  it('follows a change of the allowed origins', async () => {
    const moving = await createKey(['https://old-site.example']);
    expect((await embedChat({ embedKey: moving.key, origin: 'https://old-site.example' })).status).toBe(200);
    await t.call('PATCH', `/api/v1/me/embed-keys/${moving.id}`, {
      token: wholesaler.accessToken,
      json: { allowedOrigins: ['https://new-site.example'] },
    });
    expect((await embedChat({ embedKey: moving.key, origin: 'https://old-site.example' })).status).toBe(403);
    expect((await embedChat({ embedKey: moving.key, origin: 'https://new-site.example' })).status).toBe(200);
  });

  it('checks the key before the body, and validates the body of an allowed page', async () => {
    const wrongOrigin = await t.call('POST', CHAT_PATH, {
      json: { messages: [] },
      headers: { [EMBED_KEY_HEADER]: key.key, origin: 'https://copycat.example' },
    });
    expect(wrongOrigin.status).toBe(403);
    const badBody = await t.call('POST', CHAT_PATH, {
      json: { messages: [] },
      headers: { [EMBED_KEY_HEADER]: key.key, origin: SITE },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});

describe('rate limits', () => {
  it('limits each IP to the anonymous limit, whichever allowed origin it chats from', async () => {
    expect(EMBED_CHAT_RATE_LIMITS.perIp).toEqual(CHAT_RATE_LIMITS.anonymous);
    const ip = nextIp();
    for (let i = 0; i < EMBED_CHAT_RATE_LIMITS.perIp.max; i += 1) {
      expect((await embedChat({ ip, origin: i % 2 ? SITE : DEV })).status).toBe(200);
    }
    const limited = await embedChat({ ip });
    expect(limited.status).toBe(429);
    expect(limited.data.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await embedChat({ ip, origin: DEV })).status).toBe(429);
    // Another visitor of the same site is not affected.
    expect((await embedChat({ ip: nextIp() })).status).toBe(200);
  });

  it('limits each origin, whoever its visitors are; other origins keep their own budget', async () => {
    const busy = 'https://busy-site.example';
    const quiet = 'https://quiet-site.example';
    const shared = await createKey([busy, quiet]);
    for (let i = 0; i < EMBED_CHAT_RATE_LIMITS.perOrigin.max; i += 1) {
      const res = await embedChat({ embedKey: shared.key, origin: busy, ip: `203.0.113.${(i % 250) + 1}` });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const limited = await embedChat({ embedKey: shared.key, origin: busy, ip: '192.0.2.1' });
    expect(limited.status).toBe(429);
    expect(limited.data.error.code).toBe('rate_limited');
    expect((await embedChat({ embedKey: shared.key, origin: quiet, ip: '192.0.2.2' })).status).toBe(200);
  });
});

describe('the marketplace itself', () => {
  it('is unchanged without the header: no CORS, even with an Origin', async () => {
    const res = await t.call('POST', CHAT_PATH, { json: question(), headers: { origin: SITE } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.call('OPTIONS', CHAT_PATH, {
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
