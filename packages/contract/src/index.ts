// The API contract: per feature, the request and response schemas and the route descriptors the server mounts,
// the OpenAPI document is generated from, and the typed client takes its types from (import type only).
export { apiContract } from './api-contract';
export type {
  CallInput,
  CallOutput,
  ContractRoute,
  Endpoint,
  EndpointsOf,
  NeedsInput,
} from './contract-types';
export {
  type Contract,
  ContractActionBody,
  ContractList,
  ContractSchema,
  type ContractsFilter,
  ContractsQuery,
} from './contracts/contract-schemas';
export { type ContractsContract, contractsContract } from './contracts/contracts-contract';
export { contractsEndpoints } from './contracts/contracts-endpoints';
export {
  type ListingSummary,
  ListingSummarySchema,
  type PartySummary,
  PartySummarySchema,
} from './deals/deal-summary-schemas';
export { type FavoritesContract, favoritesContract, SavedFavorite } from './favorites/favorites-contract';
export { favoritesEndpoints } from './favorites/favorites-endpoints';
export { bearer, ErrorSchema, errorResponses, errors, IdParam, json } from './http-schemas';
export {
  type DirectoryFilters,
  type DirectoryPage,
  DirectoryPageSchema,
  DirectoryQuery,
  type PublicProfilePage,
  PublicProfilePageSchema,
  PublicProfileSchema,
  type PublicProfileView,
  StateCode,
} from './investors/investor-schemas';
export { type InvestorsContract, investorsContract } from './investors/investors-contract';
export { investorsEndpoints } from './investors/investors-endpoints';
export { ListerSchema, type ListerView } from './listers/lister-schemas';
export { type ListersContract, listersContract } from './listers/listers-contract';
export { listersEndpoints } from './listers/listers-endpoints';
export {
  CreatePropertyBody,
  ModerationBody,
  PropertySchema,
  type PropertyView,
  SearchQuery,
  SearchResponse,
  UpdatePropertyBody,
} from './listings/listing-schemas';
export {
  CreateOfferBody,
  type NewOfferBody,
  OFFER_MAX_AMOUNT,
  type Offer,
  OfferActionBody,
  type OfferActionRequest,
  OfferList,
  OfferSchema,
  type OffersFilter,
  OffersQuery,
} from './offers/offer-schemas';
export { type OffersContract, offersContract } from './offers/offers-contract';
export { offersEndpoints } from './offers/offers-endpoints';
export {
  CreateSavedSearchBody,
  CriteriaBody,
  MatchesQuery,
  type NewSavedSearchBody,
  type QuotaUsage,
  QuotaUsageSchema,
  type SavedSearchChanges,
  SavedSearchIdParam,
  type SavedSearchJson,
  SavedSearchList,
  SavedSearchSchema,
  UpdateSavedSearchBody,
} from './saved-searches/saved-search-schemas';
export { type SavedSearchesContract, savedSearchesContract } from './saved-searches/saved-searches-contract';
export { savedSearchesEndpoints } from './saved-searches/saved-searches-endpoints';
