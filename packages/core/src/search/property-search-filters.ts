// The listing search filters and their URL form (/properties?location=...&minPrice=...), so a search can be
// shared, reloaded, saved and turned into the listings API query. Parsing is lenient: an unknown or invalid
// parameter is dropped, never an error, because the URL may have been typed or edited by hand.

import {
  isPropertyStatus,
  isPropertyType,
  type PropertyStatus,
  type PropertyType,
} from '../listings/listing-vocabulary';
import type { LatLng } from './distance';

/** The orders a search can take. */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The label of each order. */
export const SEARCH_SORT_LABELS: Readonly<Record<SearchSort, string>> = Object.freeze({
  newest: 'Newest',
  price_asc: 'Price (low to high)',
  price_desc: 'Price (high to low)',
  distance: 'Distance (nearest first)',
});

/** Minimum bedroom choices. */
export const MIN_BEDS_OPTIONS: readonly number[] = Object.freeze([1, 2, 3, 4, 5]);
/** Minimum bathroom choices. */
export const MIN_BATHS_OPTIONS: readonly number[] = Object.freeze([1, 1.5, 2, 3, 4]);
/** Radius choices in miles. */
export const RADIUS_OPTIONS: readonly number[] = Object.freeze([5, 10, 25, 50, 100]);
/** The largest radius the listings API accepts, in miles. */
export const MAX_SEARCH_RADIUS = 500;

/** The results a list or map view shows per page. */
export const SEARCH_PAGE_SIZE = 20;

/** Everything a listing search can be narrowed by. Empty lists and nulls mean "any". */
export interface PropertySearchFilters {
  /** City, state, ZIP or county text; '' for anywhere. */
  location: string;
  minPrice: number | null;
  maxPrice: number | null;
  types: readonly PropertyType[];
  minBeds: number | null;
  minBaths: number | null;
  /** Public statuses to include; [] for all of them. */
  statuses: readonly PropertyStatus[];
  sort: SearchSort;
  /** The point distances are measured from (the visitor's position), or null. */
  near: LatLng | null;
  /** Miles around `near`; null for no radius. */
  radius: number | null;
}

/** A search with no filters, newest first. */
export const EMPTY_SEARCH_FILTERS: PropertySearchFilters = Object.freeze({
  location: '',
  minPrice: null,
  maxPrice: null,
  types: Object.freeze([]) as readonly PropertyType[],
  minBeds: null,
  minBaths: null,
  statuses: Object.freeze([]) as readonly PropertyStatus[],
  sort: 'newest',
  near: null,
  radius: null,
});

const number = (text: string | null, min: number, max: number): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

const list = <T extends string>(text: string | null, accept: (value: unknown) => value is T): T[] =>
  [...new Set((text ?? '').split(',').map((part) => part.trim()))].filter(accept);

const isSort = (value: unknown): value is SearchSort => SEARCH_SORTS.includes(value as SearchSort);

/** Reads filters from a query string (or its params); what is missing or invalid falls back to "any". */
export function parseSearchFilters(query: string | URLSearchParams): PropertySearchFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const lat = number(params.get('lat'), -90, 90);
  const lng = number(params.get('lng'), -180, 180);
  const near = lat !== null && lng !== null ? { lat, lng } : null;
  let minPrice = number(params.get('minPrice'), 0, 100_000_000);
  let maxPrice = number(params.get('maxPrice'), 0, 100_000_000);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort');
  return {
    location: (params.get('location') ?? '').trim().slice(0, 200),
    minPrice,
    maxPrice,
    types: list(params.get('type'), isPropertyType),
    minBeds: number(params.get('minBeds'), 0, 50),
    minBaths: number(params.get('minBaths'), 0, 50),
    statuses: list(params.get('status'), isPropertyStatus),
    sort: isSort(sort) && (sort !== 'distance' || near) ? sort : 'newest',
    near,
    radius: near ? number(params.get('radius'), 0.1, MAX_SEARCH_RADIUS) : null,
  };
}

/**
 * The filters as query parameters in a fixed order, leaving out what is "any", so equal searches have equal
 * URLs. The same names are the listings API's (`searchFiltersToApiQuery` adds only paging).
 */
export function searchFiltersToParams(filters: PropertySearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  put('location', filters.location.trim());
  put('minPrice', filters.minPrice);
  put('maxPrice', filters.maxPrice);
  put('type', filters.types.join(','));
  put('minBeds', filters.minBeds);
  put('minBaths', filters.minBaths);
  put('status', filters.statuses.join(','));
  if (filters.near) {
    put('lat', Number(filters.near.lat.toFixed(3)));
    put('lng', Number(filters.near.lng.toFixed(3)));
    put('radius', filters.radius);
  }
  if (filters.sort !== 'newest' && (filters.sort !== 'distance' || filters.near)) put('sort', filters.sort);
  return params;
}

/** The listings API query (GET /api/v1/properties) for these filters and one page. */
export function searchFiltersToApiQuery(
  filters: PropertySearchFilters,
  page: { limit?: number; cursor?: string | null } = {},
): Record<string, string> {
  const query = Object.fromEntries(searchFiltersToParams(filters));
  query.limit = String(page.limit ?? SEARCH_PAGE_SIZE);
  if (page.cursor) query.cursor = page.cursor;
  return query;
}

/** How many filters narrow the search beyond the location and the order (for a "Filters (n)" button). */
export function activeFilterCount(filters: PropertySearchFilters): number {
  return [
    filters.minPrice !== null,
    filters.maxPrice !== null,
    filters.types.length > 0,
    filters.minBeds !== null,
    filters.minBaths !== null,
    filters.statuses.length > 0,
    filters.radius !== null,
  ].filter(Boolean).length;
}
