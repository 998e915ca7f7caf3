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
  type CountiesContract,
  CountyReportSchema,
  type CountyReportView,
  CountyStatsSchema,
  type CountyStatsView,
  countiesContract,
} from './counties/counties-contract';
export { countiesEndpoints } from './counties/counties-endpoints';
export { type FavoritesContract, favoritesContract, SavedFavorite } from './favorites/favorites-contract';
export { favoritesEndpoints } from './favorites/favorites-endpoints';
export { type GeocodingContract, geocodingContract } from './geocoding/geocoding-contract';
export { geocodingEndpoints } from './geocoding/geocoding-endpoints';
export { bearer, ErrorSchema, errorResponses, errors, IdParam, json } from './http-schemas';
export {
  EditQueuePageSchema,
  type EditQueuePageView,
  ListingEditSchema,
  ListingEditStateSchema,
  type ListingEditStateView,
  type ListingEditsContract,
  type ListingEditView,
  listingEditsContract,
} from './listings/listing-edits-contract';
export { listingEditsEndpoints } from './listings/listing-edits-endpoints';
export {
  CreatePropertyBody,
  ModerationBody,
  PropertySchema,
  type PropertyView,
  SearchQuery,
  SearchResponse,
  type SearchResultView,
  UpdatePropertyBody,
} from './listings/listing-schemas';
export {
  ListingIdParam,
  type ListingsContract,
  listingsContract,
  MyListingSchema,
  type MyListingView,
} from './listings/listings-contract';
export { listingsEndpoints } from './listings/listings-endpoints';
export {
  type ContentReportsContract,
  contentReportsContract,
} from './moderation/content-reports-contract';
export { contentReportsEndpoints } from './moderation/content-reports-endpoints';
export { type ModerationContract, moderationContract } from './moderation/moderation-contract';
export { moderationEndpoints } from './moderation/moderation-endpoints';
export {
  type ModeratorApplicationsContract,
  moderatorApplicationsContract,
} from './moderation/moderator-applications-contract';
export { moderatorApplicationsEndpoints } from './moderation/moderator-applications-endpoints';
export { type RafflesContract, rafflesContract } from './moderation/raffles-contract';
export { rafflesEndpoints } from './moderation/raffles-endpoints';
export {
  type MyOpenHousesView,
  type OpenHouseAttendeeView,
  type OpenHouseCalendarView,
  type OpenHouseJson,
  OpenHouseSchema,
} from './open-houses/open-house-schemas';
export { type OpenHousesContract, openHousesContract } from './open-houses/open-houses-contract';
export { openHousesEndpoints } from './open-houses/open-houses-endpoints';
export {
  ProofUploadSchema,
  type ProofUploadView,
  UploadSchema,
  type UploadsContract,
  type UploadView,
  uploadsContract,
} from './uploads/uploads-contract';
export { uploadsEndpoints } from './uploads/uploads-endpoints';
