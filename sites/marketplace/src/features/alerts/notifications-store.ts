// The notifications store: the bell's latest notifications and unread count, kept in step with sign-in and alerts.
import type { AlertNotification, ApiClient } from '@dealloop/client';
import { addNotification, NOTIFICATION_LIMIT, updateNotification } from '@dealloop/core';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useServices } from '../../app/services-context';
import type { ToastStore } from '../../stores/toast-store';
import type { AuthStore } from '../accounts/auth-store';
import { alertsApi } from './alerts-api';

/** Toasts of the bell's own failures (docs/product/alerts.md). */
export const NOTIFICATION_MESSAGES = Object.freeze({
  markReadFailed: 'Could not mark the notification as read. Please try again.',
  markAllReadFailed: 'Could not mark your notifications as read. Please try again.',
});

/** What the bell shows. */
export interface NotificationsSnapshot {
  /** idle: signed out; loading: the first list is on its way; ready: loaded; failed: the list could not load. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** At most NOTIFICATION_LIMIT, newest first. */
  items: AlertNotification[];
  /** Unread notifications of the user (also those beyond the list). */
  unreadCount: number;
}

/** The notifications store with its actions. */
export interface NotificationsStore extends StoreApi<NotificationsSnapshot> {
  /** Loads the list whenever someone signs in and clears it on sign-out; answers the unsubscribe. */
  start(): () => void;
  /** (Re)loads the list from the server. */
  load(): Promise<void>;
  /** Takes a live alert in: first in the list, counted as unread once. */
  receive(alert: AlertNotification): void;
  /** Marks one notification read at once; puts it back (with a toast) when the server refuses. */
  markRead(id: string): Promise<void>;
  /** Marks every notification read at once; puts them back (with a toast) when the server refuses. */
  markAllRead(): Promise<void>;
}

const EMPTY: NotificationsSnapshot = { status: 'idle', items: [], unreadCount: 0 };

const idOrder = (a: AlertNotification, b: AlertNotification) => Number(b.id) - Number(a.id);

/** Creates the notifications store of a client; `start` ties it to the auth store. */
export function createNotificationsStore({
  client,
  auth,
  toasts,
}: {
  client: ApiClient;
  auth: AuthStore;
  toasts: ToastStore;
}): NotificationsStore {
  const store = createStore<NotificationsSnapshot>()(() => EMPTY);
  // Bumped on every sign-in and sign-out (session) and load (loads), so late answers of an earlier one are dropped.
  let session = 0;
  let loads = 0;
  let userId: string | null = null;

  const load = async () => {
    if (!userId) return;
    loads += 1;
    const mine = loads;
    const mySession = session;
    if (store.getState().status !== 'ready') store.setState({ status: 'loading' });
    try {
      const answer = await alertsApi(client).notifications();
      if (mine !== loads || mySession !== session) return;
      const loaded = [...answer.items].sort(idOrder).slice(0, NOTIFICATION_LIMIT);
      const newest = loaded[0] ? Number(loaded[0].id) : 0;
      // Alerts that arrived live after the server answered stay, and count when unread.
      const later = store.getState().items.filter((item) => Number(item.id) > newest);
      let items = loaded;
      for (const item of [...later].reverse()) items = addNotification(items, item);
      const unreadLater = later.filter((item) => !item.read).length;
      store.setState({ status: 'ready', items, unreadCount: answer.unreadCount + unreadLater });
    } catch {
      if (mine !== loads || mySession !== session) return;
      store.setState({ status: store.getState().status === 'ready' ? 'ready' : 'failed' });
    }
  };

  const follow = (nextUserId: string | null) => {
    if (nextUserId === userId) return;
    userId = nextUserId;
    session += 1;
    store.setState(EMPTY);
    if (userId) void load();
  };

  const setRead = (id: string, read: boolean) => {
    const { items, unreadCount } = store.getState();
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.read === read) return false;
    store.setState({
      items: updateNotification(items, { ...item, read }),
      unreadCount: Math.max(0, unreadCount + (read ? -1 : 1)),
    });
    return true;
  };

  return {
    ...store,
    start() {
      follow(auth.getState().user?.id ?? null);
      return auth.subscribe((state) => follow(state.user?.id ?? null));
    },
    load,
    receive(alert) {
      if (!userId) return;
      const { items, unreadCount } = store.getState();
      const known = items.find((item) => item.id === alert.id);
      if (known) {
        // The same alert again (a replay): no second count, and a read mark made here is kept.
        store.setState({ items: updateNotification(items, { ...alert, read: known.read || alert.read }) });
        return;
      }
      const oldest = items[items.length - 1];
      const isOlderThanList =
        items.length >= NOTIFICATION_LIMIT && oldest && Number(alert.id) < Number(oldest.id);
      if (isOlderThanList) return;
      store.setState({
        items: [...addNotification(items, alert)].sort(idOrder),
        unreadCount: unreadCount + (alert.read ? 0 : 1),
      });
    },
    async markRead(id) {
      const mine = session;
      if (!setRead(id, true)) return;
      try {
        await alertsApi(client).markRead({ params: { id } });
      } catch {
        if (mine !== session) return;
        setRead(id, false);
        toasts.show('error', NOTIFICATION_MESSAGES.markReadFailed);
      }
    },
    async markAllRead() {
      const before = store.getState();
      if (before.unreadCount === 0 && before.items.every((item) => item.read)) return;
      const mine = session;
      const unreadIds = new Set(before.items.filter((item) => !item.read).map((item) => item.id));
      store.setState({
        items: before.items.map((item) => (item.read ? item : { ...item, read: true })),
        unreadCount: 0,
      });
      try {
        await alertsApi(client).markAllRead();
      } catch {
        if (mine !== session) return;
        const now = store.getState();
        store.setState({
          items: now.items.map((item) => (unreadIds.has(item.id) ? { ...item, read: false } : item)),
          unreadCount: now.unreadCount + before.unreadCount,
        });
        toasts.show('error', NOTIFICATION_MESSAGES.markAllReadFailed);
      }
    },
  };
}

/** The bell's snapshot (re-renders when the list or the count changes). */
export function useNotifications(): NotificationsSnapshot {
  return useStore(useServices().notifications);
}
