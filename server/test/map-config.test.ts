// Issue 20 (maps): the base map's tile source (MAP_STYLE_URL, MAP_PMTILES_URL, MAP_ORIGINS) reaches the site in
// the runtime configuration of every page and opens the CSP to exactly its origins; without one the pages carry
// no map setting and the policy reaches no other origin (the built-in offline outline needs none).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/test-app';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';

let root: string;
let plain: TestApp;
let hosted: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dealloop-map-'));
  await mkdir(path.join(root, 'site'), { recursive: true });
  await writeFile(path.join(root, 'site', 'index.html'), TEMPLATE);
  plain = await createTestApp({ SITE_DIR: path.join(root, 'site') });
  hosted = await createTestApp({
    SITE_DIR: path.join(root, 'site'),
    DATABASE_URL: plain.config.databaseUrl,
    DATA_DIR: plain.config.dataDir,
    MAP_STYLE_URL: 'https://api.maptiler.com/maps/streets-v2/style.json?key=KEY',
    MAP_ORIGINS: 'https://tiles.example.com, https://fonts.example.com',
  });
}, 60_000);

afterAll(async () => {
  await hosted.close();
  await plain.close();
  await rm(root, { recursive: true, force: true });
});

const directive = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

const runtimeConfig = (html: string) => {
  const content = /<meta name="dealloop-config" content="([^"]*)">/.exec(html)![1]!;
  return JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
};

describe('the base map setting', () => {
  it('is absent without a tile source, and the policy reaches no other origin', async () => {
    const res = await plain.call('GET', '/properties');
    expect(res.status).toBe(200);
    expect(runtimeConfig(res.text).map).toBeUndefined();
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it("reaches the page's runtime configuration and opens the policy to its origins only", async () => {
    const res = await hosted.call('GET', '/properties');
    expect(runtimeConfig(res.text).map).toEqual({
      styleUrl: 'https://api.maptiler.com/maps/streets-v2/style.json?key=KEY',
      pmtilesUrl: null,
    });
    const csp = res.headers.get('content-security-policy');
    const origins = ['https://api.maptiler.com', 'https://tiles.example.com', 'https://fonts.example.com'];
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...origins]);
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(origins));
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:', ...origins]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });

  it('reads a self-hosted PMTiles archive', () => {
    const config = loadConfig({ MAP_PMTILES_URL: 'https://files.example.com/maps/us.pmtiles' });
    expect(config.map).toEqual({
      styleUrl: null,
      pmtilesUrl: 'https://files.example.com/maps/us.pmtiles',
      origins: ['https://files.example.com'],
    });
  });

  it.each([
    [{ MAP_STYLE_URL: 'not a url' }, 'MAP_STYLE_URL'],
    [{ MAP_PMTILES_URL: 'ftp://files.example.com/us.pmtiles' }, 'MAP_PMTILES_URL'],
    [{ MAP_ORIGINS: 'https://tiles.example.com/path' }, 'MAP_ORIGINS'],
    [
      {
        MAP_STYLE_URL: 'https://a.example.com/style.json',
        MAP_PMTILES_URL: 'https://b.example.com/us.pmtiles',
      },
      'MAP_PMTILES_URL',
    ],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
