// The API client: authenticated requests with automatic refresh, the auth, upload (with progress) and consent calls,
// the live alert stream and the Loop chat stream.
import type { AccountsContract, AuthAnswer, CallOutput } from '@dealloop/contract';
import { ALERT_STREAM_PATH, connectAlertStream } from './alert-stream';
import { ApiError } from './api-error';
import { CHAT_PATH } from './chat-path';
import { createTransport, isAbort } from './http-transport';
import { buildRequestUrl } from './request-url';
import { createSessionRefresher, sessionOf } from './session-refresher';
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
  SignOutReason,
  UploadOptions,
  UploadPurpose,
  UploadResult,
} from './types';
import { createXhrTransport } from './xhr-transport';

/** Where an accounts call is: its contract path (checked by the compiler) under /api/v1. */
const accounts = (path: AccountsContract[keyof AccountsContract]['path']) => `/api/v1${path}`;
const UPLOADS = '/api/v1/uploads';
const DEFAULT_STORAGE_KEY = 'dealloop.session';
const DEFAULT_REFRESH_LEEWAY_SECONDS = 60;
/** Codes of a 401 that mean the access token is no good (as opposed to, say, wrong credentials). */
const TOKEN_REJECTED_CODES = new Set(['invalid_token', 'session_ended']);
/** The code of the 403 a suspended account's every request (and refresh) answers. */
const ACCOUNT_SUSPENDED = 'account_suspended';

/**
 * Creates the API client. With no options it talks to the same origin, keeps the session in localStorage
 * (memory when there is none) and follows sign-ins and sign-outs of other tabs.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const leewayMs = (options.refreshLeewaySeconds ?? DEFAULT_REFRESH_LEEWAY_SECONDS) * 1000;
  const baseUrl = options.baseUrl ?? '';
  const send = createTransport(baseUrl, options.fetch);
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const store: SessionStore = createSessionStore({
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    key: options.storageKey ?? DEFAULT_STORAGE_KEY,
    eventTarget: options.eventTarget === undefined ? defaultEventTarget() : options.eventTarget,
  });
  const refresh = createSessionRefresher(send, store);
  const createXhr = options.createXhr === undefined ? defaultCreateXhr() : options.createXhr;
  const sendWithProgress = createXhr ? createXhrTransport(options.baseUrl ?? '', createXhr) : null;
  /** Why the session is being cleared, while subscribers are told (see `onAuthStateChange`). */
  let signOutReason: SignOutReason | undefined;

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

  /**
   * Makes one authenticated exchange with `attempt` (given the bearer token to send, null when signed out): the
   * one place where the token is chosen, and where a 401 refusing it refreshes the session once and retries once.
   */
  async function authorized<T>(attempt: (token: string | null) => Promise<T>): Promise<T> {
    const signedIn = store.get();
    try {
      return await authorizedOnce(attempt);
    } catch (error) {
      // A suspended account is signed out at once, and subscribers hear why.
      if (signedIn && isSuspension(error) && store.get()?.user.id === signedIn.user.id) {
        signOutReason = ACCOUNT_SUSPENDED;
        try {
          store.set(null);
        } finally {
          signOutReason = undefined;
        }
      }
      throw error;
    }
  }

  async function authorizedOnce<T>(attempt: (token: string | null) => Promise<T>): Promise<T> {
    const sentToken = (await freshSession())?.accessToken ?? null;
    try {
      return await attempt(sentToken);
    } catch (error) {
      if (!sentToken || !isTokenRejection(error)) throw error;
      let session = store.get();
      // Another call may already have replaced the token this one was refused with: then just retry.
      if (session?.accessToken === sentToken) {
        if (!(await refresh(session))) throw error;
        session = store.get();
      }
      if (!session) throw error;
      return attempt(session.accessToken);
    }
  }

  /** Opens the alert stream's response (2xx, body unread) with the bearer token, or throws its ApiError. */
  function openAlertStream(headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
    return authorized(async (token) => {
      const init: RequestInit = {
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        signal,
      };
      let response: Response;
      try {
        response = await doFetch(buildRequestUrl(baseUrl, ALERT_STREAM_PATH), init);
      } catch (error) {
        if (signal.aborted || isAbort(error)) throw error;
        throw ApiError.network(error);
      }
      if (!response.ok) throw await ApiError.fromResponse(response);
      return response;
    });
  }

  /** Opens the chat answer's response (2xx, body unread) with the bearer token when signed in, or throws its ApiError. */
  function openChat(body: { messages: unknown[] }, signal: AbortSignal | undefined): Promise<Response> {
    return authorized(async (token) => {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        'content-type': 'application/json',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
      if (signal) init.signal = signal;
      let response: Response;
      try {
        response = await doFetch(buildRequestUrl(baseUrl, CHAT_PATH), init);
      } catch (error) {
        if (signal?.aborted || isAbort(error)) throw error;
        throw ApiError.network(error);
      }
      if (!response.ok) throw await ApiError.fromResponse(response);
      return response;
    });
  }

  function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    return authorized((token) => send<T>(method, path, { ...requestOptions, token }));
  }

  /** Signs in with an auth answer: keeps the session and tells subscribers. */
  function keep(answer: AuthAnswer): CurrentUser {
    store.set(sessionOf(answer));
    return answer.user;
  }

  const auth: ApiClient['auth'] = {
    async signUp(input) {
      return keep(await send<AuthAnswer>('POST', accounts('/auth/sign-up'), { json: input }));
    },
    async signIn(input) {
      return keep(await send<AuthAnswer>('POST', accounts('/auth/sign-in'), { json: input }));
    },
    async signOut() {
      const session = store.get();
      store.set(null);
      if (!session) return;
      try {
        // The refresh token names the session even when the access token has expired.
        await send('POST', accounts('/auth/sign-out'), { json: { refreshToken: session.refreshToken } });
      } catch {
        // Best effort: the local session is gone either way, and the server's expires on its own.
      }
    },
    async requestPasswordReset(email) {
      await send('POST', accounts('/auth/password-reset'), { json: { email } });
    },
    async confirmPasswordReset(token, password) {
      await send('POST', accounts('/auth/password-reset/confirm'), { json: { token, password } });
    },
    async changePassword(currentPassword, newPassword) {
      await request('POST', accounts('/auth/password'), { json: { currentPassword, newPassword } });
    },
    async getUser() {
      if (!store.get()) return null;
      let user: CurrentUser;
      try {
        ({ user } = await request<CallOutput<AccountsContract['user']>>('GET', accounts('/auth/user')));
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
      return store.subscribe((session) => listener(authState(session, signOutReason)));
    },
  };

  return {
    auth,
    request,
    uploads: {
      upload<P extends UploadPurpose>(
        file: Blob,
        purpose: P,
        fileName?: string,
        uploadOptions: UploadOptions = {},
      ) {
        const form = new FormData();
        if (fileName === undefined) form.append('file', file);
        else form.append('file', file, fileName);
        form.append('purpose', purpose);
        const { onProgress, signal } = uploadOptions;
        const body = { body: form, ...(signal && { signal }) };
        if (onProgress && sendWithProgress) {
          return authorized((token) =>
            sendWithProgress<UploadResult<P>>('POST', UPLOADS, { ...body, token, onProgress }),
          );
        }
        return authorized(async (token) => {
          const upload = await send<UploadResult<P>>('POST', UPLOADS, { ...body, token });
          // fetch cannot report the body going out: all that is known is that it all arrived.
          onProgress?.({ loaded: file.size, total: file.size });
          return upload;
        });
      },
    },
    consents: {
      async record(input) {
        await request('POST', accounts('/consents'), { json: input });
      },
    },
    alerts: {
      connect: (streamOptions) =>
        connectAlertStream(
          { open: openAlertStream, session: () => store.get(), onSessionChange: (l) => store.subscribe(l) },
          streamOptions,
        ),
    },
    chat: {
      // The stream's reader (and eventsource-parser) loads with the first message: pages that never chat with
      // Loop do not download it.
      send: async (messages, chatOptions) => {
        const { sendChat } = await import('./chat-stream');
        return sendChat({ open: openChat }, messages, chatOptions);
      },
    },
  };
}

const msUntilExpiry = (session: Session) => Date.parse(session.expiresAt) - Date.now();

const isTokenRejection = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && TOKEN_REJECTED_CODES.has(error.code);

const isSuspension = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === ACCOUNT_SUSPENDED;

const authState = (session: Session | null, reason?: SignOutReason): AuthState => {
  if (session) return { status: 'signed_in', session };
  return reason ? { status: 'signed_out', session: null, reason } : { status: 'signed_out', session: null };
};

/** localStorage when this environment has one that may be used (sandboxed frames throw on access). */
function defaultStorage(): SessionStorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Makes the browser's XMLHttpRequest, when this environment has one (not Node, not service workers). */
function defaultCreateXhr(): (() => XMLHttpRequest) | null {
  const Xhr = globalThis.XMLHttpRequest;
  return typeof Xhr === 'function' ? () => new Xhr() : null;
}

/** The global scope when it dispatches events (the window in a browser); null in Node. */
function defaultEventTarget(): StorageEventSource | null {
  return typeof globalThis.addEventListener === 'function' ? globalThis : null;
}
