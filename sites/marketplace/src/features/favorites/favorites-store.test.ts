// The favorites store: ids loaded on sign-in and cleared on sign-out, optimistic toggles, rollback with a toast.
import { ApiError } from '@dealloop/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '../../stores/toast-store';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import { createAuthStore } from '../accounts/auth-store';
import { createFavoritesStore, FAVORITE_ERRORS } from './favorites-store';
import { FAVORITE_IDS_API, favoritePath, serveFavorites } from './favorites-test-support';

let client: FakeApiClient;
const stops: (() => void)[] = [];

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

function setUp() {
  const auth = createAuthStore(client);
  const toasts = createToastStore();
  const favorites = createFavoritesStore({ client, auth, toasts });
  stops.push(auth.start(), favorites.start());
  return { auth, toasts, favorites };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const requests = (method: string, path: string) =>
  vi.mocked(client.request).mock.calls.filter((call) => call[0] === method && call[1] === path);

describe('favorites store', () => {
  it('stays empty and calls nothing while signed out', async () => {
    serveFavorites(client);
    const { favorites } = setUp();
    await settled();
    expect(favorites.getState()).toMatchObject({ status: 'signed_out', userId: null });
    expect(favorites.getState().ids.size).toBe(0);
    expect(await favorites.toggle('any')).toBe(false);
    expect(client.request).not.toHaveBeenCalled();
  });

  it('loads the saved ids on sign-in and clears them on sign-out', async () => {
    const saved = [makeProperty(), makeProperty()];
    serveFavorites(client, { saved });
    const { favorites, auth } = setUp();
    const user = client.startSignedIn(BUYER);
    expect(favorites.getState()).toMatchObject({ status: 'loading', userId: user.id });
    await vi.waitFor(() => expect(favorites.getState().status).toBe('ready'));
    expect([...favorites.getState().ids]).toEqual(saved.map((property) => property.id));
    expect(requests('GET', FAVORITE_IDS_API)).toHaveLength(1);
    await auth.signOut();
    expect(favorites.getState()).toMatchObject({ status: 'signed_out', userId: null });
    expect(favorites.getState().ids.size).toBe(0);
  });

  it('loads at start when a session is already stored', async () => {
    const saved = [makeProperty()];
    serveFavorites(client, { saved });
    client.startSignedIn(BUYER);
    const { favorites } = setUp();
    await vi.waitFor(() => expect(favorites.getState().ids.has(saved[0]!.id)).toBe(true));
  });

  it('reports a failed load, and loads again on reload', async () => {
    const server = serveFavorites(client, {
      saved: [makeProperty()],
      readError: new ApiError(500, 'internal', 'Boom.'),
    });
    client.startSignedIn(BUYER);
    const { favorites } = setUp();
    await vi.waitFor(() => expect(favorites.getState().status).toBe('failed'));
    server.readError = null;
    await favorites.reload();
    expect(favorites.getState().status).toBe('ready');
    expect(favorites.getState().ids.size).toBe(1);
  });

  it('saves and unsaves optimistically: the change shows before the server answers', async () => {
    const listing = makeProperty();
    serveFavorites(client, { listings: [listing] });
    client.startSignedIn(BUYER);
    const { favorites } = setUp();
    await vi.waitFor(() => expect(favorites.getState().status).toBe('ready'));

    const saving = favorites.toggle(listing.id);
    expect(favorites.getState().ids.has(listing.id)).toBe(true);
    expect(favorites.getState().pending.has(listing.id)).toBe(true);
    expect(await saving).toBe(true);
    expect(favorites.getState().pending.size).toBe(0);
    expect(requests('PUT', favoritePath(listing.id))).toHaveLength(1);

    const removing = favorites.toggle(listing.id);
    expect(favorites.getState().ids.has(listing.id)).toBe(false);
    expect(await removing).toBe(false);
    expect(requests('DELETE', favoritePath(listing.id))).toHaveLength(1);
  });

  it('ignores a second toggle of the same listing while the first is on its way', async () => {
    const listing = makeProperty();
    serveFavorites(client, { listings: [listing] });
    client.startSignedIn(BUYER);
    const { favorites } = setUp();
    await vi.waitFor(() => expect(favorites.getState().status).toBe('ready'));
    const first = favorites.toggle(listing.id);
    expect(await favorites.toggle(listing.id)).toBe(true);
    await first;
    expect(requests('PUT', favoritePath(listing.id))).toHaveLength(1);
    expect(requests('DELETE', favoritePath(listing.id))).toHaveLength(0);
  });

  it.each([
    ['saving', false, FAVORITE_ERRORS.save],
    ['unsaving', true, FAVORITE_ERRORS.remove],
  ])('rolls back and shows an error toast when %s fails', async (_label, wasSaved, message) => {
    const listing = makeProperty();
    const server = serveFavorites(client, { listings: [listing], saved: wasSaved ? [listing] : [] });
    client.startSignedIn(BUYER);
    const { favorites, toasts } = setUp();
    await vi.waitFor(() => expect(favorites.getState().status).toBe('ready'));
    server.writeError = ApiError.network(new Error('offline'));
    const toggling = favorites.toggle(listing.id);
    expect(favorites.getState().ids.has(listing.id)).toBe(!wasSaved);
    expect(await toggling).toBe(wasSaved);
    expect(favorites.getState().ids.has(listing.id)).toBe(wasSaved);
    expect(favorites.getState().pending.size).toBe(0);
    expect(toasts.getState().toasts).toEqual([expect.objectContaining({ tone: 'error', message })]);
  });
});
