// Runs a plain-words listing search through the same search service as GET /properties, as the caller sees it,
// and writes the answer: the top listings with links and a link to the full search on /properties.
import {
  EMPTY_SEARCH_FILTERS,
  formatPrice,
  formatRoi,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertySearchFilters,
  searchFiltersToApiQuery,
  searchFiltersToParams,
} from '@dealloop/core';
import { type PropertyView, SearchQuery } from '../properties/property-schemas';
import type { PlaceFilter } from '../properties/search-properties';
import type { AssistantContext } from './assistant-context';
import { CHAT_SEARCH_RESULTS } from './chat-limits';
import type { ParsedListingQuery } from './listing-query-parser';

/** A finished search: the filters run, the place understood, the top listings and how many matched. */
export interface ListingSearchResult {
  readonly filters: PropertySearchFilters;
  /** The place searched, as the geocoder named it, or null for anywhere. */
  readonly placeName: string | null;
  /** A place phrase that was named but not found (the search then ran without it). */
  readonly unknownPlace: string | null;
  readonly items: readonly PropertyView[];
  readonly total: number;
  /** The full search on the listings page, e.g. /properties?location=Dallas%2C+TX&maxPrice=150000. */
  readonly searchUrl: string;
  /** The query as read (ARV, profit and ROI ranges and the order are applied to the listings read). */
  readonly query: ParsedListingQuery;
}

/** Listings read when the answer filters or orders by ARV, profit or ROI itself (one page of the search). */
const METRIC_SCAN = 50;
/** Miles around the asker's position for "near me". */
const NEAR_ME_MILES = 25;

/** The part of the search page JSON the answer uses. */
interface SearchPage {
  items: PropertyView[];
  nextCursor?: string | null;
  total: number | null;
}

/** Finds the first place phrase the geocoder knows, as GET /properties resolves `location`. */
async function resolvePlace(ctx: AssistantContext, phrases: readonly string[]) {
  for (const phrase of phrases) {
    const found = await ctx.deps.geo.geocode(phrase);
    if (!found.found) continue;
    const place: PlaceFilter = {
      precision: found.precision,
      state: found.state,
      city: found.city,
      zip: found.zip,
      county: found.county,
    };
    const info = { found: true, placeName: found.place_name, precision: found.precision };
    return { place, info, placeName: found.place_name };
  }
  return null;
}

/** Runs the search as the caller (anonymous callers get what anonymous visitors may see). */
export async function searchListings(
  ctx: AssistantContext,
  query: ParsedListingQuery,
  limit = CHAT_SEARCH_RESULTS,
): Promise<ListingSearchResult> {
  const resolved = await resolvePlace(ctx, query.places);
  const near = query.nearMe && !resolved && ctx.position ? ctx.position : null;
  const byMetric =
    (query.minArv ?? null) !== null ||
    (query.maxArv ?? null) !== null ||
    (query.minProfit ?? null) !== null ||
    (query.minRoi ?? null) !== null ||
    query.order === 'profit' ||
    query.order === 'roi';
  const filters: PropertySearchFilters = {
    ...EMPTY_SEARCH_FILTERS,
    location: resolved?.placeName ?? '',
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    types: query.types,
    minBeds: query.minBeds,
    minBaths: query.minBaths,
    statuses: query.statuses ?? ['active'],
    sort: near
      ? 'distance'
      : query.order === 'price_asc' || query.order === 'price_desc'
        ? query.order
        : 'newest',
    near,
    radius: near ? NEAR_ME_MILES : null,
  };
  const apiQuery = SearchQuery.parse(
    searchFiltersToApiQuery(filters, { limit: byMetric ? METRIC_SCAN : limit }),
  );
  const run = async (lister?: string) =>
    JSON.parse(
      new TextDecoder().decode(
        await ctx.deps.search.page({
          filters: lister ? { ...apiQuery, lister } : apiQuery,
          place: resolved?.place ?? null,
          placeInfo: resolved?.info ?? null,
          viewer: ctx.viewer,
          from: near,
        }),
      ),
    ) as SearchPage;
  const page = await run();
  let items = page.items;
  let total = page.total ?? page.items.length;
  // Embedded on a wholesaler's site, their matching listings lead, then other sellers' fill the answer.
  if (ctx.preferredLister) {
    const own = (await run(ctx.preferredLister)).items;
    const ownIds = new Set(own.map((item) => item.id));
    items = [...own, ...items.filter((item) => !ownIds.has(item.id))];
  }
  if (byMetric) {
    items = items.filter((item) => matchesMetrics(item, query));
    if (query.order === 'profit')
      items.sort((a, b) => (b.profitPotential ?? -Infinity) - (a.profitPotential ?? -Infinity));
    if (query.order === 'roi') items.sort((a, b) => (b.roi ?? -Infinity) - (a.roi ?? -Infinity));
    total = items.length;
  }
  items = items.slice(0, limit);
  const params = searchFiltersToParams(filters).toString();
  return {
    filters,
    placeName: resolved?.placeName ?? (near ? 'your area' : null),
    unknownPlace: resolved ? null : (query.places[0] ?? null),
    items,
    total,
    searchUrl: params ? `/properties?${params}` : '/properties',
    query,
  };
}

/** Whether a listing is within the ARV, profit and ROI ranges of the query (a listing without the figure is not). */
function matchesMetrics(item: PropertyView, query: ParsedListingQuery): boolean {
  const atLeast = (value: number | null, min: number | null | undefined) =>
    min === null || min === undefined || (value !== null && value >= min);
  const atMost = (value: number | null, max: number | null | undefined) =>
    max === null || max === undefined || (value !== null && value <= max);
  return (
    atLeast(item.arv, query.minArv) &&
    atMost(item.arv, query.maxArv) &&
    atLeast(item.profitPotential, query.minProfit) &&
    atLeast(item.roi, query.minRoi)
  );
}

/**
 * "6 active listings in Memphis, TN (Single Family, under $200,000)": a count (a number, or "no") of the listings a
 * search asked for, their status, place and other criteria, the noun said once.
 */
export function describeSearch(result: ListingSearchResult, count: number | 'no'): string {
  const { filters } = result;
  const parts: string[] = [];
  if (filters.minBeds !== null) parts.push(`${filters.minBeds}+ beds`);
  if (filters.minBaths !== null) parts.push(`${filters.minBaths}+ baths`);
  if (filters.types.length) parts.push(filters.types.map((type) => PROPERTY_TYPE_LABELS[type]).join(' or '));
  if (filters.minPrice !== null && filters.maxPrice !== null) {
    parts.push(`${formatPrice(filters.minPrice)} to ${formatPrice(filters.maxPrice)}`);
  } else if (filters.maxPrice !== null) parts.push(`under ${formatPrice(filters.maxPrice)}`);
  else if (filters.minPrice !== null) parts.push(`over ${formatPrice(filters.minPrice)}`);
  const { query } = result;
  if (query.minArv != null) parts.push(`ARV over ${formatPrice(query.minArv)}`);
  if (query.maxArv != null) parts.push(`ARV under ${formatPrice(query.maxArv)}`);
  if (query.minProfit != null) parts.push(`profit of at least ${formatPrice(query.minProfit)}`);
  if (query.minRoi != null) parts.push(`ROI of at least ${query.minRoi}%`);
  const statuses = filters.statuses.length ? filters.statuses : (['active'] as const);
  const state = statuses.map((status) => PROPERTY_STATUS_LABELS[status].toLowerCase()).join(' or ');
  const noun = count === 1 ? 'listing' : 'listings';
  const place = result.placeName ? ` in ${result.placeName}` : '';
  const details = parts.length ? ` (${parts.join(', ')})` : '';
  return `${count} ${state} ${noun}${place}${details}`;
}

function listingLine(item: PropertyView): string {
  const rooms = [
    item.beds !== null ? `${item.beds} bd` : null,
    item.baths !== null ? `${item.baths} ba` : null,
    item.sqft !== null ? `${item.sqft.toLocaleString('en-US')} sqft` : null,
  ].filter(Boolean);
  const figures = [
    item.arv !== null ? `ARV ${formatPrice(item.arv)}` : null,
    item.profitPotential !== null ? `profit ${formatPrice(item.profitPotential)}` : null,
    item.roi !== null ? `ROI ${formatRoi(item.roi)}` : null,
  ].filter(Boolean);
  const details = [
    formatPrice(item.price),
    PROPERTY_TYPE_LABELS[item.propertyType],
    ...rooms,
    ...figures,
    item.location,
    PROPERTY_STATUS_LABELS[item.status],
  ];
  return `- [${item.title.replace(/[[\]]/g, '')}](${item.path}): ${details.join(' · ')}`;
}

/** "newest", "cheapest", "most profitable": how the shown listings were picked. */
function orderWords(query: ParsedListingQuery): string {
  if (query.order === 'price_asc') return 'cheapest';
  if (query.order === 'price_desc') return 'most expensive';
  if (query.order === 'profit') return 'most profitable';
  if (query.order === 'roi') return 'highest-ROI';
  if (query.nearMe) return 'nearest';
  return 'newest';
}

/** The answer to a listing search in markdown. */
export function listingSearchAnswer(result: ListingSearchResult): string {
  const lines: string[] = [];
  if (result.unknownPlace) {
    lines.push(`I couldn't find a place called "${result.unknownPlace}", so I searched everywhere.`, '');
  }
  if (!result.items.length) {
    lines.push(
      `I found ${describeSearch(result, 'no')} right now.`,
      '',
      'Try widening the search: raise the price limit, drop a filter such as bedrooms or property type, or search a larger area (a county or the whole state).',
      `You can also [adjust the search on the listings page](${result.searchUrl}) or save it to get alerts when a match is listed.`,
    );
    return lines.join('\n');
  }
  const shown = result.items.length;
  const found = describeSearch(result, Math.max(result.total, shown));
  lines.push(
    `I found ${found}. ${result.total > shown ? `Here are the ${orderWords(result.query)} ${shown}:` : `Here they are, ${orderWords(result.query)} first:`}`,
    '',
  );
  for (const item of result.items) lines.push(listingLine(item));
  lines.push('', `[See all results on the listings page](${result.searchUrl})`);
  return lines.join('\n');
}
