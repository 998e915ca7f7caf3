// Exchanges the refresh token for a new session, once at a time: refresh tokens are single use and rotate.

import type { AccountsContract, AuthAnswer } from '@dealloop/contract';
import { ApiError } from './api-error';
import type { Send } from './http-transport';
import type { SessionStore } from './session-store';
import type { Session } from './types';

/** The path of the refresh endpoint (the contract's, checked by the compiler). */
export const REFRESH_PATH: `/api/v1${AccountsContract['refresh']['path']}` = '/api/v1/auth/refresh';

/** How the API answers sign-up, sign-in and refresh (the contract's AuthResponse). */
export type { AuthAnswer };

/** The session kept for an auth answer. */
export const sessionOf = ({ user, session }: AuthAnswer): Session => ({
  accessToken: session.accessToken,
  refreshToken: session.refreshToken,
  expiresAt: session.expiresAt,
  user,
});

/**
 * Refreshes `session`. Every call made while a refresh of the same refresh token is under way shares it, so
 * the network sees one refresh however many requests wait on it. Resolves with the new session, or null when
 * the server refused the refresh token (400/401: the stored session is then cleared); rejects with the ApiError
 * of any other failure (network, 429, 5xx), leaving the session as it was.
 */
export type RefreshSession = (session: Session) => Promise<Session | null>;

/** Creates the single-flight refresher that writes its outcome to `store`. */
export function createSessionRefresher(send: Send, store: SessionStore): RefreshSession {
  let inflight: { refreshToken: string; promise: Promise<Session | null> } | null = null;

  async function exchange(refreshToken: string): Promise<Session | null> {
    // Sent without the bearer header: an expired access token would make the server refuse the call.
    let next: Session;
    try {
      next = sessionOf(await send<AuthAnswer>('POST', REFRESH_PATH, { json: { refreshToken } }));
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 400)) throw error;
      // Only clear what we refreshed: a sign-in or another tab's refresh meanwhile is left alone.
      if (store.get()?.refreshToken === refreshToken) store.set(null);
      return null;
    }
    // A sign-out or sign-in while the refresh was under way wins over its result.
    if (store.get()?.refreshToken === refreshToken) store.set(next);
    return next;
  }

  return (session) => {
    if (inflight?.refreshToken === session.refreshToken) return inflight.promise;
    const promise = exchange(session.refreshToken).finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
    inflight = { refreshToken: session.refreshToken, promise };
    return promise;
  };
}
