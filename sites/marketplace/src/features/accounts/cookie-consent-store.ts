// The cookie consent store: the choice stored for the current viewer (per user or anonymous), and recording it.
import type { ApiClient } from '@dealloop/client';
import {
  COOKIE_CONSENT_VALUES,
  COOKIE_CONSENT_VERSION,
  type CookieConsentValue,
  cookieConsentKey,
  shouldShowCookieBanner,
} from '@dealloop/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthStore } from './auth-store';

/** Where choices are kept (localStorage in the browser). */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CookieConsentSnapshot {
  /** The signed-in user the choice belongs to; null for an anonymous visitor. */
  userId: string | null;
  /** The stored value for this viewer, null when none. */
  value: string | null;
  /** Whether the banner shows: no choice stored for this viewer. */
  visible: boolean;
}

export interface CookieConsentStore extends StoreApi<CookieConsentSnapshot> {
  /** Accept All: stores 'true' and, when signed in, records the consent (failures are only logged). */
  accept(): void;
  /** Essential Only, or the close icon: stores 'declined'. */
  decline(): void;
  /** Follows the viewer as they sign in and out; answers the unsubscribe. */
  start(): () => void;
}

function read(storage: ConsentStorage | null, userId: string | null): string | null {
  try {
    return storage?.getItem(cookieConsentKey(userId)) ?? null;
  } catch {
    return null;
  }
}

const snapshot = (userId: string | null, value: string | null): CookieConsentSnapshot => ({
  userId,
  value,
  visible: shouldShowCookieBanner(value),
});

/** Creates the consent store for the viewer of an auth store. */
export function createCookieConsentStore({
  storage,
  auth,
  client,
}: {
  storage: ConsentStorage | null;
  auth: AuthStore;
  client: ApiClient;
}): CookieConsentStore {
  const viewer = () => auth.getState().user?.id ?? null;
  const store = createStore<CookieConsentSnapshot>()(() => snapshot(viewer(), read(storage, viewer())));

  const choose = (value: CookieConsentValue) => {
    const { userId } = store.getState();
    try {
      storage?.setItem(cookieConsentKey(userId), value);
    } catch (error) {
      // Storage full or blocked: the choice holds for this visit only.
      console.warn('DealLoop: could not store the cookie choice.', error);
    }
    store.setState(snapshot(userId, value));
    return userId;
  };

  return {
    ...store,
    accept() {
      const userId = choose(COOKIE_CONSENT_VALUES.accepted);
      if (!userId) return;
      client.consents
        .record({ consentType: 'cookies', version: COOKIE_CONSENT_VERSION })
        .catch((error: unknown) => console.error('DealLoop: recording the cookie consent failed.', error));
    },
    decline() {
      choose(COOKIE_CONSENT_VALUES.declined);
    },
    start() {
      return auth.subscribe(() => {
        const userId = viewer();
        if (userId !== store.getState().userId) store.setState(snapshot(userId, read(storage, userId)));
      });
    },
  };
}
