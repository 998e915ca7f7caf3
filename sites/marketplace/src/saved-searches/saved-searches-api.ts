// Saved searches as the site reads them, and the calls of the saved searches API.
import type { ApiClient } from '@dealloop/client';
import type { SavedSearchCriteria } from '@dealloop/core';
import type { PropertySearchResult } from '../features/listings/property';

/** The saved searches API. */
export const SAVED_SEARCHES_API = '/api/v1/me/saved-searches';

/** A saved search as GET /api/v1/me/saved-searches answers it. */
export interface SavedSearch {
  id: string;
  name: string;
  criteria: Required<SavedSearchCriteria>;
  notifyEmail: boolean;
  notifySms: boolean;
  summary: string;
  placeFound: boolean;
  tooBroad: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What can be changed of a saved search (the criteria as a whole). */
export interface SavedSearchChanges {
  name?: string;
  criteria?: SavedSearchCriteria;
  notifyEmail?: boolean;
  notifySms?: boolean;
}

type Client = Pick<ApiClient, 'request'>;
const one = (id: string) => `${SAVED_SEARCHES_API}/${encodeURIComponent(id)}`;

/** The saved searches calls over a client. */
export const savedSearchesApi = {
  list: async (client: Client) =>
    (await client.request<{ items: SavedSearch[] }>('GET', SAVED_SEARCHES_API)).items,
  /** "2 of 3 saved searches used. Pro lifts the limit.", or null when the plan has no limit. */
  usageText: async (client: Client) =>
    (await client.request<{ usage?: { text: string | null } }>('GET', SAVED_SEARCHES_API)).usage?.text ??
    null,
  create: (client: Client, body: { name: string; criteria: SavedSearchCriteria }) =>
    client.request<SavedSearch>('POST', SAVED_SEARCHES_API, { json: body }),
  update: (client: Client, id: string, changes: SavedSearchChanges) =>
    client.request<SavedSearch>('PATCH', one(id), { json: changes }),
  remove: (client: Client, id: string) => client.request<null>('DELETE', one(id)),
  matches: (client: Client, id: string, cursor: string | null) =>
    client.request<PropertySearchResult>('GET', `${one(id)}/matches`, { query: { cursor } }),
};
