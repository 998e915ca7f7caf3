// The client under test: createApiClient over a fake API, storage, window and XMLHttpRequest; its auth states.
import { createApiClient } from '../create-api-client';
import { parseSession } from '../session-store';
import type { AuthState } from '../types';
import { createFakeApi, memoryStorage } from './fake-api';
import { createFakeXhr } from './fake-xhr';

export const KEY = 'dealloop.session';
export const REFRESH = '/api/v1/auth/refresh';
export const THINGS = '/api/v1/things';

/**
 * A client over a fake API, storage and XMLHttpRequest; `ttlSeconds` signs it in with an access token expiring
 * that soon; `noXhr` leaves XMLHttpRequest out, as in Node.
 */
export function setup(
  options: { ttlSeconds?: number; leewaySeconds?: number; raw?: string; noXhr?: boolean } = {},
) {
  const api = createFakeApi();
  const xhr = createFakeXhr(api);
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
    createXhr: options.noXhr ? null : xhr.create,
  });
  const states: AuthState['status'][] = [];
  client.auth.onAuthStateChange((state) => states.push(state.status));
  const stored = () => parseSession(storage.items.get(KEY) ?? null);
  return { api, xhr, storage, window, client, session, states, stored };
}

/** The calls the fake API saw, as `METHOD /path`. */
export const paths = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.map((call) => `${call.method} ${call.path}`);
