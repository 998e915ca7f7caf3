// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { accountsContract } from './accounts/accounts-contract';
import { adminContract } from './admin/admin-contract';
import { alertsContract } from './alerts/alerts-contract';
import { billingContract } from './billing/billing-contract';
import { businessCardsContract } from './business-cards/business-cards-contract';
import { buyersListContract } from './buyers-list/buyers-list-contract';
import { closingContract } from './closing/closing-contract';
import { contractsContract } from './contracts/contracts-contract';
import { countiesContract } from './counties/counties-contract';
import { embedContract } from './embed/embed-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { geocodingContract } from './geocoding/geocoding-contract';
import { investorsContract } from './investors/investors-contract';
import { listersContract } from './listers/listers-contract';
import { listingEditsContract } from './listings/listing-edits-contract';
import { listingsContract } from './listings/listings-contract';
import { loopContract } from './loop/loop-contract';
import { contentReportsContract } from './moderation/content-reports-contract';
import { moderationContract } from './moderation/moderation-contract';
import { moderatorApplicationsContract } from './moderation/moderator-applications-contract';
import { rafflesContract } from './moderation/raffles-contract';
import { offersContract } from './offers/offers-contract';
import { openHousesContract } from './open-houses/open-houses-contract';
import { platformContract } from './platform/platform-contract';
import { profilesContract } from './profiles/profiles-contract';
import { fundsVerificationContract } from './proof-of-funds/funds-verification-contract';
import { savedSearchesContract } from './saved-searches/saved-searches-contract';
import { smsContract } from './sms/sms-contract';
import { supportContract } from './support/support-contract';
import { titleContract } from './title/title-contract';
import { uploadsContract } from './uploads/uploads-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  accounts: accountsContract,
  admin: adminContract,
  alerts: alertsContract,
  billing: billingContract,
  businessCards: businessCardsContract,
  buyersList: buyersListContract,
  contentReports: contentReportsContract,
  contracts: contractsContract,
  counties: countiesContract,
  embed: embedContract,
  favorites: favoritesContract,
  geocoding: geocodingContract,
  investors: investorsContract,
  listers: listersContract,
  listingEdits: listingEditsContract,
  listings: listingsContract,
  loop: loopContract,
  moderation: moderationContract,
  moderatorApplications: moderatorApplicationsContract,
  offers: offersContract,
  openHouses: openHousesContract,
  platform: platformContract,
  profiles: profilesContract,
  raffles: rafflesContract,
  savedSearches: savedSearchesContract,
  sms: smsContract,
  support: supportContract,
  uploads: uploadsContract,
  title: titleContract,
  fundsVerification: fundsVerificationContract,
  closing: closingContract,
};
