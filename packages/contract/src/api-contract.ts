// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { contractsContract } from './contracts/contracts-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { investorsContract } from './investors/investors-contract';
import { listersContract } from './listers/listers-contract';
import { offersContract } from './offers/offers-contract';
import { savedSearchesContract } from './saved-searches/saved-searches-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  contracts: contractsContract,
  favorites: favoritesContract,
  investors: investorsContract,
  listers: listersContract,
  offers: offersContract,
  savedSearches: savedSearchesContract,
};
