// The contracts calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { ContractsContract } from '@dealloop/contract';
import { contractsEndpoints } from '@dealloop/contract/endpoints';

/** The contracts calls made with `client`: `list`, `get` and `act`. */
export const contractsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<ContractsContract>(client, contractsEndpoints);
