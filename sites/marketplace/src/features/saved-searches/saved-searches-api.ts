// Saved searches as the site reads them (the contract's types), and the saved searches calls over a client.
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type {
  SavedSearchChanges as ContractChanges,
  SavedSearchesContract,
  SavedSearchJson,
} from '@dealloop/contract';
import { savedSearchesEndpoints } from '@dealloop/contract/endpoints';
import type { SavedSearchCriteria } from '@dealloop/core';

/** A saved search as GET /api/v1/me/saved-searches answers it (the contract's type). */
export type SavedSearch = SavedSearchJson;

/** What can be changed of a saved search (the criteria as a whole). */
export type SavedSearchChanges = ContractChanges;

type Client = Pick<ApiClient, 'request'>;

/** The saved searches calls of the contract, bound to `client`. */
const bound = (client: Client) => bindEndpoints<SavedSearchesContract>(client, savedSearchesEndpoints);

/** The saved searches calls over a client. */
export const savedSearchesApi = {
  list: async (client: Client) => (await bound(client).list()).items,
  /** "2 of 3 saved searches used. Pro lifts the limit.", or null when the plan has no limit. */
  usageText: async (client: Client) => (await bound(client).list()).usage?.text ?? null,
  create: (client: Client, body: { name: string; criteria: SavedSearchCriteria }) =>
    bound(client).create({ json: body }),
  update: (client: Client, id: string, changes: SavedSearchChanges) =>
    bound(client).change({ params: { id }, json: changes }),
  remove: (client: Client, id: string) => bound(client).remove({ params: { id } }),
  matches: (client: Client, id: string, cursor: string | null) =>
    bound(client).matches({ params: { id }, query: { cursor: cursor ?? undefined } }),
};
