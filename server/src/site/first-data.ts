// The first API answers a page shows, written into its HTML as a JSON data block the site reads instead of
// fetching (one round trip less before the first content): the home page's newest deals, /properties' first
// results for its address, a listing page's listing. The answers are asked in-process as an anonymous visitor,
// so a block holds only what anyone may read; the site uses them only while nobody is signed in. The block is
// `type="application/json"`: never executed, so a CSP without inline scripts allows it.
import {
  formatPrice,
  HOME_PAGE_LIMIT,
  LISTING_FIRST_PAINT_CLASSES,
  LISTING_PHOTO_SIZES,
  type ListingKeyNumbers,
  listingDealFigures,
  listingFactTexts,
  listingPhotoAlt,
  parseSearchFilters,
  type SitePageKey,
  searchFiltersToApiQuery,
} from '@dealloop/core';
import { LISTING_IMAGE_VARIANTS } from '../storage/image-processing';

/** The id of the data block (the site reads `#dealloop-first-data`). */
export const FIRST_DATA_ID = 'dealloop-first-data';

const PROPERTIES_API = '/api/v1/properties';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Answers an API request (path with its query) in-process, as an anonymous visitor. */
export type ApiRequest = (pathWithQuery: string) => Response | Promise<Response>;

/** The path with its query as the API client writes it: values in order, null and undefined left out. */
function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The API requests whose answers the page `key` (at the address query `search`) shows first. */
export function firstDataRequests(
  page: { key: SitePageKey; params: Record<string, string | undefined> },
  search: string,
): string[] {
  switch (page.key) {
    case 'home':
      // The featured deals before the visitor's position is known (features/listings/home/home-page.tsx).
      return [withQuery(PROPERTIES_API, { sort: 'newest', limit: HOME_PAGE_LIMIT })];
    case 'properties':
      return [withQuery(PROPERTIES_API, searchFiltersToApiQuery(parseSearchFilters(search)))];
    case 'property':
    case 'propertyAlias':
    case 'propertySeo': {
      const id = page.params.id ?? page.params.shortId;
      return id ? [`${PROPERTIES_API}/${encodeURIComponent(id)}`] : [];
    }
    default:
      return [];
  }
}

/** Asks each request through `api`; answers the successful JSON bodies by request. A failure is left out. */
export async function loadFirstData(requests: string[], api: ApiRequest): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const request of requests) {
    try {
      const response = await api(request);
      if (response.status === 200 && response.headers.get('content-type')?.includes('application/json')) {
        answers[request] = await response.json();
      }
    } catch {
      // The page loads it itself, as without the block.
    }
  }
  return answers;
}

/** The data block, or '' when there is nothing to write. `<` is escaped so no text can close the element. */
export function renderFirstData(answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}

/** A listing page's first photo: its `srcset` over every variant and the gallery's text for it. */
interface ListingFirstPhoto {
  src: string;
  srcset: string;
  alt: string;
}

/** The first photo of the listing among a listing page's answers, or null (no listing, or no photo). */
function listingFirstPhoto(answers: Record<string, unknown>): ListingFirstPhoto | null {
  for (const [request, answer] of Object.entries(answers)) {
    if (!/^\/api\/v1\/properties\/[^/?]+$/.test(request)) continue;
    const listing = answer as { title?: unknown; images?: Partial<Record<string, unknown>>[] };
    const photo = listing.images?.[0];
    const variants = LISTING_IMAGE_VARIANTS.map((variant) => [photo?.[variant.name], variant.width] as const);
    if (!variants.every(([url]) => typeof url === 'string')) continue;
    const count = listing.images?.length ?? 1;
    return {
      src: String(photo?.full),
      srcset: variants.map(([url, width]) => `${url} ${width}w`).join(', '),
      alt: listingPhotoAlt(typeof listing.title === 'string' ? listing.title : 'Listing', 1, count),
    };
  }
  return null;
}

/**
 * For a listing page, a preload of the listing's first photo (its largest content) with the same `srcset` and
 * `sizes` as the gallery's, so it downloads beside the scripts instead of after them; '' otherwise.
 */
export function listingPhotoPreload(answers: Record<string, unknown>): string {
  const photo = listingFirstPhoto(answers);
  if (!photo) return '';
  return `<link rel="preload" as="image" imagesrcset="${escapeAttribute(photo.srcset)}" imagesizes="${LISTING_PHOTO_SIZES}" fetchpriority="high">`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The listing among a listing page's answers (as the API answers an anonymous visitor), or null. */
function listingOf(answers: Record<string, unknown>): ListingAnswer | null {
  for (const [request, answer] of Object.entries(answers)) {
    if (/^\/api\/v1\/properties\/[^/?]+$/.test(request)) return answer as ListingAnswer;
  }
  return null;
}

/** The fields of a listing answer the first paint reads. */
type ListingAnswer = ListingKeyNumbers & {
  title: string;
  location: string;
  price: number;
  description?: string | null;
};

/** The listing's content as HTML: title, place, asking price, key figures and description (all escaped). */
function listingContent(listing: ListingAnswer): string {
  const classes = LISTING_FIRST_PAINT_CLASSES;
  const facts = listingFactTexts(listing).map((fact) => `<li>${escapeText(fact)}</li>`);
  const figures = listingDealFigures(listing).map(
    (figure) => `<div><dt>${escapeText(figure.label)}</dt><dd>${escapeText(figure.value)}</dd></div>`,
  );
  return [
    `<div class="${classes.content}">`,
    `<h1>${escapeText(listing.title)}</h1>`,
    `<p>${escapeText(listing.location)}</p>`,
    `<p class="${classes.price}">Asking price <strong>${escapeText(formatPrice(listing.price))}</strong></p>`,
    facts.length > 0 ? `<ul class="${classes.facts}" aria-label="Property facts">${facts.join('')}</ul>` : '',
    `<dl class="${classes.facts}">${figures.join('')}</dl>`,
    listing.description ? `<p>${escapeText(listing.description)}</p>` : '',
    '</div>',
  ].join('');
}

/**
 * For a listing page, the listing drawn in the page's static first paint: its first photo where the gallery shows
 * it (`.app-shell-photo`, styles/app-shell.css.ts), so the largest content paints from the HTML instead of after the
 * scripts, then its content (title, place, price, key figures, description), so the HTML carries the page's text for
 * crawlers and link previews, with what an anonymous visitor may see (the coarse place only); '' for other pages.
 * React replaces it with the page, which shows the same photo in the same place.
 */
export function listingFirstPaint(answers: Record<string, unknown>): string {
  const listing = listingOf(answers);
  if (!listing || typeof listing.title !== 'string') return '';
  const photo = listingFirstPhoto(answers);
  const classes = LISTING_FIRST_PAINT_CLASSES;
  const photoHtml = photo
    ? `<div class="${classes.photo}"><img src="${escapeAttribute(photo.src)}" srcset="${escapeAttribute(photo.srcset)}" sizes="${LISTING_PHOTO_SIZES}" fetchpriority="high" alt="${escapeAttribute(photo.alt)}"></div>`
    : '';
  return `<div class="${classes.page}"><div class="${classes.back}"></div>${photoHtml}${listingContent(listing)}</div>`;
}
