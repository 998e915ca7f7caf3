// A client under test: createApiClient over the fake API, a fake storage and a fake window, with its auth states.
import { createApiClient } from '../create-api-client';
import { parseSession } from '../session-store';
import type { AuthState } from '../types';
import { createFakeApi, memoryStorage } from './fake-api';

export const KEY = 'dealloop.session';
export const REFRESH = '/api/v1/auth/refresh';
export const THINGS = '/api/v1/things';

/** A client over a fake API and storage; `ttlSeconds` signs it in with an access token expiring that soon. */
export function setup(options: { ttlSeconds?: number; leewaySeconds?: number; raw?: string } = {}) {
  const api = createFakeApi();
  const storage = memoryStorage();
  const session = options.ttlSeconds === undefined ? null : api.session(options.ttlSeconds);
  if (session) storage.items.set(KEY, JSON.stringify(session));
  if (options.raw !== undefined) storage.items.set(KEY, options.raw);
  const window = new EventTarget();
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: api.fetch,
    storage,
    eventTarget: window,
    refreshLeewaySeconds: options.leewaySeconds ?? 60,
  });
  const states: AuthState['status'][] = [];
  client.auth.onAuthStateChange((state) => states.push(state.status));
  const stored = () => parseSession(storage.items.get(KEY) ?? null);
  return { api, storage, window, client, session, states, stored };
}

/** The calls the fake API saw, as `METHOD /path`. */
export const paths = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.map((call) => `${call.method} ${call.path}`);
