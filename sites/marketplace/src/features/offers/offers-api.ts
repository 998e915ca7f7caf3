// The offers calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { OffersContract } from '@dealloop/contract';
import { offersEndpoints } from '@dealloop/contract/endpoints';

/** The offers calls made with `client`: `make`, `list`, `get`, `act` and `proofOfFunds`. */
export const offersApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<OffersContract>(client, offersEndpoints);
