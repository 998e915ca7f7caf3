// The grid's cards: a heart on every card saves the listing to favorites; signed out, it leads to sign in and back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import { renderWithServices, serveFavorites } from '../favorites/favorites-test-support';
import { toCardView } from './property';
import { PropertyGrid } from './property-grid';

let client: FakeApiClient;
const saved = makeProperty({ title: 'Saved duplex' });
const other = makeProperty({ title: 'Brick ranch' });

beforeEach(() => {
  client = createFakeApiClient();
});
afterEach(() => vi.restoreAllMocks());

const grid = <PropertyGrid cards={[saved, other].map((property) => toCardView(property))} label="Deals" />;
const heart = (title: string) => screen.getByRole('button', { name: `Save ${title} to favorites` });

describe('PropertyGrid', () => {
  it('shows which cards are saved and saves one with its heart', async () => {
    const server = serveFavorites(client, { saved: [saved], listings: [other] });
    client.startSignedIn(BUYER);
    renderWithServices(grid, { client, path: '/deals' });
    await waitFor(() => expect(heart('Saved duplex').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('Brick ranch').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart('Brick ranch'));
    await waitFor(() => expect(server.saved.map((property) => property.id)).toContain(other.id));
    expect(heart('Brick ranch').getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a signed-out visitor to sign in, coming back to the page', async () => {
    serveFavorites(client);
    renderWithServices(grid, { client, path: '/deals?page=2' });
    await userEvent.click(heart('Brick ranch'));
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/auth?redirect=${encodeURIComponent('/deals?page=2')}`,
    );
  });
});
