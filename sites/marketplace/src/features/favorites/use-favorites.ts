// React access to the favorites store: one store per set of site services, created and started on first use.
import { useStore } from 'zustand';
import type { AppServices } from '../../app/services';
import { useServices } from '../../app/services-context';
import { createFavoritesStore, type FavoritesSnapshot, type FavoritesStore } from './favorites-store';

const stores = new WeakMap<AppServices, FavoritesStore>();

/** The favorites store of these services (it follows their auth store for as long as they live). */
export function favoritesStoreOf(services: AppServices): FavoritesStore {
  let store = stores.get(services);
  if (!store) {
    store = createFavoritesStore({ client: services.client, auth: services.auth, toasts: services.toasts });
    store.start();
    stores.set(services, store);
  }
  return store;
}

/** The favorites snapshot (re-renders when it changes) and the store's actions. */
export function useFavorites(): FavoritesSnapshot & Pick<FavoritesStore, 'toggle' | 'reload'> {
  const store = favoritesStoreOf(useServices());
  const snapshot = useStore(store);
  return { ...snapshot, toggle: store.toggle, reload: store.reload };
}
