// Where every contract call is, feature by feature, without schemas: the site and SDK import this at run time
// (plain data, tree-shaken per feature); their types come from the contract with `import type`.
import { contractsEndpoints } from './contracts/contracts-endpoints';
import { favoritesEndpoints } from './favorites/favorites-endpoints';
import { investorsEndpoints } from './investors/investors-endpoints';
import { listersEndpoints } from './listers/listers-endpoints';
import { offersEndpoints } from './offers/offers-endpoints';
import { savedSearchesEndpoints } from './saved-searches/saved-searches-endpoints';

export {
  contractsEndpoints,
  favoritesEndpoints,
  investorsEndpoints,
  listersEndpoints,
  offersEndpoints,
  savedSearchesEndpoints,
};
