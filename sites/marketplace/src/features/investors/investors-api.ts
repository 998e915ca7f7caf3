// The investors calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { InvestorsContract } from '@dealloop/contract';
import { investorsEndpoints } from '@dealloop/contract/endpoints';

/** The investors calls made with `client`: `list` (the directory) and `get` (a public page by slug). */
export const investorsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<InvestorsContract>(client, investorsEndpoints);
