// Where every contract call is, feature by feature, without schemas: the site and SDK import this at run time
// (plain data, tree-shaken per feature); their types come from the contract with `import type`.
export { accountsEndpoints } from './accounts/accounts-endpoints';
export { alertsEndpoints } from './alerts/alerts-endpoints';

import { favoritesEndpoints } from './favorites/favorites-endpoints';

export { loopEndpoints } from './loop/loop-endpoints';
export { platformEndpoints } from './platform/platform-endpoints';
export { favoritesEndpoints };
