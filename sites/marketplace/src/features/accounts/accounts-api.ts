// The accounts calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { AccountsContract } from '@dealloop/contract';
import { accountsEndpoints } from '@dealloop/contract/endpoints';

/**
 * The accounts calls made with `client` (My Account's `changeEmail`, `sessions`, `signOutSession`,
 * `signOutOthers`, `exportData`, `deleteAccount`; sign-in and the session itself go through `client.auth`).
 */
export const accountsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<AccountsContract>(client, accountsEndpoints);
