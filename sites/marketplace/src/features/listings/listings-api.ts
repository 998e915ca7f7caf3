// The listings calls of the contract, bound to a client: listings, their reviewed edits, the counties report and the
// geocoding functions (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type {
  CountiesContract,
  GeocodingContract,
  ListingEditsContract,
  ListingsContract,
} from '@dealloop/contract';
import {
  countiesEndpoints,
  geocodingEndpoints,
  listingEditsEndpoints,
  listingsEndpoints,
} from '@dealloop/contract/endpoints';

type Client = Pick<ApiClient, 'request'>;

/** The listings calls made with `client`: `create`, `search`, `get`, `update`, `archive`, `moderate`, `mine`. */
export const listingsApi = (client: Client) => bindEndpoints<ListingsContract>(client, listingsEndpoints);

/** The listing-edit calls made with `client`: `latest` (the owner's), `queue` and `decide` (moderators). */
export const listingEditsApi = (client: Client) =>
  bindEndpoints<ListingEditsContract>(client, listingEditsEndpoints);

/** The counties call made with `client`: `report`. */
export const countiesApi = (client: Client) => bindEndpoints<CountiesContract>(client, countiesEndpoints);

/** The geocoding functions called with `client`: `locate` (suggestions or coordinates) and `reverse`. */
export const geocodingApi = (client: Client) => bindEndpoints<GeocodingContract>(client, geocodingEndpoints);
