// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { accountsContract } from './accounts/accounts-contract';
import { adminContract } from './admin/admin-contract';
import { alertsContract } from './alerts/alerts-contract';
import { billingContract } from './billing/billing-contract';
import { businessCardsContract } from './business-cards/business-cards-contract';
import { buyersListContract } from './buyers-list/buyers-list-contract';
import { embedContract } from './embed/embed-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { loopContract } from './loop/loop-contract';
import { platformContract } from './platform/platform-contract';
import { profilesContract } from './profiles/profiles-contract';
import { supportContract } from './support/support-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  accounts: accountsContract,
  admin: adminContract,
  alerts: alertsContract,
  billing: billingContract,
  businessCards: businessCardsContract,
  buyersList: buyersListContract,
  embed: embedContract,
  favorites: favoritesContract,
  loop: loopContract,
  platform: platformContract,
  profiles: profilesContract,
  support: supportContract,
};
