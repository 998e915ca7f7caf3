// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { favoritesContract } from './favorites/favorites-contract';
import { profilesContract } from './profiles/profiles-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  favorites: favoritesContract,
  profiles: profilesContract,
};
