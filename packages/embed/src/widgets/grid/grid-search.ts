// The grid's one API read, as a function of its element's attributes: the grid asks it, and the loader starts the
// same read when the element connects (before grid.js has arrived), so both build the URL here.
import type { CallInput, ListingsContract } from '@dealloop/contract';
import type { listingsEndpoints } from '@dealloop/contract/endpoints';
import { apiUrl } from '../../runtime/api-fetch';
import { parseCount, parseText } from '../../runtime/attributes';
import type { WidgetAttributes } from '../../runtime/widget-contract';

/** The search's query parameters as the contract names them (the grid's are checked against them). */
type SearchParams = { [K in keyof NonNullable<CallInput<ListingsContract['search']>['query']>]?: unknown };
/** The search's path under the API's origin, as the contract places it. */
type SearchPath = `/api/v1${(typeof listingsEndpoints)['search']['path']}`;

/** Listings shown when the element has no `limit`; the API allows at most 50. */
export const DEFAULT_GRID_LIMIT = 6;
const MAX_GRID_LIMIT = 50;

/** How many listings the grid shows. */
export function gridLimitOf(attributes: WidgetAttributes): number {
  return parseCount(attributes.limit, { min: 1, max: MAX_GRID_LIMIT, fallback: DEFAULT_GRID_LIMIT });
}

/**
 * The URL of the grid's search on the DealLoop origin `api`: the location, a lister (a user id: only their
 * listings), the limit, and the embed key (with one, the API shows only the key owner's listings, and only on the
 * key's allowed origins).
 */
export function gridSearchUrl(api: string, attributes: WidgetAttributes): string {
  return apiUrl(
    api,
    '/api/v1/properties' satisfies SearchPath,
    {
      location: parseText(attributes.location),
      lister: parseText(attributes.lister),
      limit: gridLimitOf(attributes),
      embedKey: parseText(attributes['embed-key']),
    } satisfies SearchParams,
  );
}
