// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { adminContract } from './admin/admin-contract';
import { billingContract } from './billing/billing-contract';
import { businessCardsContract } from './business-cards/business-cards-contract';
import { buyersListContract } from './buyers-list/buyers-list-contract';
import { embedContract } from './embed/embed-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { profilesContract } from './profiles/profiles-contract';
import { supportContract } from './support/support-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  admin: adminContract,
  billing: billingContract,
  businessCards: businessCardsContract,
  buyersList: buyersListContract,
  embed: embedContract,
  favorites: favoritesContract,
  profiles: profilesContract,
  support: supportContract,
};
