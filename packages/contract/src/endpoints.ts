// Where every contract call is, feature by feature, without schemas: the site and SDK import this at run time
// (plain data, tree-shaken per feature); their types come from the contract with `import type`.
export { accountsEndpoints } from './accounts/accounts-endpoints';
export { adminEndpoints } from './admin/admin-endpoints';
export { alertsEndpoints } from './alerts/alerts-endpoints';
export { billingEndpoints } from './billing/billing-endpoints';
export { businessCardsEndpoints } from './business-cards/business-cards-endpoints';
export { buyersListEndpoints } from './buyers-list/buyers-list-endpoints';
export { countiesEndpoints } from './counties/counties-endpoints';
export { embedEndpoints } from './embed/embed-endpoints';
export { favoritesEndpoints } from './favorites/favorites-endpoints';
export { geocodingEndpoints } from './geocoding/geocoding-endpoints';
export { listingEditsEndpoints } from './listings/listing-edits-endpoints';
export { listingsEndpoints } from './listings/listings-endpoints';
export { loopEndpoints } from './loop/loop-endpoints';
export { contentReportsEndpoints } from './moderation/content-reports-endpoints';
export { moderationEndpoints } from './moderation/moderation-endpoints';
export { moderatorApplicationsEndpoints } from './moderation/moderator-applications-endpoints';
export { rafflesEndpoints } from './moderation/raffles-endpoints';
export { openHousesEndpoints } from './open-houses/open-houses-endpoints';
export { platformEndpoints } from './platform/platform-endpoints';
export { profilesEndpoints } from './profiles/profiles-endpoints';
export { supportEndpoints } from './support/support-endpoints';
export { uploadsEndpoints } from './uploads/uploads-endpoints';
