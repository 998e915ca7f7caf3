// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { accountsContract } from './accounts/accounts-contract';
import { favoritesContract } from './favorites/favorites-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  accounts: accountsContract,
  favorites: favoritesContract,
};
