// The site's profile and business card pages as the server answers them: 200 with the person's head (JSON-LD
// Person, canonical slug path) while published or active, the Not Found page with 404 otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp, type SiteTestApp } from './support/site-test-app';
import type { TestApp } from './support/test-app';

let site: SiteTestApp;
let t: TestApp;

beforeAll(async () => {
  site = await createSiteTestApp();
  t = site.t;
});
afterAll(() => site.close());

const page = (pathname: string) => site.page(pathname);

describe('profile pages', () => {
  it('answer 404 until the profile is published, then 200 with a Person head by id and by slug', async () => {
    const owner = await t.signUp({ fullName: 'Grace <Hopper>' });
    expect((await page(`/profile/${owner.user.id}`)).status).toBe(404);
    expect((await page('/real-estate-investor-grace-hopper')).status).toBe(404);

    await t.call('PATCH', '/api/v1/me/profile', {
      token: owner.accessToken,
      json: {
        profilePublished: true,
        bio: 'Buys duplexes.',
        profileTemplate: 'attract_sellers',
        companyName: 'Navy',
      },
    });
    for (const pathname of [`/profile/${owner.user.id}`, '/real-estate-investor-grace-hopper']) {
      const res = await page(pathname);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<title>Grace &lt;Hopper&gt; · Real Estate Investor · DealLoop</title>');
      expect(res.html).toContain(
        '<link rel="canonical" href="http://localhost:3000/real-estate-investor-grace-hopper">',
      );
      expect(res.html).not.toContain('noindex');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.html);
      expect(JSON.parse(ld![1]!)).toMatchObject({
        '@type': 'Person',
        name: 'Grace <Hopper>',
        description: 'Buys duplexes.',
        worksFor: { '@type': 'Organization', name: 'Navy' },
      });
    }
  });
});

describe('investor profiles in the sitemap', () => {
  const sitemap = async () => (await t.app.request('/sitemap.xml')).text();
  const entryOf = (xml: string, path: string) =>
    new RegExp(`<url><loc>http://localhost:3000${path}</loc>(.*?)</url>`).exec(xml);

  it('lists a published profile at its slug path with when it last changed, and drops it once unpublished', async () => {
    const owner = await t.signUp({ fullName: 'Ada Sitemap' });
    const path = '/real-estate-investor-ada-sitemap';
    expect(entryOf(await sitemap(), path)).toBeNull();
    const publish = { profilePublished: true, bio: 'Buys land.', profileTemplate: 'attract_both' };
    const before = Date.now();
    await t.call('PATCH', '/api/v1/me/profile', { token: owner.accessToken, json: publish });
    const entry = entryOf(await sitemap(), path);
    expect(entry).not.toBeNull();
    const lastmod = /^<lastmod>(.+)<\/lastmod>$/.exec(entry![1]!)![1]!;
    expect(new Date(lastmod).toISOString()).toBe(lastmod);
    expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());

    await t.call('PATCH', '/api/v1/me/profile', {
      token: owner.accessToken,
      json: { profilePublished: false },
    });
    expect(entryOf(await sitemap(), path)).toBeNull();
  });
});

describe('business card pages', () => {
  it('answer 200 while the card is active and 404 once it is switched off', async () => {
    const owner = await t.signUp();
    const card = (
      await t.call('POST', '/api/v1/me/business-cards', {
        token: owner.accessToken,
        json: { fullName: 'Card Person', email: 'card@example.com' },
      })
    ).data;
    const active = await page(`/card/${card.cardUrl}`);
    expect(active.status).toBe(200);
    expect(active.html).toContain('<title>Card Person · Business Card · DealLoop</title>');
    expect(active.html).not.toContain('card@example.com');
    await t.call('PATCH', `/api/v1/me/business-cards/${card.id}`, {
      token: owner.accessToken,
      json: { isActive: false },
    });
    expect((await page(`/card/${card.cardUrl}`)).status).toBe(404);
    expect((await page(`/card/${card.id}`)).status).toBe(404);
  });
});
