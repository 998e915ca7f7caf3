// Where every contract call is, feature by feature, without schemas: the site and SDK import this at run time
// (plain data, tree-shaken per feature); their types come from the contract with `import type`.
import { countiesEndpoints } from './counties/counties-endpoints';
import { favoritesEndpoints } from './favorites/favorites-endpoints';
import { geocodingEndpoints } from './geocoding/geocoding-endpoints';
import { listingEditsEndpoints } from './listings/listing-edits-endpoints';
import { listingsEndpoints } from './listings/listings-endpoints';
import { contentReportsEndpoints } from './moderation/content-reports-endpoints';
import { moderationEndpoints } from './moderation/moderation-endpoints';
import { moderatorApplicationsEndpoints } from './moderation/moderator-applications-endpoints';
import { rafflesEndpoints } from './moderation/raffles-endpoints';
import { openHousesEndpoints } from './open-houses/open-houses-endpoints';
import { uploadsEndpoints } from './uploads/uploads-endpoints';

export {
  contentReportsEndpoints,
  countiesEndpoints,
  favoritesEndpoints,
  geocodingEndpoints,
  listingEditsEndpoints,
  listingsEndpoints,
  moderationEndpoints,
  moderatorApplicationsEndpoints,
  openHousesEndpoints,
  rafflesEndpoints,
  uploadsEndpoints,
};
