// The closing pipeline calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { ClosingContract } from '@dealloop/contract';
import { closingEndpoints } from '@dealloop/contract/endpoints';

/** The closing calls made with `client`: `get`, `move`, `ics`, `desk` and the earnest money terms. */
export const closingApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<ClosingContract>(client, closingEndpoints);
