// Security headers on every kind of answer (site page, API JSON, 404s, SDK file, stored image): the site's CSP
// without inline script, the API's CSP that runs nothing, framing refused, nosniff, referrer and permissions
// policies, CORP by whether other origins may load the answer, HSTS only behind TLS; and CORS only where embeds
// need it.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSdkVersion } from '../src/embed/sdk-files';
import { API_CSP, HSTS, securityHeaders } from '../src/http/security-headers';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

const EVIL = 'https://evil.example';
const INLINE_STYLE = 'body{margin:0}';
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><style>${INLINE_STYLE}</style></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
const major = `v${readSdkVersion()!.split('.')[0]}`;

let t: TestApp;
let root: string;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealloop-headers-'));
  await mkdir(path.join(root, 'site', 'assets'), { recursive: true });
  await mkdir(path.join(root, 'sdk'), { recursive: true });
  await writeFile(path.join(root, 'site', 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'site', 'assets', 'index-abc.js'), 'console.log(1);\n');
  await writeFile(path.join(root, 'sdk', 'loader.js'), '(function(){})();\n');
  t = await createTestApp({ SITE_DIR: path.join(root, 'site'), SDK_DIR: path.join(root, 'sdk') });
  admin = await t.signUp();
  await grantRole(t.db, admin.user.id, 'admin');
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** The directives of a CSP header by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** Headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('permissions-policy'), what).toContain('geolocation=(self)');
  expect(headers.get('permissions-policy'), what).toContain('camera=()');
  expect(headers.get('strict-transport-security'), what).toBeNull();
  expect(
    directives(headers.get('content-security-policy')).get('frame-ancestors') ?? ["'none'"],
    what,
  ).toEqual(["'none'"]);
}

const get = (url: string, headers: Record<string, string> = {}) => t.call('GET', url, { headers });

describe('site pages', () => {
  it('allow script files from the site only: no inline script, no eval', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers, 'page');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    for (const values of csp.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
    // What the page holds inline is data (JSON-LD), never script the browser would run.
    const inlineScripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].filter(
      ([, attrs]) => !/\bsrc=/.test(attrs!),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toMatch(/type="application\/(ld\+)?json"/);
  });

  it("allow the build's inline <style> by its hash only", async () => {
    const hash = createHash('sha256').update(INLINE_STYLE).digest('base64');
    const res = await get('/');
    expect(directives(res.headers.get('content-security-policy')).get('style-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
  });

  it('carry the same policy on the Not Found page and on the files of the build', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("script-src 'self'");
    expectCommonHeaders(missing.headers, 'not found page');
    const asset = await get('/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset.headers, 'asset');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('API answers', () => {
  it('run nothing and are not framed, on success and on error', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-route', '/api/v1/me']) {
      const res = await get(url);
      expect(res.headers.get('content-type'), url).toContain('application/json');
      expect(res.headers.get('content-security-policy'), url).toBe(API_CSP);
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      expectCommonHeaders(res.headers, url);
    }
  });
});

describe('private answers', () => {
  it('are never stored: tokens, /me, offers, contracts, notifications, admin and any signed-in read', async () => {
    const account = await t.signUp();
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: account.email, password: account.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const token = account.accessToken;
    for (const [path, caller] of [
      ['/api/v1/auth/session', token],
      ['/api/v1/me/email-preferences', token],
      ['/api/v1/offers', token],
      ['/api/v1/contracts', token],
      ['/api/v1/notifications', token],
      ['/api/v1/admin/mailbox', admin.accessToken],
      ['/api/v1/me/email-preferences', undefined],
      ['/api/v1/properties', token],
    ] as const) {
      const res = await t.call('GET', path, caller ? { token: caller } : {});
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
    const refreshed = await t.call('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: signIn.data.session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    // What anyone may read keeps its own caching (search-caching.test.ts).
    expect((await t.call('GET', '/api/v1/properties')).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('event streams', () => {
  it('the alert stream and the Loop chat stream carry the same headers as every other answer', async () => {
    const streams = [
      await t.app.request('/api/v1/alerts/stream', {
        headers: { authorization: `Bearer ${admin.accessToken}`, 'x-forwarded-for': '203.0.113.7' },
      }),
      await t.app.request('/api/v1/functions/chat-with-loop', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'What is a wholesale deal?' }] }),
      }),
    ];
    for (const res of streams) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('x-request-id')).toMatch(/\S+/);
      expectCommonHeaders(res.headers, res.url);
      await res.body?.cancel();
    }
  });
});

describe('files other origins load', () => {
  it('SDK files are cross-origin resources that run nothing of their own', async () => {
    for (const url of [`/sdk/${major}/loader.js`, `/sdk/${major}/missing.js`]) {
      const res = await get(url, { origin: 'https://wholesaler.example' });
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin'), url).toBe('*');
      expect(res.headers.get('content-security-policy'), url).toBe(API_CSP);
      expectCommonHeaders(res.headers, url);
    }
  });

  it('stored images keep their own policy and can be shown by widgets on host pages', async () => {
    const body = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    body.append('file', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
    body.append('purpose', 'avatar');
    const stored = await t.call('POST', '/api/v1/uploads', { body, token: admin.accessToken });
    expect(stored.status, stored.text).toBe(201);
    const res = await t.app.request(new URL(stored.data.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectCommonHeaders(res.headers, 'stored image');
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over https', async () => {
    const res = await get('/api/v1/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    const page = await get('/', { 'x-forwarded-proto': 'https, http' });
    expect(page.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is sent when the request itself is https, never over plain http', async () => {
    expect(
      (await t.app.request('https://dealloop.test/api/v1/health')).headers.get('strict-transport-security'),
    ).toBe(HSTS);
    expect(
      (await t.app.request('http://dealloop.test/api/v1/health')).headers.get('strict-transport-security'),
    ).toBeNull();
    const forwardedHttp = await get('/api/v1/health', { 'x-forwarded-proto': 'http' });
    expect(forwardedHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const app = new Hono()
      .use(securityHeaders({ trustProxy: false, publicUrl: 'http://localhost:3000', template: null }))
      .get('/api/probe', (c) => c.json({ ok: true }));
    const res = await app.request('http://dealloop.test/api/probe', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });
});

describe('CORS', () => {
  const preflight = (url: string, method: string, headers = 'content-type, authorization') =>
    t.call('OPTIONS', url, {
      headers: {
        origin: EVIL,
        'access-control-request-method': method,
        'access-control-request-headers': headers,
      },
    });

  it('is never granted to another origin on sign-in, account, /me or admin routes', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/v1/auth/sign-in'],
      ['GET', '/api/v1/auth/user'],
      ['DELETE', '/api/v1/me'],
      ['GET', '/api/v1/admin/stats'],
      ['GET', '/api/v1/me/embed-keys'],
    ];
    for (const [method, url] of routes) {
      const pre = await preflight(url, method);
      expect(pre.headers.get('access-control-allow-origin'), `preflight ${method} ${url}`).toBeNull();
      expect(pre.headers.get('access-control-allow-methods'), `preflight ${method} ${url}`).toBeNull();
    }
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      headers: { origin: EVIL },
      json: { email: admin.email, password: admin.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
    for (const url of ['/api/v1/auth/user', '/api/v1/admin/stats', '/api/v1/me/embed-keys']) {
      const res = await t.call('GET', url, { headers: { origin: EVIL }, token: admin.accessToken });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), url).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
    }
  });

  it('is granted on the embed routes, without credentials', async () => {
    const search = await get('/api/v1/properties', { origin: EVIL });
    expect(search.status).toBe(200);
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
    expect(search.headers.get('access-control-allow-credentials')).toBeNull();
    expect(search.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const searchPreflight = await preflight('/api/v1/properties', 'GET', 'content-type');
    expect(searchPreflight.headers.get('access-control-allow-origin')).toBe('*');
    // The embed chat's preflight is answered for the embed key header; the request itself checks key and origin.
    const chatPreflight = await preflight(
      '/api/v1/functions/chat-with-loop',
      'POST',
      'content-type, x-dealloop-embed-key',
    );
    expect(chatPreflight.headers.get('access-control-allow-origin')).toBe(EVIL);
    const chat = await t.call('POST', '/api/v1/functions/chat-with-loop', {
      headers: { origin: EVIL, 'x-dealloop-embed-key': 'dlk_000000000000000000000000' },
      json: { messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(chat.status).toBe(403);
    expect(chat.data.error.code).toBe('embed_key_invalid');
    expect(chat.headers.get('access-control-allow-origin')).toBe(EVIL);
    expect(chat.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
