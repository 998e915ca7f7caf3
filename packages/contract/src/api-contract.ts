// The whole API contract, feature by feature: what the server mounts and the OpenAPI document lists.
import { accountsContract } from './accounts/accounts-contract';
import { alertsContract } from './alerts/alerts-contract';
import { favoritesContract } from './favorites/favorites-contract';
import { loopContract } from './loop/loop-contract';
import { platformContract } from './platform/platform-contract';

/** Every feature's routes, by feature name. */
export const apiContract = {
  accounts: accountsContract,
  alerts: alertsContract,
  favorites: favoritesContract,
  loop: loopContract,
  platform: platformContract,
};
