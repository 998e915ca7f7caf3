// Test support for saved searches: a fake server for the saved searches API on the fake client's `request`
// (other paths go to `also`, else 404). Tests only.
import { ApiError } from '@dealloop/client';
import { type SavedSearchCriteria, savedSearchSummary } from '@dealloop/core';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, type RequestHandler, searchResult } from '../../test/property-fixtures';
import type { Property } from '../listings/property';
import type { SavedSearch } from './saved-searches-api';

/** Where the saved searches are on the wire (the tests assert it, so they name it themselves). */
export const SAVED_SEARCHES_API = '/api/v1/me/saved-searches';

export interface FakeSavedSearchesServer {
  searches: SavedSearch[];
  /** Matches by search id, in pages of `pageSize`. */
  matches: Map<string, Property[]>;
  pageSize: number;
  /** When set, every call answers this error. */
  error: ApiError | null;
}

let nextId = 1;

/** A saved search as the API answers it; `criteria` fields default to "any". */
export function makeSavedSearch(
  overrides: Partial<Omit<SavedSearch, 'criteria'>> & { criteria?: Partial<SavedSearchCriteria> } = {},
): SavedSearch {
  const criteria = {
    location: '',
    minPrice: null,
    maxPrice: null,
    propertyType: null,
    minBeds: null,
    minBaths: null,
    ...overrides.criteria,
  };
  return {
    id: `search-${nextId++}`,
    name: 'My search',
    notifyEmail: true,
    notifySms: false,
    summary: savedSearchSummary(criteria),
    placeFound: true,
    tooBroad: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
    criteria,
  };
}

/** Answers the saved searches calls of `client` from a fake server state, and `also` for the others. */
export function serveSavedSearches(
  client: FakeApiClient,
  initial: Partial<FakeSavedSearchesServer> = {},
  also: RequestHandler = () => undefined,
): FakeSavedSearchesServer {
  const server: FakeSavedSearchesServer = {
    searches: [],
    matches: new Map(),
    pageSize: 2,
    error: null,
    ...initial,
  };
  answerRequests(client, (method, path, options) => {
    if (!path.startsWith(SAVED_SEARCHES_API)) return also(method, path, options);
    if (!client.auth.getSession()) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
    if (server.error) throw server.error;
    const body = (options?.json ?? {}) as Record<string, unknown>;
    if (path === SAVED_SEARCHES_API) {
      if (method === 'GET') {
        const used = Math.min(server.searches.length, 3);
        return {
          items: server.searches,
          usage: { text: `${used} of 3 saved searches used. Pro lifts the limit.` },
        };
      }
      const created = makeSavedSearch(body as Partial<SavedSearch>);
      server.searches = [created, ...server.searches];
      return created;
    }
    const [id, tail] = path.slice(SAVED_SEARCHES_API.length + 1).split('/') as [string, string | undefined];
    const search = server.searches.find((item) => item.id === decodeURIComponent(id));
    if (!search) return undefined;
    if (method === 'GET' && tail === 'matches') {
      const all = server.matches.get(search.id) ?? [];
      const start = Number(options?.query?.cursor ?? 0);
      const end = start + server.pageSize;
      return searchResult(all.slice(start, end), {
        nextCursor: end < all.length ? String(end) : null,
        total: start === 0 ? all.length : null,
      });
    }
    if (method === 'PATCH') {
      const criteria = { ...search.criteria, ...(body.criteria as object | undefined) };
      const updated = {
        ...search,
        ...body,
        criteria,
        summary: savedSearchSummary(criteria),
        updatedAt: new Date().toISOString(),
      };
      server.searches = server.searches.map((item) => (item.id === search.id ? updated : item));
      return updated;
    }
    if (method === 'DELETE') {
      server.searches = server.searches.filter((item) => item.id !== search.id);
      return null;
    }
    return undefined;
  });
  return server;
}
