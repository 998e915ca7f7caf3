// Where every contract call is, feature by feature, without schemas: the site and SDK import this at run time
// (plain data, tree-shaken per feature); their types come from the contract with `import type`.
import { countiesEndpoints } from './counties/counties-endpoints';
import { favoritesEndpoints } from './favorites/favorites-endpoints';
import { geocodingEndpoints } from './geocoding/geocoding-endpoints';
import { listingEditsEndpoints } from './listings/listing-edits-endpoints';
import { listingsEndpoints } from './listings/listings-endpoints';
import { uploadsEndpoints } from './uploads/uploads-endpoints';

export {
  countiesEndpoints,
  favoritesEndpoints,
  geocodingEndpoints,
  listingEditsEndpoints,
  listingsEndpoints,
  uploadsEndpoints,
};
