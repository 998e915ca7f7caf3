// The embed SDK at /sdk: the latest major (short cache) and the exact version (immutable) of the files in SDK_DIR,
// readable cross-origin, with ETag and compression; other versions, unknown files, paths leaving the directory
// and a missing build answer 404 in the error shape.
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_LATEST_CACHE, SDK_VERSION_CACHE } from '../src/embed/sdk-file-routes';
import { readSdkVersion } from '../src/embed/sdk-files';
import { createTestApp, type TestApp } from './support/test-app';

const version = readSdkVersion()!;
const major = `v${version.split('.')[0]}`;
const LOADER = `/*! DealLoop SDK ${version} */\n(function(){window.DealLoop=window.DealLoop||{q:[]};})();\n`;
const CHUNK = `/*! DealLoop SDK ${version} */\nexport const shared = ${JSON.stringify('x'.repeat(2000))};\n`;
const SECRET = 'export const secret = "do-not-serve";\n';

let t: TestApp;
let root: string;
let sdkDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealloop-sdk-'));
  sdkDir = path.join(root, 'dist');
  await mkdir(path.join(sdkDir, 'chunks'), { recursive: true });
  await writeFile(path.join(sdkDir, 'loader.js'), LOADER);
  await writeFile(path.join(sdkDir, 'chunks', 'shared-1a2b3c.js'), CHUNK);
  await writeFile(path.join(sdkDir, 'notes.txt'), 'not a script');
  await writeFile(path.join(sdkDir, '.hidden.js'), SECRET);
  await writeFile(path.join(root, 'secret.js'), SECRET);
  await symlink(path.join(root, 'secret.js'), path.join(sdkDir, 'outside.js'));
  t = await createTestApp({ SDK_DIR: sdkDir });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call('GET', url, { headers: { origin: 'https://wholesaler.example', ...headers } });

describe('serving the SDK', () => {
  it('knows the version of packages/embed/package.json', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it(`serves /sdk/${major}/ with a short cache, as JavaScript, to any origin`, async () => {
    const res = await get(`/sdk/${major}/loader.js`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(LOADER);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(SDK_LATEST_CACHE);
    expect(SDK_LATEST_CACHE).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the exact current version as immutable, nested chunks included', async () => {
    const res = await get(`/sdk/${version}/chunks/shared-1a2b3c.js`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(CHUNK);
    expect(res.headers.get('cache-control')).toBe(SDK_VERSION_CACHE);
    expect(SDK_VERSION_CACHE).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.call('HEAD', `/sdk/${major}/loader.js`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 304 to a matching If-None-Match and 200 to another', async () => {
    const first = await get(`/sdk/${major}/loader.js`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await get(`/sdk/${major}/loader.js`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(SDK_LATEST_CACHE);
    expect((await get(`/sdk/${major}/loader.js`, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('sends gzip or brotli when the client accepts them', async () => {
    const url = `/sdk/${major}/chunks/shared-1a2b3c.js`;
    const gzip = await t.app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(CHUNK);
    const br = await t.app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(CHUNK);
  });

  it('serves a rebuilt file at once (no stale copy), with a new ETag', async () => {
    const before = await get(`/sdk/${major}/loader.js`);
    const rebuilt = `${LOADER}// rebuilt\n`;
    await writeFile(path.join(sdkDir, 'loader.js'), rebuilt);
    try {
      const after = await get(`/sdk/${major}/loader.js`);
      expect(after.text).toBe(rebuilt);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await writeFile(path.join(sdkDir, 'loader.js'), LOADER);
    }
  });
});

describe('what is not served', () => {
  const expectNotFound = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(res.text).not.toContain('do-not-serve');
  };

  it.each(['v0', `v${Number(version.split('.')[0]) + 1}`, '0.0.1', `${version}-beta`, 'latest'])(
    'answers 404 for the version %s',
    async (other) => {
      expectNotFound(await get(`/sdk/${other}/loader.js`));
    },
  );

  it.each([
    'missing.js',
    'notes.txt',
    '.hidden.js',
    'outside.js',
    'chunks',
    'chunks/',
    '..%2Fsecret.js',
    '%2e%2e/secret.js',
    '%2e%2e%2fsecret.js',
    'chunks/..%2F..%2Fsecret.js',
    'chunks/%2e%2e/%2e%2e/secret.js',
    '..%5Csecret.js',
    'loader.js%00.js',
  ])('answers 404 for the file %s', async (file) => {
    expectNotFound(await get(`/sdk/${major}/${file}`));
    expectNotFound(await get(`/sdk/${version}/${file}`));
  });

  it('answers 404 in the error shape for /sdk itself and a version without a file', async () => {
    expectNotFound(await get('/sdk'));
    expectNotFound(await get(`/sdk/${major}`));
    expectNotFound(await get(`/sdk/${major}/`));
  });

  it('answers 404 while the SDK is not built (its directory is missing)', async () => {
    const away = `${sdkDir}-away`;
    await rename(sdkDir, away);
    try {
      expectNotFound(await get(`/sdk/${major}/loader.js`));
    } finally {
      await rename(away, sdkDir);
    }
    expect((await get(`/sdk/${major}/loader.js`)).status).toBe(200);
  });
});

describe('released versions (packages/embed/releases beside the build)', () => {
  const OLD = '0.9.0';
  const OLD_LOADER = `/*! DealLoop SDK ${OLD} */\n// released\n`;
  const RELEASED_LOADER = `/*! DealLoop SDK ${version} */\n// as released\n`;
  const HASHED = 'chunks/preact-B13gsy50.js';
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'dealloop-sdk-releases-'));
    const dist = path.join(base, 'dist');
    await mkdir(path.join(dist, 'chunks'), { recursive: true });
    await writeFile(path.join(dist, 'loader.js'), LOADER);
    await writeFile(path.join(dist, HASHED), CHUNK);
    for (const [release, loader] of [
      [OLD, OLD_LOADER],
      [version, RELEASED_LOADER],
    ] as const) {
      await mkdir(path.join(base, 'releases', release, 'chunks'), { recursive: true });
      await writeFile(path.join(base, 'releases', release, 'loader.js'), loader);
    }
    app = await createTestApp({ SDK_DIR: dist });
  });
  afterAll(async () => {
    await app.close();
    await rm(base, { recursive: true, force: true });
  });

  const fetchSdk = (url: string) => app.call('GET', url);

  it('keeps serving an older release under its version, immutable, and under its major', async () => {
    const pinned = await fetchSdk(`/sdk/${OLD}/loader.js`);
    expect(pinned.status).toBe(200);
    expect(pinned.text).toBe(OLD_LOADER);
    expect(pinned.headers.get('cache-control')).toBe(SDK_VERSION_CACHE);
    const major0 = await fetchSdk('/sdk/v0/loader.js');
    expect(major0.text).toBe(OLD_LOADER);
    expect(major0.headers.get('cache-control')).toBe(SDK_LATEST_CACHE);
  });

  it('serves a released version with its released bytes, the major with the current build', async () => {
    expect((await fetchSdk(`/sdk/${version}/loader.js`)).text).toBe(RELEASED_LOADER);
    expect((await fetchSdk(`/sdk/${major}/loader.js`)).text).toBe(LOADER);
  });

  it('serves content-hashed chunks as immutable under the major too, other files with the short cache', async () => {
    const chunk = await fetchSdk(`/sdk/${major}/${HASHED}`);
    expect(chunk.text).toBe(CHUNK);
    expect(chunk.headers.get('cache-control')).toBe(SDK_VERSION_CACHE);
    expect((await fetchSdk(`/sdk/${major}/loader.js`)).headers.get('cache-control')).toBe(SDK_LATEST_CACHE);
  });

  it('answers 404 for a version never released', async () => {
    expect((await fetchSdk('/sdk/0.9.1/loader.js')).status).toBe(404);
  });
});
