// The <head> the server writes into every page: title, description, canonical URL, Open Graph, JSON-LD, and the
// runtime configuration the site reads.
import { NOT_FOUND_TITLE, PAGE_TITLES, SITE_NAME, type SitePageKey } from '@dealloop/core';

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (absolute URLs are built from PUBLIC_URL). */
  path: string;
  indexable: boolean;
  jsonLd?: Record<string, unknown>[];
  /** Absolute URL of the picture link previews show. */
  image?: string | null;
}

const TAGLINE = 'The #1 wholesale real estate marketplace';

/** Head of each built page; a page added to SITE_PAGES without an entry here fails the type check. */
export const PAGE_HEADS: Record<SitePageKey, Omit<PageHead, 'path'>> = {
  home: {
    title: PAGE_TITLES.home,
    description: `${TAGLINE}: off-market investment properties from motivated sellers and wholesalers, with ARV, repairs and profit up front.`,
    indexable: true,
  },
  property: {
    title: PAGE_TITLES.property,
    description: `An off-market wholesale investment property on ${SITE_NAME}: price, ARV, repairs, profit and ROI.`,
    indexable: false,
  },
  propertyAlias: {
    title: PAGE_TITLES.propertyAlias,
    description: `An off-market wholesale investment property on ${SITE_NAME}: price, ARV, repairs, profit and ROI.`,
    indexable: false,
  },
  propertySeo: {
    title: PAGE_TITLES.propertySeo,
    description: `An off-market wholesale investment property on ${SITE_NAME}: price, ARV, repairs, profit and ROI.`,
    indexable: true,
  },
  auth: {
    title: PAGE_TITLES.auth,
    description:
      'Sign in to DealLoop to list off-market properties, save searches and make offers on wholesale deals.',
    indexable: false,
  },
  resetPassword: {
    title: PAGE_TITLES.resetPassword,
    description: 'Choose a new password for your DealLoop account.',
    indexable: false,
  },
  privacyPolicy: {
    title: PAGE_TITLES.privacyPolicy,
    description:
      'What DealLoop collects, why, who we share it with, how long we keep it and the choices you have.',
    indexable: true,
  },
  termsOfService: {
    title: PAGE_TITLES.termsOfService,
    description: 'The terms for using DealLoop, the marketplace for off-market wholesale real estate deals.',
    indexable: true,
  },
};

/** Head of the Not Found page. */
export const NOT_FOUND_HEAD: Omit<PageHead, 'path'> = {
  title: NOT_FOUND_TITLE,
  description: `${TAGLINE}: off-market investment properties from wholesalers and sellers.`,
  indexable: false,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json"> block: `<` is escaped so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The runtime configuration the site reads from `<meta name="dealloop-config">`. */
export interface RuntimeConfig {
  publicUrl: string;
  supportEmail: string;
}

/** Renders the head tags of a page. */
export function renderHead(head: PageHead, config: RuntimeConfig): string {
  const url = `${config.publicUrl}${head.path}`;
  const jsonLd = head.jsonLd ?? [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${config.publicUrl}/` },
  ];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    head.indexable ? '' : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
    `<meta name="dealloop-config" content="${escapeHtml(JSON.stringify(config))}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The template with the head written in place of its `<!--app-head-->` marker (or before `</head>`). */
export function injectHead(template: string, headHtml: string): string {
  if (template.includes('<!--app-head-->')) return template.replace('<!--app-head-->', headHtml);
  return template.replace('</head>', `    ${headHtml}\n  </head>`);
}
