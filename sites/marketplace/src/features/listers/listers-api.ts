// The listers call of the contract, bound to a client (its shape comes from @dealloop/contract as a type).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { ListersContract } from '@dealloop/contract';
import { listersEndpoints } from '@dealloop/contract/endpoints';

/** The listers call made with `client`: `get` (the lister of a listing). */
export const listersApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<ListersContract>(client, listersEndpoints);
