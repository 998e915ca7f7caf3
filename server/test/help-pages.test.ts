// The help pages as the server answers them: the knowledge base, its articles (404 for an unknown slug), the
// FAQs, and the articles in the sitemap.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { KNOWLEDGE_ARTICLES } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-help-'));
  await writeFile(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ SITE_DIR: siteDir });
});
afterAll(async () => {
  await t.close();
  await rm(siteDir, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await t.app.request(pathname);
  return { status: res.status, html: await res.text() };
};

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
