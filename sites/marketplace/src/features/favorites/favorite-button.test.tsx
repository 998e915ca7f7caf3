// The favorite toggle: its pressed state and label follow the saved ids, it saves and unsaves, rolls back with a
// toast when the server refuses, and sends signed-out visitors to sign in and back.
import { ApiError } from '@dealloop/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import { FAVORITE_LABELS, FavoriteButton } from './favorite-button';
import { favoritePath, renderWithServices, serveFavorites } from './favorites-test-support';

let client: FakeApiClient;
const listing = makeProperty();

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const toggle = () =>
  screen.getByRole('button', { name: new RegExp(`${FAVORITE_LABELS.save}|${FAVORITE_LABELS.saved}`) });

describe('FavoriteButton', () => {
  it('links signed-out visitors to sign in, coming back to this page', async () => {
    serveFavorites(client, { listings: [listing] });
    renderWithServices(<FavoriteButton propertyId={listing.id} />, {
      client,
      path: `${listing.path}?tab=photos`,
    });
    const link = screen.getByRole('link', { name: FAVORITE_LABELS.save });
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe(
      `/auth?redirect=${encodeURIComponent(`${listing.path}?tab=photos`)}`,
    );
  });

  it('shows a saved listing as pressed "Saved"', async () => {
    serveFavorites(client, { saved: [listing] });
    client.startSignedIn(BUYER);
    renderWithServices(<FavoriteButton propertyId={listing.id} />, { client, path: listing.path });
    await waitFor(() => expect(toggle().textContent).toContain(FAVORITE_LABELS.saved));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
  });

  it('saves and unsaves on click', async () => {
    const server = serveFavorites(client, { listings: [listing] });
    client.startSignedIn(BUYER);
    renderWithServices(<FavoriteButton propertyId={listing.id} />, { client, path: listing.path });
    await waitFor(() => expect(vi.mocked(client.request)).toHaveBeenCalled());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(toggle().textContent).toContain(FAVORITE_LABELS.save);

    await userEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBeNull());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().textContent).toContain(FAVORITE_LABELS.saved);
    expect(server.saved.map((property) => property.id)).toEqual([listing.id]);

    await userEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(server.saved).toEqual([]));
    expect(vi.mocked(client.request).mock.calls.map((call) => [call[0], call[1]])).toContainEqual([
      'DELETE',
      favoritePath(listing.id),
    ]);
  });

  it('goes back to "Save to favorites" and explains when saving fails', async () => {
    serveFavorites(client, { listings: [listing], writeError: new ApiError(500, 'internal', 'Boom.') });
    client.startSignedIn(BUYER);
    renderWithServices(<FavoriteButton propertyId={listing.id} />, { client, path: listing.path });
    await waitFor(() => expect(vi.mocked(client.request)).toHaveBeenCalled());
    await userEvent.click(toggle());
    expect(await screen.findByText("We couldn't save this deal. Please try again.")).toBeTruthy();
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(toggle().textContent).toContain(FAVORITE_LABELS.save);
  });
});
