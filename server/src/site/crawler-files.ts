// /robots.txt and /sitemap.xml: what search engines may crawl, and the public pages worth indexing.
import { KNOWLEDGE_ARTICLES, knowledgeArticlePath, SITE_PAGES } from '@dealloop/core';
import { PAGE_HEADS } from './page-head';

/** Paths crawlers are asked to leave alone: private areas and the API. */
const DISALLOWED = [
  '/api/',
  '/auth',
  '/dashboard',
  '/admin',
  '/moderator',
  '/buyer-dashboard',
  '/add-property',
];

/** The robots.txt of the site. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap: every indexable built page with a fixed path, the knowledge base articles, then the given paths
 * (public listings).
 */
export function sitemapXml(publicUrl: string, paths: readonly string[] = []): string {
  const fixed = SITE_PAGES.filter((page) => PAGE_HEADS[page.key].indexable && !page.path.includes(':')).map(
    (page) => page.path,
  );
  const articles = KNOWLEDGE_ARTICLES.map((article) => knowledgeArticlePath(article.slug));
  const urls = [...fixed, ...articles, ...paths].map(
    (path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
