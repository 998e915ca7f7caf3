// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { countiesContract } from './counties/counties-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { geocodingContract } from './geocoding/geocoding-contract';
import { listingEditsContract } from './listings/listing-edits-contract';
import { listingsContract } from './listings/listings-contract';
import { contentReportsContract } from './moderation/content-reports-contract';
import { moderationContract } from './moderation/moderation-contract';
import { moderatorApplicationsContract } from './moderation/moderator-applications-contract';
import { rafflesContract } from './moderation/raffles-contract';
import { openHousesContract } from './open-houses/open-houses-contract';
import { uploadsContract } from './uploads/uploads-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  contentReports: contentReportsContract,
  counties: countiesContract,
  favorites: favoritesContract,
  geocoding: geocodingContract,
  listingEdits: listingEditsContract,
  listings: listingsContract,
  moderation: moderationContract,
  moderatorApplications: moderatorApplicationsContract,
  openHouses: openHousesContract,
  raffles: rafflesContract,
  uploads: uploadsContract,
};
