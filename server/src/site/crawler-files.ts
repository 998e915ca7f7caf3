// /robots.txt and /sitemap.xml: what search engines may crawl, and the public pages worth indexing.
import { KNOWLEDGE_ARTICLES, knowledgeArticlePath, SITE_PAGES } from '@dealloop/core';
import type { SitemapEntry } from '../profiles/published-profile-paths';
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

/** A sitemap `<url>`: its address and, when given, its `<lastmod>`. */
function urlElement(publicUrl: string, { path, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${modified}</url>`;
}

/**
 * The sitemap: every indexable built page with a fixed path, the knowledge base articles, then the given entries
 * (public listings, published investor profiles with their lastmod).
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[] = []): string {
  const fixed = SITE_PAGES.filter((page) => PAGE_HEADS[page.key].indexable && !page.path.includes(':')).map(
    (page) => page.path,
  );
  const articles = KNOWLEDGE_ARTICLES.map((article) => knowledgeArticlePath(article.slug));
  const urls = [...[...fixed, ...articles].map((path) => ({ path })), ...entries].map((entry) =>
    urlElement(publicUrl, entry),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
