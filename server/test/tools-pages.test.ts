// The /tools and /profile/{userId}/calculator pages as the server answers them: /tools for anyone (and in the
// sitemap); a profile's calculator only while the profile is published, titled with the person's name.
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

describe('tools pages', () => {
  it('answers /tools with its head, inputs in the query or not, and lists it in the sitemap', async () => {
    for (const pathname of ['/tools', '/tools?arv=200000&repairs=30000']) {
      const res = await page(pathname);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<title>Tools · DealLoop</title>');
      expect(res.html).not.toContain('noindex');
    }
    const sitemap = await (await t.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/tools</loc>');
  });

  it("answers a profile's calculator with 404 until the profile is published, then 200 with the name", async () => {
    const owner = await t.signUp({ fullName: 'Ada Analyst' });
    expect((await page(`/profile/${owner.user.id}/calculator`)).status).toBe(404);
    const published = await t.call('PATCH', '/api/v1/me/profile', {
      token: owner.accessToken,
      json: { profilePublished: true, bio: 'Runs the numbers.', profileTemplate: 'attract_buyers' },
    });
    expect(published.status, published.text).toBe(200);
    const res = await page(`/profile/${owner.user.id}/calculator?arv=200000`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Ada Analyst · Deal Calculator · DealLoop</title>');
    expect(res.html).toContain('<meta name="robots" content="noindex">');
    expect((await page('/profile/0193a5c0-0000-7000-8000-00000000beef/calculator')).status).toBe(404);
  });
});
