// "Save this search": signed-out visitors go to sign in; signed-in users name the current filters and get the
// spec's toasts on success and on failure.
import { ApiError } from '@dealloop/client';
import {
  MESSAGES,
  PLAN_LIMIT_CODE,
  parseSearchFilters,
  planLimitMessage,
  SAVED_SEARCH_TEXTS,
} from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { renderWithServices } from '../favorites/favorites-test-support';
import { SaveSearchButton } from './save-search-button';
import { serveSavedSearches } from './saved-searches-test-support';

const QUERY = 'location=Austin%2C+TX&minPrice=50000&maxPrice=250000&type=condo&minBeds=2';
let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const renderButton = () =>
  renderWithServices(<SaveSearchButton filters={parseSearchFilters(QUERY)} />, {
    client,
    path: `/search?${QUERY}`,
  });

describe('Save this search', () => {
  it('sends signed-out visitors to sign in, coming back to the search', async () => {
    serveSavedSearches(client);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXTS.saveThisSearch }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/auth?redirect=${encodeURIComponent(`/search?${QUERY}`)}`,
    );
  });

  it('saves the current filters under the chosen name with the spec success toast', async () => {
    const server = serveSavedSearches(client);
    client.startSignedIn(BUYER);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXTS.saveThisSearch }));
    const dialog = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.createTitle });
    const name = within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Austin, TX · $50K–$250K · Condo · 2+ beds');
    await userEvent.clear(name);
    await userEvent.type(name, 'Austin condos');
    await userEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.save }));
    expect(await screen.findByText(MESSAGES.savedSearchCreated)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.request).toHaveBeenCalledWith('POST', '/api/v1/me/saved-searches', {
      json: {
        name: 'Austin condos',
        criteria: {
          location: 'Austin, TX',
          minPrice: 50_000,
          maxPrice: 250_000,
          propertyType: 'condo',
          minBeds: 2,
          minBaths: null,
        },
      },
    });
    expect(server.searches.map((search) => search.name)).toEqual(['Austin condos']);
  });

  it('says "Failed to create saved search" and keeps the dialog when saving fails', async () => {
    serveSavedSearches(client, { error: new ApiError(500, 'internal', 'Boom.') });
    client.startSignedIn(BUYER);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXTS.saveThisSearch }));
    const dialog = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.createTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.save }));
    expect(await screen.findByText(MESSAGES.createSavedSearchFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: SAVED_SEARCH_TEXTS.createTitle })).toBeTruthy();
  });

  it("shows the API's plan limit message, naming the limit and the plan that lifts it", async () => {
    const message = planLimitMessage('free', 'savedSearches');
    serveSavedSearches(client, { error: new ApiError(403, PLAN_LIMIT_CODE, message) });
    client.startSignedIn(BUYER);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXTS.saveThisSearch }));
    const dialog = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.createTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.save }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toContain('Pro lifts the limit.');
  });
});
