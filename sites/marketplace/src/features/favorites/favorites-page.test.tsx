// Saved deals: the saved listings as cards newest saved first, the empty state, a failed load with Try again, and
// signed-out visitors sent to sign in and back.
import { ApiError } from '@dealloop/client';
import { FAVORITES_PAGE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import FavoritesPage from './favorites-page';
import { renderWithServices, serveFavorites } from './favorites-test-support';

const PATH = '/dashboard/favorites';
let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Saved deals page', () => {
  it('sends signed-out visitors to sign in, coming back here', async () => {
    serveFavorites(client);
    renderWithServices(<FavoritesPage />, { client, path: PATH });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/auth?redirect=${encodeURIComponent(PATH)}`,
    );
    expect(client.request).not.toHaveBeenCalledWith('GET', '/api/v1/me/favorites');
  });

  it('shows the saved listings as cards, in the order the API gives (newest saved first)', async () => {
    const saved = [makeProperty({ title: 'Newest save' }), makeProperty({ title: 'Older save' })];
    serveFavorites(client, { saved });
    client.startSignedIn(BUYER);
    renderWithServices(<FavoritesPage />, { client, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: FAVORITES_PAGE_TEXTS.heading })).toBeTruthy();
    const list = await screen.findByRole('list', { name: FAVORITES_PAGE_TEXTS.heading });
    await within(list).findByText('Newest save');
    const titles = Array.from(list.children, (item) => item.textContent ?? '');
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain('Newest save');
    expect(titles[1]).toContain('Older save');
    expect(screen.getByRole('status').textContent).toBe('2 saved deals');
  });

  it('shows the empty state with a way to browse deals', async () => {
    serveFavorites(client);
    client.startSignedIn(BUYER);
    renderWithServices(<FavoritesPage />, { client, path: PATH });
    expect(await screen.findByText(FAVORITES_PAGE_TEXTS.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 saved deals');
    await userEvent.click(screen.getByRole('link', { name: FAVORITES_PAGE_TEXTS.browse }));
    expect(screen.getByTestId('location').textContent).toBe('/properties');
  });

  it('offers Try again when the list fails to load', async () => {
    const server = serveFavorites(client, {
      saved: [makeProperty({ title: 'Back again' })],
      readError: new ApiError(503, 'unavailable', 'Down.'),
    });
    client.startSignedIn(BUYER);
    renderWithServices(<FavoritesPage />, { client, path: PATH });
    expect(await screen.findByText(FAVORITES_PAGE_TEXTS.failedTitle)).toBeTruthy();
    server.readError = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
