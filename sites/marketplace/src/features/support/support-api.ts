// The support ticket calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { SupportContract } from '@dealloop/contract';
import { supportEndpoints } from '@dealloop/contract/endpoints';

/**
 * The support calls made with `client`: `open` (bearer optional), `mine`, `all` (admins), `ticket` and `close`
 * (`?key=` for a signed-out requester) and `answer` (admins).
 */
export const supportApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<SupportContract>(client, supportEndpoints);
