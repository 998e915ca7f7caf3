// Saved searches page: the list with summaries, Run to /properties with the criteria, alert toggles, Preview
// matches with paging, Edit in a dialog, Delete after confirming, the empty and failed states, and sign-in.
import { ApiError } from '@dealloop/client';
import { SAVED_SEARCH_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import { renderWithServices } from '../favorites/favorites-test-support';
import SavedSearchesPage from './saved-searches-page';
import { makeSavedSearch, serveSavedSearches } from './saved-searches-test-support';

const PATH = '/dashboard/saved-searches';
let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const dallas = () =>
  makeSavedSearch({
    id: 'dallas',
    name: 'Dallas flips',
    criteria: { location: 'Dallas, TX', minPrice: 50_000, maxPrice: 200_000, propertyType: 'single_family' },
  });

async function itemNamed(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('li')!;
}

describe('Saved searches page', () => {
  it('sends signed-out visitors to sign in, coming back here', async () => {
    serveSavedSearches(client);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/auth?redirect=${encodeURIComponent(PATH)}`,
    );
  });

  it('lists each search with its summary, toggles and a Run link to /properties with its filters', async () => {
    serveSavedSearches(client, {
      searches: [dallas(), makeSavedSearch({ name: 'Anything', tooBroad: true })],
    });
    client.startSignedIn(BUYER);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeTruthy();
    const item = await itemNamed('Dallas flips');
    expect(within(item).getByText('Dallas, TX · $50K–$200K · Single Family')).toBeTruthy();
    expect(
      (within(item).getByRole('switch', { name: SAVED_SEARCH_TEXTS.notifyEmail }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (within(item).getByRole('switch', { name: SAVED_SEARCH_TEXTS.notifySms }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(await itemNamed('Anything')).getByText(SAVED_SEARCH_TEXTS.tooBroad)).toBeTruthy();
    // The plan's remaining count, as the API words it.
    expect(await screen.findByText('2 of 3 saved searches used. Pro lifts the limit.')).toBeTruthy();
    await userEvent.click(within(item).getByRole('link', { name: SAVED_SEARCH_TEXTS.run }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/properties?location=Dallas%2C+TX&minPrice=50000&maxPrice=200000&type=single_family',
    );
  });

  it('switches text alerts on through the API', async () => {
    const server = serveSavedSearches(client, { searches: [dallas()] });
    client.startSignedIn(BUYER);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    const item = await itemNamed('Dallas flips');
    await userEvent.click(within(item).getByRole('switch', { name: SAVED_SEARCH_TEXTS.notifySms }));
    await waitFor(() => expect(server.searches[0]!.notifySms).toBe(true));
    expect(client.request).toHaveBeenCalledWith('PATCH', '/api/v1/me/saved-searches/dallas', {
      json: { notifySms: true },
    });
    await waitFor(() =>
      expect(
        (within(item).getByRole('switch', { name: SAVED_SEARCH_TEXTS.notifySms }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
  });

  it('explains a text alert refused for want of a verified phone, with a link to Notification Settings', async () => {
    const message = 'Verify a mobile number in Notification Settings to get text alerts.';
    const server = serveSavedSearches(client, { searches: [dallas()] });
    client.startSignedIn(BUYER);
    const { services } = renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    const item = await itemNamed('Dallas flips');
    server.error = new ApiError(400, 'sms_consent_required', message);
    await userEvent.click(within(item).getByRole('switch', { name: SAVED_SEARCH_TEXTS.notifySms }));
    const problem = await within(item).findByRole('alert');
    expect(problem.textContent).toContain(message);
    expect(
      within(problem).getByRole('link', { name: 'Go to Notification Settings' }).getAttribute('href'),
    ).toBe('/email-preferences#text-messages');
    // Explained in place, not also as the generic "could not be updated" toast; the switch stays off.
    expect(services.toasts.getState().toasts.map((toast) => toast.message)).not.toContain(
      SAVED_SEARCH_TEXTS.updateFailed,
    );
    expect(
      (within(item).getByRole('switch', { name: SAVED_SEARCH_TEXTS.notifySms }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(server.searches[0]!.notifySms).toBe(false);
  });

  it('previews the current matches as cards, page by page', async () => {
    serveSavedSearches(client, {
      searches: [dallas()],
      matches: new Map([
        [
          'dallas',
          [
            makeProperty({ title: 'Match one' }),
            makeProperty({ title: 'Match two' }),
            makeProperty({ title: 'Match three' }),
          ],
        ],
      ]),
    });
    client.startSignedIn(BUYER);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    const item = await itemNamed('Dallas flips');
    await userEvent.click(within(item).getByRole('button', { name: SAVED_SEARCH_TEXTS.preview }));
    const cards = await within(item).findByRole('list', {
      name: `${SAVED_SEARCH_TEXTS.preview}: Dallas flips`,
    });
    await within(cards).findByText('Match one');
    expect(within(item).getByText('3 matches')).toBeTruthy();
    expect(within(cards).queryByText('Match three')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: SAVED_SEARCH_TEXTS.showMore }));
    expect(await within(cards).findByText('Match three')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: SAVED_SEARCH_TEXTS.showMore })).toBeNull();
  });

  it('edits the name and criteria in a dialog', async () => {
    const server = serveSavedSearches(client, { searches: [dallas()] });
    client.startSignedIn(BUYER);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    const item = await itemNamed('Dallas flips');
    await userEvent.click(within(item).getByRole('button', { name: SAVED_SEARCH_TEXTS.edit }));
    const dialog = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.editTitle });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.save }));
    expect(within(dialog).getByText(SAVED_SEARCH_TEXTS.nameRequired)).toBeTruthy();
    await userEvent.type(name, 'Dallas condos');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Property type' }), 'condo');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Max price' }), '300000');
    await userEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.save }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dallas condos' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.searches[0]!.criteria).toMatchObject({
      location: 'Dallas, TX',
      maxPrice: 300_000,
      propertyType: 'condo',
    });
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.updated)).toBeTruthy();
  });

  it('deletes a search only after confirming', async () => {
    const server = serveSavedSearches(client, { searches: [dallas()] });
    client.startSignedIn(BUYER);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    const item = await itemNamed('Dallas flips');
    await userEvent.click(within(item).getByRole('button', { name: SAVED_SEARCH_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.deleteConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.cancel }));
    expect(server.searches).toHaveLength(1);
    await userEvent.click(within(item).getByRole('button', { name: SAVED_SEARCH_TEXTS.delete }));
    const again = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.deleteConfirmTitle });
    await userEvent.click(within(again).getByRole('button', { name: SAVED_SEARCH_TEXTS.delete }));
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.empty)).toBeTruthy();
    expect(server.searches).toEqual([]);
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.deleted)).toBeTruthy();
  });

  it('shows the empty state, and Try again after a failed load', async () => {
    const server = serveSavedSearches(client, { error: new ApiError(503, 'unavailable', 'Down.') });
    client.startSignedIn(BUYER);
    renderWithServices(<SavedSearchesPage />, { client, path: PATH });
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.loadFailed)).toBeTruthy();
    server.error = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SAVED_SEARCH_TEXTS.empty)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: SAVED_SEARCH_TEXTS.browse }));
    expect(screen.getByTestId('location').textContent).toBe('/properties');
  });
});
