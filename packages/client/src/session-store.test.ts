// The session store: storage round trip, corrupt values, memory fallback, notifications and other tabs.
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, parseSession } from './session-store';
import { memoryStorage } from './test-support/fake-api';
import type { Session } from './types';

const KEY = 'dealloop.session';

const session = (n = 1): Session => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
  user: {
    id: `user-${n}`,
    email: `user${n}@example.com`,
    fullName: null,
    roles: [],
    isAdmin: false,
    isModerator: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
});

/** A `storage` event as another tab's change delivers it (Node has no StorageEvent). */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('createSessionStore', () => {
  it('keeps the session in storage as JSON and reads it back in a new store', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, key: KEY, eventTarget: null });
    expect(store.get()).toBeNull();
    store.set(session());
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual(session());
    expect(createSessionStore({ storage, key: KEY, eventTarget: null }).get()).toEqual(session());
    store.set(null);
    expect(storage.items.has(KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{"accessToken":'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a foreign object', JSON.stringify({ token: 'x', user: 'someone' })],
    ['a session without a user', JSON.stringify({ ...session(), user: undefined })],
    ['a session with an unreadable expiry', JSON.stringify({ ...session(), expiresAt: 'tomorrow' })],
    ['a session with an empty token', JSON.stringify({ ...session(), accessToken: '' })],
  ])('reads %s as signed out', (_label, raw) => {
    const store = createSessionStore({ storage: memoryStorage({ [KEY]: raw }), key: KEY, eventTarget: null });
    expect(store.get()).toBeNull();
    expect(parseSession(raw)).toBeNull();
  });

  it('keeps the session in memory when there is no storage', () => {
    const store = createSessionStore({ storage: null, key: KEY, eventTarget: null });
    store.set(session());
    expect(store.get()).toEqual(session());
  });

  it('keeps the session in memory when storage refuses to read or write', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createSessionStore({ storage: failing, key: KEY, eventTarget: null });
    expect(store.get()).toBeNull();
    store.set(session());
    expect(store.get()).toEqual(session());
    store.set(null);
    expect(store.get()).toBeNull();
  });

  it('tells subscribers about changes only, until they unsubscribe', () => {
    const store = createSessionStore({ storage: memoryStorage(), key: KEY, eventTarget: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(session());
    store.set(session());
    store.set(session(2));
    store.set(null);
    store.set(null);
    expect(listener.mock.calls).toEqual([[session()], [session(2)], [null]]);
    unsubscribe();
    store.set(session());
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('still tells the other subscribers when one throws', () => {
    vi.useFakeTimers();
    try {
      const store = createSessionStore({ storage: null, key: KEY, eventTarget: null });
      const after = vi.fn();
      store.subscribe(() => {
        throw new Error('listener bug');
      });
      store.subscribe(after);
      expect(() => store.set(session())).not.toThrow();
      expect(after).toHaveBeenCalledWith(session());
      expect(() => vi.runAllTimers()).toThrow('listener bug');
    } finally {
      vi.useRealTimers();
    }
  });

  it("follows another tab's sign-in and sign-out through the storage event", () => {
    const storage = memoryStorage();
    const window = new EventTarget();
    const store = createSessionStore({ storage, key: KEY, eventTarget: window });
    const listener = vi.fn();
    store.subscribe(listener);

    storage.items.set(KEY, JSON.stringify(session(7)));
    window.dispatchEvent(storageEvent(KEY));
    expect(store.get()).toEqual(session(7));
    expect(listener).toHaveBeenLastCalledWith(session(7));

    storage.items.set('other-app', 'x');
    window.dispatchEvent(storageEvent('other-app'));
    expect(listener).toHaveBeenCalledTimes(1);

    storage.items.delete(KEY);
    window.dispatchEvent(storageEvent(KEY));
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);

    storage.items.set(KEY, JSON.stringify(session(8)));
    window.dispatchEvent(storageEvent(null)); // another tab called localStorage.clear() or similar
    expect(store.get()).toEqual(session(8));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops following other tabs once disposed', () => {
    const storage = memoryStorage();
    const window = new EventTarget();
    const store = createSessionStore({ storage, key: KEY, eventTarget: window });
    store.dispose();
    storage.items.set(KEY, JSON.stringify(session()));
    window.dispatchEvent(storageEvent(KEY));
    expect(store.get()).toBeNull();
  });
});
