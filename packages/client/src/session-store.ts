// Keeps the session in storage (memory when there is none), tells subscribers, and follows other tabs.
import type { Session } from './types';

/** The part of the Web Storage API the store uses (localStorage, or a fake in tests). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where cross-tab `storage` events arrive (the window in a browser). */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** The storage to keep the session in; null keeps it in memory only. */
  storage: SessionStorageLike | null;
  /** The storage key the session is kept under. */
  key: string;
  /** Where `storage` events of other tabs arrive; null ignores other tabs. */
  eventTarget: StorageEventSource | null;
}

/** The current session, kept in storage, with change notifications. */
export interface SessionStore {
  /** The current session, or null when signed out. */
  get(): Session | null;
  /** Replaces the session (null signs out) and tells subscribers when it changed. */
  set(session: Session | null): void;
  /** Calls the listener on every change, including changes made by other tabs; answers unsubscribe. */
  subscribe(listener: (session: Session | null) => void): () => void;
  /** Stops following other tabs. */
  dispose(): void;
}

/** Creates the store; a corrupt or foreign stored value reads as signed out. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage, key, eventTarget } = options;
  const listeners = new Set<(session: Session | null) => void>();
  let current = readStored();
  let currentJson = serialize(current);

  function readStored(): Session | null {
    if (!storage) return null;
    try {
      return parseSession(storage.getItem(key));
    } catch {
      return null;
    }
  }

  function update(session: Session | null) {
    const json = serialize(session);
    if (json === currentJson) return;
    current = session;
    currentJson = json;
    for (const listener of [...listeners]) {
      try {
        listener(session);
      } catch (error) {
        // One failing listener must not stop the others or the sign-in that changed the session.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  // Re-reading (rather than trusting the event's newValue) is idempotent, so events of other storages are harmless.
  const onStorage = (event: Event) => {
    const changedKey = (event as Partial<StorageEvent>).key;
    if (changedKey === key || changedKey === null) update(readStored());
  };
  if (storage && eventTarget) eventTarget.addEventListener('storage', onStorage);

  return {
    get: () => current,
    set(session) {
      try {
        if (session) storage?.setItem(key, JSON.stringify(session));
        else storage?.removeItem(key);
      } catch {
        // Storage full or denied (private mode, sandboxed frame): this tab keeps the session in memory.
      }
      update(session);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      eventTarget?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

const serialize = (session: Session | null) => (session ? JSON.stringify(session) : '');

/** The session in a stored value, or null when it is missing, not JSON or not a session. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { accessToken, refreshToken, expiresAt, user } = value;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if (typeof refreshToken !== 'string' || !refreshToken) return null;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
  if (!isRecord(user) || typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  return value as unknown as Session;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
