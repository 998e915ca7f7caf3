// The marketplace site: its built files, and an HTML page for every path, 200 for built pages and 404 otherwise,
// each with its own head; plus /robots.txt and /sitemap.xml.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  isPubliclyVisible,
  matchSitePage,
  profileCalculatorTitle,
  SITE_NAME,
  type SitePageKey,
} from '@dealloop/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { findCard } from '../business-cards/cards-repo';
import { errorResponse } from '../http/error-handler';
import { findPropertyById, findPropertyByShortId, publicListingPaths } from '../listings/properties-repo';
import { findRaffle } from '../moderation/raffles';
import { findPublishedProfile } from '../profiles/profiles-repo';
import { publishedProfilePaths } from '../profiles/published-profile-paths';

/** Pages that show one listing, by id or by the short id of its SEO path. */
const LISTING_PAGES: ReadonlySet<SitePageKey> = new Set<SitePageKey>([
  'property',
  'propertyAlias',
  'propertySeo',
]);

/** Pages that show one published profile, by user id or by slug. */
const PROFILE_PAGES: ReadonlySet<SitePageKey> = new Set<SitePageKey>(['publicProfile', 'investorProfile']);

import { robotsTxt, sitemapXml } from '../site/crawler-files';
import {
  type ApiRequest,
  firstDataRequests,
  listingFirstPaint,
  listingPhotoPreload,
  loadFirstData,
  renderFirstData,
} from '../site/first-data';
import { knowledgeArticleHead } from '../site/knowledge-head';
import {
  injectFirstPaint,
  injectHead,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  type PageHead,
  type RuntimeConfig,
  renderHead,
} from '../site/page-head';
import { pagePreloads } from '../site/page-preloads';
import { cardHead, profileHead } from '../site/profile-head';
import { propertyHead } from '../site/property-head';
import type { SiteFile } from '../site/site-bundle';

/** Brotli level of pages compressed per request (fast; the built files get 11 once, at start). */
const PAGE_BROTLI_QUALITY = 5;

/** Listings in the sitemap (one sitemap file holds at most 50,000 URLs). */
const SITEMAP_LISTINGS = 40_000;

/** Investor profiles in the sitemap. */
const SITEMAP_PROFILES = 5_000;

/**
 * A page's HTML, compressed when the browser accepts it (brotli at a fast level, else gzip): with its first data a
 * page carries tens of kilobytes of JSON.
 */
function sendPage(c: Context, html: string, status: 200 | 404) {
  const accepts = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  let body: Uint8Array = Buffer.from(html);
  if (/\bbr\b/.test(accepts)) {
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } });
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts)) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  return c.body(new Uint8Array(body), status, headers);
}

function sendFile(c: Context, file: SiteFile) {
  const accepts = c.req.header('accept-encoding') ?? '';
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepts)) {
    body = file.brotli;
    headers['Content-Encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    body = file.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * The site routes, mounted last at /. With `api` (the app answering in-process), a page's HTML carries the first
 * API answers it shows (site/first-data.ts).
 */
export function siteRoutes(deps: Pick<AppDeps, 'config' | 'site' | 'db'>, api?: ApiRequest) {
  const { config, site } = deps;
  const { styleUrl, pmtilesUrl } = config.map;
  const runtime: RuntimeConfig = {
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    ...((styleUrl || pmtilesUrl) && { map: { styleUrl, pmtilesUrl } }),
  };
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) =>
      c.text(robotsTxt(config.publicUrl), 200, { 'Cache-Control': 'public, max-age=3600' }),
    )
    .get('/sitemap.xml', async (c) => {
      // Listing URLs join the sitemap once the site has a page at their SEO path.
      const paths = (await publicListingPaths(deps.db, SITEMAP_LISTINGS)).filter(
        (p) => matchSitePage(p) !== null,
      );
      const profiles = await publishedProfilePaths(deps.db, SITEMAP_PROFILES);
      const entries = [...paths.map((path) => ({ path })), ...profiles];
      return c.body(sitemapXml(config.publicUrl, entries), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
    })
    .get('*', async (c) => {
      const path = c.req.path;
      if (path.startsWith('/api/') || path.startsWith('/storage/')) {
        return errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${path}.`);
      }
      if (!site) {
        return errorResponse(
          c,
          503,
          'site_not_built',
          'The site is not built. Run `pnpm build`, then restart.',
        );
      }
      const file = site.files.get(path);
      if (file) return sendFile(c, file);
      const page = matchSitePage(path);
      let head: PageHead | null = page ? { ...PAGE_HEADS[page.key], path } : null;
      const listingId = page?.params.id ?? page?.params.shortId;
      if (page && listingId && LISTING_PAGES.has(page.key)) {
        // A listing page exists only for a public listing; its head is the listing's own.
        const property =
          listingId.length === 8
            ? await findPropertyByShortId(deps.db, listingId)
            : await findPropertyById(deps.db, listingId);
        head = property && isPubliclyVisible(property) ? propertyHead(property, config.publicUrl) : null;
      }
      // An article page exists only for an article of the knowledge base.
      if (page?.key === 'knowledgeArticle')
        head = knowledgeArticleHead(page.params.slug ?? '', config.publicUrl);
      if (page && PROFILE_PAGES.has(page.key)) {
        // A public profile page exists only while the profile is published.
        const by =
          page.key === 'publicProfile' ? { userId: page.params.userId! } : { slug: page.params.slug! };
        const profile = await findPublishedProfile(deps.db, by);
        head = profile ? profileHead(profile, config.publicUrl) : null;
      }
      if (
        page?.key === 'buyersList' &&
        !(await findPublishedProfile(deps.db, { userId: page.params.userId! }))
      ) {
        // A buyers list join page exists only while its owner's profile is published.
        head = null;
      }
      if (page?.key === 'profileCalculator') {
        // A profile's deal calculator exists only while the profile is published; its title names the person.
        const profile = await findPublishedProfile(deps.db, { userId: page.params.userId! });
        head =
          profile && head ? { ...head, title: profileCalculatorTitle(profile.full_name ?? SITE_NAME) } : null;
      }
      if (page?.key === 'raffle' && !(await findRaffle(deps.db, page.params.id!))) {
        // A raffle page exists only for a raffle.
        head = null;
      }
      if (page?.key === 'businessCard') {
        // A card page exists only while the card is active.
        const card = await findCard(deps.db, page.params.cardId!);
        head = card?.is_active ? cardHead(card) : null;
      }
      const answers =
        api && page && head
          ? await loadFirstData(firstDataRequests(page, new URL(c.req.url).search), api)
          : {};
      const headHtml = [
        renderHead(head ?? { ...NOT_FOUND_HEAD, path }, runtime),
        page && head ? pagePreloads(page.key, site.manifest, site.template) : '',
        listingPhotoPreload(answers),
        renderFirstData(answers),
      ]
        .filter(Boolean)
        .join('\n    ');
      const html = injectFirstPaint(injectHead(site.template, headHtml), listingFirstPaint(answers));
      return sendPage(c, html, head ? 200 : 404);
    });
}
