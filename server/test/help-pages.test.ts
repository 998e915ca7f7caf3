// The help pages as the server answers them: the knowledge base, its articles (404 for an unknown slug), the
// FAQs, and the articles in the sitemap.
import { KNOWLEDGE_ARTICLES } from '@dealloop/core';
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

describe('help pages', () => {
  it('answers the knowledge base and the FAQs with 200, indexable, titled as the nav says', async () => {
    const kb = await page('/knowledge-base');
    expect(kb.status).toBe(200);
    expect(kb.html).toContain('<title>Help · DealLoop</title>');
    expect(kb.html).not.toContain('noindex');
    const faqs = await page('/faqs');
    expect(faqs.status).toBe(200);
    expect(faqs.html).toContain('<title>FAQs · DealLoop</title>');
  });

  it('answers an article with its own title, summary, canonical URL and Article JSON-LD', async () => {
    const res = await page('/knowledge-base/earnest-money');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Earnest money · Help · DealLoop</title>');
    const article = KNOWLEDGE_ARTICLES.find((a) => a.slug === 'earnest-money')!;
    expect(res.html).toContain(`<meta name="description" content="${article.summary}">`);
    expect(res.html).toContain(
      '<link rel="canonical" href="http://localhost:3000/knowledge-base/earnest-money">',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.html);
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Article', headline: 'Earnest money' });
  });

  it('answers an unknown article with 404 and the Not Found head', async () => {
    for (const slug of ['no-such-article', 'EARNEST-MONEY', '%3Cscript%3E']) {
      const res = await page(`/knowledge-base/${slug}`);
      expect(res.status).toBe(404);
      expect(res.html).toContain('<title>Page not found · DealLoop</title>');
      expect(res.html).not.toContain('<script>');
    }
    expect((await page('/knowledge-base/earnest-money/extra')).status).toBe(404);
  });

  it('lists the knowledge base, the FAQs and every article in the sitemap', async () => {
    const xml = await (await t.app.request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/knowledge-base</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/faqs</loc>');
    for (const article of KNOWLEDGE_ARTICLES) {
      expect(xml).toContain(`<loc>http://localhost:3000/knowledge-base/${article.slug}</loc>`);
    }
    expect(xml).not.toContain('/knowledge-base/:slug');
  });
});
