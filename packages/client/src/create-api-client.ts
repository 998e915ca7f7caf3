// The API client: authenticated requests with automatic refresh, and the auth, upload and consent calls.
import { ApiError } from './api-error';
import { createTransport } from './http-transport';
import { type AuthAnswer, createSessionRefresher, sessionOf } from './session-refresher';
import {
  createSessionStore,
  type SessionStorageLike,
  type SessionStore,
  type StorageEventSource,
} from './session-store';
import type {
  ApiClient,
  ApiClientOptions,
  AuthState,
  CurrentUser,
  RequestOptions,
  Session,
  Upload,
} from './types';

const AUTH = '/api/v1/auth';
const DEFAULT_STORAGE_KEY = 'dealloop.session';
const DEFAULT_REFRESH_LEEWAY_SECONDS = 60;
/** Codes of a 401 that mean the access token is no good (as opposed to, say, wrong credentials). */
const TOKEN_REJECTED_CODES = new Set(['invalid_token', 'session_ended']);

/**
 * Creates the API client. With no options it talks to the same origin, keeps the session in localStorage
 * (memory when there is none) and follows sign-ins and sign-outs of other tabs.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const leewayMs = (options.refreshLeewaySeconds ?? DEFAULT_REFRESH_LEEWAY_SECONDS) * 1000;
  const send = createTransport(options.baseUrl ?? '', options.fetch);
  const store: SessionStore = createSessionStore({
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    key: options.storageKey ?? DEFAULT_STORAGE_KEY,
    eventTarget: options.eventTarget === undefined ? defaultEventTarget() : options.eventTarget,
  });
  const refresh = createSessionRefresher(send, store);

  /** The session to send with a request: refreshed first when its access token expires within the leeway. */
  async function freshSession(): Promise<Session | null> {
    const session = store.get();
    if (!session || msUntilExpiry(session) > leewayMs) return session;
    try {
      await refresh(session);
    } catch (error) {
      // The refresh could not be made (offline, rate limited): a token that still works is used as is.
      if (msUntilExpiry(session) <= 0) throw error;
    }
    // Refreshed, cleared (the call then goes out signed out) or replaced by a sign-in meanwhile.
    return store.get();
  }

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const sentToken = (await freshSession())?.accessToken ?? null;
    try {
      return await send<T>(method, path, { ...requestOptions, token: sentToken });
    } catch (error) {
      if (!sentToken || !isTokenRejection(error)) throw error;
      let session = store.get();
      // Another call may already have replaced the token this one was refused with: then just retry.
      if (session?.accessToken === sentToken) {
        if (!(await refresh(session))) throw error;
        session = store.get();
      }
      if (!session) throw error;
      return send<T>(method, path, { ...requestOptions, token: session.accessToken });
    }
  }

  /** Signs in with an auth answer: keeps the session and tells subscribers. */
  function keep(answer: AuthAnswer): CurrentUser {
    store.set(sessionOf(answer));
    return answer.user;
  }

  const auth: ApiClient['auth'] = {
    async signUp(input) {
      return keep(await send<AuthAnswer>('POST', `${AUTH}/sign-up`, { json: input }));
    },
    async signIn(input) {
      return keep(await send<AuthAnswer>('POST', `${AUTH}/sign-in`, { json: input }));
    },
    async signOut() {
      const session = store.get();
      store.set(null);
      if (!session) return;
      try {
        // The refresh token names the session even when the access token has expired.
        await send('POST', `${AUTH}/sign-out`, { json: { refreshToken: session.refreshToken } });
      } catch {
        // Best effort: the local session is gone either way, and the server's expires on its own.
      }
    },
    async requestPasswordReset(email) {
      await send('POST', `${AUTH}/password-reset`, { json: { email } });
    },
    async confirmPasswordReset(token, password) {
      await send('POST', `${AUTH}/password-reset/confirm`, { json: { token, password } });
    },
    async changePassword(currentPassword, newPassword) {
      await request('POST', `${AUTH}/password`, { json: { currentPassword, newPassword } });
    },
    async getUser() {
      if (!store.get()) return null;
      let user: CurrentUser;
      try {
        ({ user } = await request<{ user: CurrentUser }>('GET', `${AUTH}/user`));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && !store.get()) return null;
        throw error;
      }
      const session = store.get();
      if (session?.user.id === user.id) store.set({ ...session, user });
      return user;
    },
    getSession: () => store.get(),
    onAuthStateChange(listener) {
      listener(authState(store.get()));
      return store.subscribe((session) => listener(authState(session)));
    },
  };

  return {
    auth,
    request,
    uploads: {
      upload(file: Blob, purpose: Upload['purpose'], fileName?: string) {
        const form = new FormData();
        if (fileName === undefined) form.append('file', file);
        else form.append('file', file, fileName);
        form.append('purpose', purpose);
        return request<Upload>('POST', '/api/v1/uploads', { body: form });
      },
    },
    consents: {
      async record(input) {
        await request('POST', '/api/v1/consents', { json: input });
      },
    },
  };
}

const msUntilExpiry = (session: Session) => Date.parse(session.expiresAt) - Date.now();

const isTokenRejection = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && TOKEN_REJECTED_CODES.has(error.code);

const authState = (session: Session | null): AuthState =>
  session ? { status: 'signed_in', session } : { status: 'signed_out', session: null };

/** localStorage when this environment has one that may be used (sandboxed frames throw on access). */
function defaultStorage(): SessionStorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The global scope when it dispatches events (the window in a browser); null in Node. */
function defaultEventTarget(): StorageEventSource | null {
  return typeof globalThis.addEventListener === 'function' ? globalThis : null;
}
