// The favorites calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { FavoritesContract } from '@dealloop/contract';
import { favoritesEndpoints } from '@dealloop/contract/endpoints';

/** The favorites calls made with `client`: `list`, `ids`, `save` and `remove`. */
export const favoritesApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<FavoritesContract>(client, favoritesEndpoints);
