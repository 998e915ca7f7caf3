// The site as the server answers it: pages with their head, 404 pages, built files, robots.txt and sitemap.xml.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let siteDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-site-'));
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(siteDir, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ SITE_DIR: siteDir, SUPPORT_EMAIL: 'help@deals.example' });
});
afterAll(async () => {
  await t.close();
  await rm(siteDir, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await t.app.request(pathname);
  return { status: res.status, headers: res.headers, html: await res.text() };
};

describe('pages', () => {
  it('answers a built page with 200 and its own head, marked noindex when private', async () => {
    const res = await page('/auth');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.html).toContain('<title>Sign in or create an account · DealLoop</title>');
    expect(res.html).toContain('<link rel="canonical" href="http://localhost:3000/auth">');
    expect(res.html).toContain('<meta name="robots" content="noindex">');
    expect(res.html).not.toContain('<!--app-head-->');
    expect(res.html).toContain('<div id="root"></div>');
  });

  it('gives indexable pages Open Graph tags, JSON-LD and the runtime configuration', async () => {
    const res = await page('/privacy-policy');
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('noindex');
    expect(res.html).toContain('<meta property="og:title" content="Privacy Policy · DealLoop">');
    expect(res.html).toContain('<meta property="og:url" content="http://localhost:3000/privacy-policy">');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.html);
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'WebSite', url: 'http://localhost:3000/' });
    const config = /<meta name="dealloop-config" content="([^"]*)">/.exec(res.html);
    const decoded = config![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      publicUrl: 'http://localhost:3000',
      supportEmail: 'help@deals.example',
    });
  });

  it('answers a path with no built page with 404 and the Not Found head', async () => {
    const res = await page('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.html).toContain('<title>Page not found · DealLoop</title>');
    expect(res.html).toContain('<div id="root"></div>');
  });

  it('escapes the path it writes into the head', async () => {
    const res = await page('/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    expect(res.html).not.toMatch(/<script>alert/);
  });

  it('keeps unknown API paths as JSON errors', async () => {
    const res = await t.app.request('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('built files', () => {
  it('serves hashed assets compressed and cacheable forever', async () => {
    const res = await t.app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(script);
  });

  it('serves other files with a short cache and without compression when not asked', async () => {
    const res = await t.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('crawler files', () => {
  it('robots.txt keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sitemap.xml lists the indexable pages only', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/terms-of-service</loc>');
    expect(xml).not.toContain('/auth');
  });
});

describe('without a build', () => {
  it('answers pages with a clear 503 while the API keeps working', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.call('GET', '/auth');
      expect(res.status).toBe(503);
      expect(res.data.error.code).toBe('site_not_built');
      expect((await bare.call('GET', '/api/v1/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('listing pages', () => {
  it('answers a public listing at its SEO path and by id with its own head, and 404 otherwise', async () => {
    const { grantRole } = await import('../src/users/users-repo');
    const owner = await t.signUp();
    const staff = await t.signUp();
    await grantRole(t.db, staff.user.id, 'moderator');
    const created = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: {
        title: 'Brick ranch',
        location: '9 Elm St, Dallas, TX 75201',
        price: 150_000,
        propertyType: 'single_family',
        arv: 240_000,
        repairCost: 30_000,
      },
    });
    expect((await page(created.data.path)).status).toBe(404);
    await t.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
      token: staff.accessToken,
      json: { action: 'publish' },
    });
    const seo = await page(created.data.path);
    expect(seo.status).toBe(200);
    expect(seo.html).toContain('<title>Brick ranch · $150,000 · Dallas, TX 75201 · DealLoop</title>');
    expect(seo.html).not.toContain('9 Elm St');
    const byId = await page(`/property/${created.data.id}`);
    expect(byId.status).toBe(200);
    expect(byId.html).toContain(`<link rel="canonical" href="http://localhost:3000${created.data.path}">`);
    expect((await page('/real-estate-wholesale-investment-property-nowhere-zzzzzzzz')).status).toBe(404);
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(created.data.path);
  });
});

describe('raffle pages', () => {
  it('answers a raffle that exists with 200 and an unknown raffle with the Not Found page and 404', async () => {
    const { grantRole } = await import('../src/users/users-repo');
    const admin = await t.signUp();
    await grantRole(t.db, admin.user.id, 'admin');
    const created = await t.call('POST', '/api/v1/raffles', {
      token: admin.accessToken,
      json: {
        title: 'November raffle',
        prize: 'A gift card',
        periodStart: new Date(Date.now() - 3_600_000).toISOString(),
        periodEnd: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const found = await page(`/raffle/${created.data.id}`);
    expect(found.status).toBe(200);
    expect(found.html).toContain('<title>Moderator Raffle · DealLoop</title>');
    const missing = await page('/raffle/no-such-raffle');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('noindex');
  });
});
