// A fake DealLoop API for the client's unit tests: rotating tokens, a gate to hold refreshes, and a call log.
import type { CurrentUser, Session } from '../types';

/** One request as the fake API saw it. */
export interface RecordedCall {
  url: string;
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  headers: Headers;
  body: BodyInit | null | undefined;
  json: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The API's error answer. */
export const errorResponse = (
  status: number,
  code: string,
  message = code,
  headers: Record<string, string> = {},
) => jsonResponse(status, { error: { code, message } }, headers);

/** A user as the API answers it. */
export const fakeUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'user-1',
  email: 'buyer@example.com',
  fullName: 'Bea Buyer',
  roles: [],
  isAdmin: false,
  isModerator: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** An in-memory Storage with its items visible to the test. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Creates the fake API; `fetch` is what the client under test is given. */
export function createFakeApi() {
  const calls: RecordedCall[] = [];
  const liveAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  const overrides = new Map<string, Handler>();
  let issued = 0;
  let releaseGate: (() => void) | null = null;
  let gate: Promise<void> | null = null;

  const api = {
    calls,
    user: fakeUser(),
    /** When set, every request fails as if the network were down. */
    offline: false,
    /** Issues a live token pair whose access token expires in `ttlSeconds`. */
    issue(ttlSeconds = 900) {
      issued += 1;
      const tokens = {
        accessToken: `access-${issued}`,
        refreshToken: `refresh-${issued}`,
        tokenType: 'bearer' as const,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
      };
      liveAccess.add(tokens.accessToken);
      liveRefresh.add(tokens.refreshToken);
      return tokens;
    },
    /** A stored session over a freshly issued pair. */
    session(ttlSeconds = 900): Session {
      const { accessToken, refreshToken, expiresAt } = api.issue(ttlSeconds);
      return { accessToken, refreshToken, expiresAt, user: api.user };
    },
    /** The server stops accepting every access token issued so far (as when they expire). */
    rejectAccessTokens: () => liveAccess.clear(),
    /** The server stops accepting every refresh token issued so far (the session was revoked). */
    rejectRefreshTokens: () => liveRefresh.clear(),
    /** Holds refresh answers until `releaseRefreshes()`. */
    holdRefreshes() {
      gate = new Promise((resolve) => {
        releaseGate = resolve;
      });
    },
    releaseRefreshes() {
      releaseGate?.();
      gate = null;
    },
    /** Answers `METHOD /path` with the handler instead of the default. */
    on(route: string, handler: Handler) {
      overrides.set(route, handler);
    },
    /** The recorded calls to a path. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://fake.test');
      const headers = new Headers(init.headers);
      const text = typeof init.body === 'string' ? init.body : null;
      const call: RecordedCall = {
        url: String(input),
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: headers.get('authorization'),
        headers,
        body: init.body,
        json: text && headers.get('content-type') === 'application/json' ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      await Promise.resolve();
      if (api.offline) throw new TypeError('fetch failed');
      const route = `${call.method} ${call.path}`;
      const handler = overrides.get(route) ?? defaults[route];
      return handler ? handler(call) : errorResponse(404, 'not_found');
    }) as typeof fetch,
  };

  /** The bearer check of the real server: no header is anonymous, a dead token a 401. */
  const authorize = (call: RecordedCall, then: () => Response): Response => {
    if (!call.authorization) return errorResponse(401, 'unauthorized');
    const token = call.authorization.replace(/^Bearer /, '');
    return liveAccess.has(token) ? then() : errorResponse(401, 'invalid_token');
  };
  const signedIn = (status: number) => () => jsonResponse(status, { user: api.user, session: api.issue() });

  const defaults: Record<string, Handler> = {
    'POST /api/v1/auth/sign-up': signedIn(201),
    'POST /api/v1/auth/sign-in': (call) =>
      (call.json as { password?: string }).password === 'right password'
        ? signedIn(200)()
        : errorResponse(401, 'invalid_credentials', 'Invalid email or password.'),
    'POST /api/v1/auth/refresh': async (call) => {
      if (gate) await gate;
      const { refreshToken } = call.json as { refreshToken: string };
      if (!liveRefresh.delete(refreshToken)) return errorResponse(401, 'invalid_refresh_token');
      return jsonResponse(200, { user: api.user, session: api.issue() });
    },
    'POST /api/v1/auth/sign-out': () => new Response(null, { status: 204 }),
    'GET /api/v1/auth/user': (call) => authorize(call, () => jsonResponse(200, { user: api.user })),
    'POST /api/v1/auth/password': (call) => authorize(call, () => new Response(null, { status: 204 })),
    'POST /api/v1/auth/password-reset': () => jsonResponse(202, { message: 'On its way.' }),
    'POST /api/v1/auth/password-reset/confirm': () => new Response(null, { status: 204 }),
    'POST /api/v1/consents': (call) => authorize(call, () => jsonResponse(201, { ok: true })),
    'POST /api/v1/uploads': (call) =>
      authorize(call, () =>
        jsonResponse(201, {
          id: 'upload-1',
          purpose: 'avatar',
          url: '/u.webp',
          width: 1,
          height: 1,
          variants: [],
        }),
      ),
    // A public endpoint: answers whether the caller was signed in.
    'GET /api/v1/things': (call) =>
      call.authorization
        ? authorize(call, () => jsonResponse(200, { signedIn: true }))
        : jsonResponse(200, { signedIn: false }),
  };

  return api;
}
