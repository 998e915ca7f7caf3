// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { businessCardsContract } from './business-cards/business-cards-contract';
import { buyersListContract } from './buyers-list/buyers-list-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { profilesContract } from './profiles/profiles-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  businessCards: businessCardsContract,
  buyersList: buyersListContract,
  favorites: favoritesContract,
  profiles: profilesContract,
};
