// The embed key calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { EmbedContract, EmbedKey } from '@dealloop/contract';
import { embedEndpoints } from '@dealloop/contract/endpoints';

/** The embed key calls made with `client`: `list`, `create`, `update` and `remove` (revoke). */
export const embedKeysApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<EmbedContract>(client, embedEndpoints);

/** The caller's embed keys, oldest first. */
export const listEmbedKeys = async (client: Pick<ApiClient, 'request'>): Promise<EmbedKey[]> =>
  (await embedKeysApi(client).list()).embedKeys;
