// The API contract: per feature, the request and response schemas and the route descriptors the server mounts,
// the OpenAPI document is generated from, and the typed client takes its types from (import type only).
export { apiContract } from './api-contract';
export {
  type BusinessCardsContract,
  businessCardsContract,
} from './business-cards/business-cards-contract';
export { businessCardsEndpoints } from './business-cards/business-cards-endpoints';
export {
  BusinessCardSchema,
  type BusinessCardView,
  PublicBusinessCardSchema,
  type PublicBusinessCardView,
} from './business-cards/card-schemas';
export { type BuyersListContract, buyersListContract } from './buyers-list/buyers-list-contract';
export { buyersListEndpoints } from './buyers-list/buyers-list-endpoints';
export {
  type BuyerFieldsInput,
  BuyerSchema,
  type BuyerView,
  ConfirmationSchema,
} from './buyers-list/buyers-list-schemas';
export type {
  CallInput,
  CallOutput,
  ContractRoute,
  Endpoint,
  EndpointsOf,
  NeedsInput,
} from './contract-types';
export { type FavoritesContract, favoritesContract, SavedFavorite } from './favorites/favorites-contract';
export { favoritesEndpoints } from './favorites/favorites-endpoints';
export { bearer, ErrorSchema, errorResponses, errors, IdParam, json } from './http-schemas';
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
  DirectoryPageSchema,
  DirectoryQuery,
  type InvestorDirectoryPage,
  MyProfileSchema,
  type MyProfileView,
  type ProfilePatch,
  ProfilePatchBody,
  type PublicProfilePage,
  PublicProfilePageSchema,
  PublicProfileSchema,
  type PublicProfileView,
} from './profiles/profile-schemas';
export { type ProfilesContract, profilesContract } from './profiles/profiles-contract';
export { profilesEndpoints } from './profiles/profiles-endpoints';
