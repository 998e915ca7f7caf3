// The title calls of the contract bound to a client, and the deal as the title officer's link answers it.
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { TitleContract, TitleDeal } from '@dealloop/contract';
import { titleEndpoints } from '@dealloop/contract/endpoints';

/** The title calls made with `client`: the officer's `officerDeal`, confirmations, and the contract's contact. */
export const titleApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<TitleContract>(client, titleEndpoints);

export type { TitleDeal };
