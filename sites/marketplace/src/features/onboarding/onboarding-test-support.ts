// Test support for the wizard: a fake server for saved searches and business cards on top of the fake client's
// own answers (profile, notifications), recording each write; tests only.
import { type ApiClient, ApiError } from '@dealloop/client';
import { vi } from 'vitest';
import type { FakeApiClient } from '../../test/fake-api-client';
import { MY_CARDS_PATH as BUSINESS_CARDS_API } from '../business-cards/business-cards-test-support';
import { SAVED_SEARCHES_API } from '../saved-searches/saved-searches-test-support';

/** The wizard's writes as the fake server saw them, and switches to make them fail. */
export interface FakeOnboardingServer {
  /** Every write, in order: `METHOD path` and its JSON body. */
  writes: { call: string; json: unknown }[];
  /** When set, this path's writes answer a 500 (or `failure`). */
  failing: string | null;
  /** The error the failing path answers (a 500 when unset). */
  failure: ApiError | null;
  /** The saved searches (newest first) and cards (oldest first) the server holds. */
  searches: { id: string; [key: string]: unknown }[];
  cards: { id: string; [key: string]: unknown }[];
}

/** Answers the saved search, business card and location calls of `client`; the rest go to the fake as before. */
export function serveOnboarding(client: FakeApiClient): FakeOnboardingServer {
  const server: FakeOnboardingServer = { writes: [], failing: null, failure: null, searches: [], cards: [] };
  let ids = 0;
  const original = vi.mocked(client.request).getMockImplementation()!;
  vi.mocked(client.request).mockImplementation((async (
    method: string,
    path: string,
    options?: { json?: unknown },
  ) => {
    const lookup = path === '/api/v1/functions/geocode-location';
    if (method !== 'GET' && !lookup) {
      if (server.failing && path.startsWith(server.failing)) {
        throw server.failure ?? new ApiError(500, 'internal', 'Down.');
      }
      server.writes.push({ call: `${method} ${path}`, json: options?.json });
    }
    if (method === 'GET' && path === SAVED_SEARCHES_API) return { items: server.searches };
    if (method === 'GET' && path === BUSINESS_CARDS_API) return { items: server.cards };
    if (method === 'POST' && path === SAVED_SEARCHES_API) {
      const search = { id: `search-${++ids}`, ...(options?.json as object) };
      server.searches.unshift(search);
      return search;
    }
    if (method === 'POST' && path === BUSINESS_CARDS_API) {
      const card = { id: `card-${++ids}`, ...(options?.json as object) };
      server.cards.push(card);
      return card;
    }
    for (const list of [server.searches, server.cards]) {
      const found = list.find((item) => path.endsWith(`/${item.id}`));
      if (method === 'PATCH' && found) return Object.assign(found, options?.json as object);
    }
    if (lookup) return { suggestions: [] };
    return original(method, path, options);
  }) as ApiClient['request']);
  return server;
}
