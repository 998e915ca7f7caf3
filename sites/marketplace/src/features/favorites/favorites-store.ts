// The favorites store: the ids of the listings the signed-in user saved, loaded on sign-in and cleared on sign-out,
// with an optimistic toggle that rolls back and tells the user when the server refuses.
import type { ApiClient } from '@dealloop/client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ToastStore } from '../../stores/toast-store';
import type { AuthStore } from '../accounts/auth-store';
import { favoritesApi } from './favorites-api';

/** What the toast says when saving or unsaving fails (the button has gone back to where it was). */
export const FAVORITE_ERRORS = {
  save: "We couldn't save this deal. Please try again.",
  remove: "We couldn't remove this deal from your saved deals. Please try again.",
} as const;

export interface FavoritesSnapshot {
  /** The signed-in user the ids belong to; null when signed out. */
  userId: string | null;
  /** signed_out: nothing to load; loading: ids on the way; ready: ids known; failed: the load failed. */
  status: 'signed_out' | 'loading' | 'ready' | 'failed';
  /** Saved listing ids, as the user sees them (optimistic changes included). */
  ids: ReadonlySet<string>;
  /** Listings whose save or unsave is on its way to the server. */
  pending: ReadonlySet<string>;
}

export interface FavoritesStore extends StoreApi<FavoritesSnapshot> {
  /** Follows the auth store: loads the ids on sign-in, clears them on sign-out. Answers the unsubscribe. */
  start(): () => void;
  /**
   * Saves the listing when it is not saved, else unsaves it: the change shows at once; when the server refuses it
   * is undone and an error toast explains. Ignored while the same listing has a change in flight or when signed
   * out. Answers whether the listing is saved afterwards.
   */
  toggle(propertyId: string): Promise<boolean>;
  /** Loads the ids again (after a failed load). */
  reload(): Promise<void>;
}

const EMPTY: ReadonlySet<string> = new Set();

const signedOut = (): FavoritesSnapshot => ({
  userId: null,
  status: 'signed_out',
  ids: EMPTY,
  pending: EMPTY,
});

const withId = (set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

/** Creates the favorites store of the auth store's viewer. */
export function createFavoritesStore({
  client,
  auth,
  toasts,
}: {
  client: ApiClient;
  auth: AuthStore;
  toasts: Pick<ToastStore, 'show'>;
}): FavoritesStore {
  const store = createStore<FavoritesSnapshot>()(signedOut);
  const favorites = favoritesApi(client);
  /** Counts loads, so an answer for an earlier load (or an earlier user) is dropped. */
  let loadSequence = 0;

  const load = async () => {
    const userId = store.getState().userId;
    if (!userId) return;
    const sequence = ++loadSequence;
    store.setState({ status: 'loading' });
    try {
      const { ids } = await favorites.ids();
      if (sequence !== loadSequence || store.getState().userId !== userId) return;
      // A change made while loading wins over the loaded state of that listing.
      let next: ReadonlySet<string> = new Set(ids);
      const { pending, ids: shown } = store.getState();
      for (const id of pending) next = withId(next, id, shown.has(id));
      store.setState({ status: 'ready', ids: next });
    } catch (error) {
      if (sequence !== loadSequence || store.getState().userId !== userId) return;
      console.warn('DealLoop: loading the saved deals failed.', error);
      store.setState({ status: 'failed' });
    }
  };

  const follow = () => {
    const userId = auth.getState().user?.id ?? null;
    if (userId === store.getState().userId) return;
    loadSequence += 1;
    if (!userId) {
      store.setState(signedOut());
      return;
    }
    store.setState({ userId, status: 'loading', ids: EMPTY, pending: EMPTY });
    void load();
  };

  return {
    ...store,
    start() {
      follow();
      return auth.subscribe(follow);
    },
    reload: load,
    async toggle(propertyId) {
      const { userId, ids, pending } = store.getState();
      const wasSaved = ids.has(propertyId);
      if (!userId || pending.has(propertyId)) return wasSaved;
      const save = !wasSaved;
      store.setState({ ids: withId(ids, propertyId, save), pending: withId(pending, propertyId, true) });
      const settle = (saved: boolean) => {
        const now = store.getState();
        if (now.userId !== userId) return;
        store.setState({
          ids: withId(now.ids, propertyId, saved),
          pending: withId(now.pending, propertyId, false),
        });
      };
      try {
        await (save ? favorites.save : favorites.remove)({ params: { propertyId } });
        settle(save);
        return save;
      } catch (error) {
        if (store.getState().userId !== userId) return wasSaved;
        console.warn('DealLoop: changing a saved deal failed.', error);
        settle(wasSaved);
        toasts.show('error', save ? FAVORITE_ERRORS.save : FAVORITE_ERRORS.remove);
        return wasSaved;
      }
    },
  };
}
