// Where every contract call is, feature by feature, without schemas: the site and SDK import this at run time
// (plain data, tree-shaken per feature); their types come from the contract with `import type`.
import { favoritesEndpoints } from './favorites/favorites-endpoints';

export { adminEndpoints } from './admin/admin-endpoints';
export { billingEndpoints } from './billing/billing-endpoints';
export { embedEndpoints } from './embed/embed-endpoints';
export { supportEndpoints } from './support/support-endpoints';
export { favoritesEndpoints };
