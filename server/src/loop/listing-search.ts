// Runs a plain-words listing search through the same search service as GET /properties, as the caller sees it,
// and writes the answer: the top listings with links and a link to the full search on /properties.

import { type PropertyView, SearchQuery } from '@dealloop/contract';
import {
  EMPTY_SEARCH_FILTERS,
  formatDistance,
  formatPrice,
  formatRoi,
  type PropertySearchFilters,
  searchFiltersToApiQuery,
  searchFiltersToParams,
} from '@dealloop/core';
import type { PlaceFilter } from '../search/search-properties';
import type { AssistantContext } from './assistant-context';
import { CHAT_SEARCH_RESULTS } from './chat-limits';
import type { AnswerLanguage } from './deal-math-texts';
import { LISTING_ANSWER_TEXTS, type ListingAnswerTexts, type ShownOrder } from './listing-answer-texts';
import type { ParsedListingQuery } from './listing-query-parser';

/** A finished search: the filters run, the place understood, the top listings and how many matched. */
export interface ListingSearchResult {
  readonly filters: PropertySearchFilters;
  /** The place searched, as the geocoder named it, or null for anywhere (or around the asker's position). */
  readonly placeName: string | null;
  /** Whether the search ran around the position the asker's browser shared ("near me"). */
  readonly nearPosition: boolean;
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

/** The largest price and bedroom/bathroom counts the listings API takes (the contract's SearchQuery). */
const SEARCH_BOUNDS = Object.freeze({ price: 100_000_000, rooms: 50 });

/**
 * The query within the API's bounds: a price ceiling above the largest price is no ceiling; null when the query
 * asks for more than any listing can have (over the largest price, more rooms than the API counts).
 */
function withinBounds(query: ParsedListingQuery): ParsedListingQuery | null {
  const over = (value: number | null, max: number) => value !== null && value > max;
  if (
    over(query.minPrice, SEARCH_BOUNDS.price) ||
    over(query.minBeds, SEARCH_BOUNDS.rooms) ||
    over(query.minBaths, SEARCH_BOUNDS.rooms)
  ) {
    return null;
  }
  return { ...query, maxPrice: over(query.maxPrice, SEARCH_BOUNDS.price) ? null : query.maxPrice };
}

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
  const bounded = withinBounds(query);
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
    maxPrice: bounded ? bounded.maxPrice : query.maxPrice,
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
  const apiQuery = bounded
    ? SearchQuery.parse(searchFiltersToApiQuery(filters, { limit: byMetric ? METRIC_SCAN : limit }))
    : null;
  const run = async (lister?: string): Promise<SearchPage> =>
    !apiQuery
      ? { items: [], total: 0 }
      : (JSON.parse(
          new TextDecoder().decode(
            await ctx.deps.search.page({
              filters: lister ? { ...apiQuery, lister } : apiQuery,
              place: resolved?.place ?? null,
              placeInfo: resolved?.info ?? null,
              viewer: ctx.viewer,
              from: near,
            }),
          ),
        ) as SearchPage);
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
    placeName: resolved?.placeName ?? null,
    nearPosition: near !== null,
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
 * "available listings in Dallas, TX (3+ beds, Multi Family, under $150,000)": the search in words, the noun said
 * once and in the number of `count` listings.
 */
export function describeSearch(
  result: ListingSearchResult,
  language: AnswerLanguage = 'en',
  count = 2,
): string {
  const t = LISTING_ANSWER_TEXTS[language];
  const { filters, query } = result;
  const parts: string[] = [];
  if (filters.minBeds !== null) parts.push(t.beds(filters.minBeds));
  if (filters.minBaths !== null) parts.push(t.baths(filters.minBaths));
  if (filters.types.length) parts.push(filters.types.map((type) => t.typeLabels[type]).join(t.or));
  if (filters.minPrice !== null && filters.maxPrice !== null) {
    parts.push(t.priceRange(formatPrice(filters.minPrice), formatPrice(filters.maxPrice)));
  } else if (filters.maxPrice !== null) parts.push(t.under(formatPrice(filters.maxPrice)));
  else if (filters.minPrice !== null) parts.push(t.over(formatPrice(filters.minPrice)));
  if (query.minArv != null) parts.push(t.arvOver(formatPrice(query.minArv)));
  if (query.maxArv != null) parts.push(t.arvUnder(formatPrice(query.maxArv)));
  if (query.minProfit != null) parts.push(t.profitAtLeast(formatPrice(query.minProfit)));
  if (query.minRoi != null) parts.push(t.roiAtLeast(query.minRoi));
  const statuses = filters.statuses.length ? filters.statuses : (['active'] as const);
  const state = statuses.map((status) => t.statusWords[status]).join(t.or);
  return t.searchWords(state, parts, result.placeName ?? (result.nearPosition ? t.yourArea : null), count);
}

function listingLine(item: PropertyView, t: ListingAnswerTexts): string {
  const rooms = [
    item.beds !== null ? `${item.beds} ${t.line.beds}` : null,
    item.baths !== null ? `${item.baths} ${t.line.baths}` : null,
    item.sqft !== null ? `${item.sqft.toLocaleString('en-US')} ${t.line.sqft}` : null,
  ].filter(Boolean);
  const figures = [
    item.arv !== null ? `ARV ${formatPrice(item.arv)}` : null,
    item.profitPotential !== null ? `${t.line.profit} ${formatPrice(item.profitPotential)}` : null,
    item.roi !== null ? `ROI ${formatRoi(item.roi)}` : null,
  ].filter(Boolean);
  const details = [
    formatPrice(item.price),
    t.typeLabels[item.propertyType],
    ...rooms,
    ...figures,
    item.location,
    ...(formatDistance(item.distance) ? [t.line.away(formatDistance(item.distance))] : []),
    t.statusLabels[item.status],
  ];
  return `- [${item.title.replace(/[[\]]/g, '')}](${item.path}): ${details.join(' · ')}`;
}

/** How the shown listings were picked: the order asked for, nearest for "near me", else newest. */
function shownOrder(query: ParsedListingQuery): ShownOrder {
  if (query.order) return query.order;
  return query.nearMe ? 'nearest' : 'newest';
}

/** The answer to a listing search in markdown, in the asker's language. */
export function listingSearchAnswer(result: ListingSearchResult, language: AnswerLanguage = 'en'): string {
  const t = LISTING_ANSWER_TEXTS[language];
  const lines: string[] = [];
  if (result.unknownPlace) lines.push(t.unknownPlace(result.unknownPlace), '');
  if (!result.items.length) {
    lines.push(t.noneFound(describeSearch(result, language)), '', t.widen, t.adjust(result.searchUrl));
    return lines.join('\n');
  }
  const shown = result.items.length;
  const order = t.orderWords[shownOrder(result.query)];
  const described = describeSearch(result, language, Math.max(result.total, shown));
  lines.push(t.found(result.total, shown, described, order), '');
  for (const item of result.items) lines.push(listingLine(item, t));
  lines.push('', t.seeAll(result.searchUrl));
  return lines.join('\n');
}
