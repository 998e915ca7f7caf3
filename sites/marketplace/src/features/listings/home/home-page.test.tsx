// Home page: skeletons, empty state, featured list, distance sort, the search box and Use Current Location.
import { GEOLOCATION_OPTIONS, MESSAGES, PAGE_TITLES, SKELETON_CARD_COUNT } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '../../../test/dom';
import { createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import {
  answerRequests,
  callsTo,
  failingGeolocation,
  fakeGeolocation,
  grantedGeolocation,
  makeProperty,
  searchResult,
} from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { PROPERTIES_API } from '../property';

/** The geocoding functions' paths (the wire the fake client answers). */
const GEOCODE_LOCATION_PATH = '/api/v1/functions/geocode-location';
const REVERSE_GEOCODE_PATH = '/api/v1/functions/reverse-geocode';

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1, 'User denied Geolocation'));
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const featured = () => screen.findByRole('list', { name: MESSAGES.featuredDeals });

describe('Home page', () => {
  it('shows the hero, links, highlight tiles and title', async () => {
    answerRequests(client, () => searchResult([]));
    renderApp('/', { client });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('button', { name: MESSAGES.searchDeals })).toBeTruthy();
    expect(within(main).getByRole('link', { name: MESSAGES.advancedSearch }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(within(main).getByRole('link', { name: MESSAGES.savedSearches }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
    expect(within(main).getByRole('link', { name: MESSAGES.viewAllDeals }).getAttribute('href')).toBe(
      '/properties',
    );
    for (const tile of ['Motivated Sellers', 'Hungry Cash Buyers', '$25K+ Avg. Assignment Fee']) {
      expect(within(main).getByRole('heading', { name: tile })).toBeTruthy();
    }
    expect(within(main).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(within(main).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(within(main).getByRole('button', { name: 'Share DealLoop' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(PAGE_TITLES.home));
  });

  it('shows 6 skeleton cards while loading', async () => {
    answerRequests(client, () => new Promise(() => {}));
    renderApp('/', { client });
    await featured();
    expect(screen.getAllByTestId('property-card-skeleton')).toHaveLength(SKELETON_CARD_COUNT);
  });

  it('shows the newest 20 deals when the location is unknown', async () => {
    const items = [makeProperty({ title: 'First deal' }), makeProperty({ title: 'Second deal' })];
    answerRequests(client, (_method, path) => (path === PROPERTIES_API ? searchResult(items) : undefined));
    renderApp('/', { client });
    const list = await featured();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: 'First deal' }).getAttribute('href')).toBe(items[0]!.path);
    expect(callsTo(client, PROPERTIES_API)[0]![2]).toEqual({ query: { sort: 'newest', limit: 20 } });
    expect(list.textContent).not.toContain(' mi');
  });

  it('shows the empty state with List Your First Property', async () => {
    answerRequests(client, () => searchResult([]));
    renderApp('/', { client });
    expect(await screen.findByText(MESSAGES.noProperties)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.listFirstProperty }).getAttribute('href')).toBe(
      '/add-property',
    );
  });

  it('shows the empty state when loading fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/', { client });
    expect(await screen.findByText(MESSAGES.noProperties)).toBeTruthy();
  });

  it('sorts by distance with distance badges when the browser location is available', async () => {
    const geolocation = grantedGeolocation(30.3, -97.7);
    fakeGeolocation(geolocation);
    answerRequests(client, (_method, path, options) => {
      if (path !== PROPERTIES_API) return undefined;
      if (options?.query?.sort === 'distance') {
        return searchResult([
          makeProperty({ title: 'Near deal', distance: 2.4 }),
          makeProperty({ title: 'Far deal', distance: 9999 }),
        ]);
      }
      return searchResult([makeProperty({ title: 'Newest deal' })]);
    });
    renderApp('/', { client });
    const list = await featured();
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Near deal' })).toBeTruthy());
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      GEOLOCATION_OPTIONS,
    );
    expect(callsTo(client, PROPERTIES_API).map((call) => call[2])).toContainEqual({
      query: { lat: 30.3, lng: -97.7, sort: 'distance', limit: 20 },
    });
    const cards = within(list).getAllByRole('article');
    expect(cards[0]!.textContent).toContain('2.4 mi');
    expect(cards[1]!.textContent).not.toContain(' mi');
  });

  it('searches /properties with the location, or /properties when empty', async () => {
    answerRequests(client, () => searchResult([]));
    const { router } = renderApp('/', { client });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.searchDeals }));
    expect(router.state.location.pathname).toBe('/properties');
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate('/'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Location' }), {
      target: { value: 'Austin, TX' },
    });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.searchDeals }));
    expect(router.state.location.pathname).toBe('/properties');
    expect(router.state.location.search).toBe('?location=Austin%2C%20TX');
  });
});

describe('Home page location suggestions', () => {
  const suggestionsFor = (query: string) => ({
    suggestions: [{ place_name: `${query} City, TX` }, { place_name: `${query} Springs, TX` }],
  });

  beforeEach(() => {
    answerRequests(client, (_method, path, options) => {
      if (path === GEOCODE_LOCATION_PATH)
        return suggestionsFor((options?.json as { query: string } | undefined)?.query ?? '');
      return searchResult([]);
    });
  });

  const box = async () => screen.findByRole('combobox', { name: 'Location' });

  it('asks 300 ms after the last keystroke, only for 2+ characters, and picks with the keyboard', async () => {
    renderApp('/', { client });
    const input = await box();
    vi.useFakeTimers();
    input.focus();
    fireEvent.change(input, { target: { value: 'A' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(callsTo(client, GEOCODE_LOCATION_PATH)).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Au' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'Aus' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(callsTo(client, GEOCODE_LOCATION_PATH)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo(client, GEOCODE_LOCATION_PATH)).toHaveLength(1);
    expect(callsTo(client, GEOCODE_LOCATION_PATH)[0]![2]).toEqual({ json: { query: 'Aus' } });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Aus City, TX', 'Aus Springs, TX']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('Aus Springs, TX');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('never asks for blank text', async () => {
    renderApp('/', { client });
    const input = await box();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '   ' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(callsTo(client, GEOCODE_LOCATION_PATH)).toHaveLength(0);
  });

  it('closes the list 200 ms after the box loses focus', async () => {
    renderApp('/', { client });
    const input = await box();
    vi.useFakeTimers();
    input.focus();
    fireEvent.change(input, { target: { value: 'Dallas' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('picks a suggestion with a click', async () => {
    renderApp('/', { client });
    const input = await box();
    vi.useFakeTimers();
    input.focus();
    fireEvent.change(input, { target: { value: 'Dallas' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole('option', { name: 'Dallas City, TX' }));
    expect((input as HTMLInputElement).value).toBe('Dallas City, TX');
  });
});

describe('Use Current Location', () => {
  const clickUseLocation = async () =>
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.useCurrentLocation }));

  beforeEach(() => {
    answerRequests(client, (_method, path) => {
      if (path === REVERSE_GEOCODE_PATH) return { features: [{ place_name: 'Austin, TX 78701' }] };
      return searchResult([]);
    });
  });

  it('fills the box with the place at the browser position', async () => {
    fakeGeolocation(grantedGeolocation(30.27, -97.74));
    renderApp('/', { client });
    await clickUseLocation();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe(
        'Austin, TX 78701',
      ),
    );
    expect(callsTo(client, REVERSE_GEOCODE_PATH)[0]![2]).toEqual({
      json: { longitude: -97.74, latitude: 30.27 },
    });
  });

  it('says when geolocation is not supported', async () => {
    fakeGeolocation(undefined);
    renderApp('/', { client });
    await clickUseLocation();
    expect(window.alert).toHaveBeenCalledWith(MESSAGES.geolocationUnsupported);
  });

  it.each([
    [1, MESSAGES.geolocationPermissionDenied],
    [2, MESSAGES.geolocationPositionUnavailable],
    [3, MESSAGES.geolocationTimeout],
  ])('gives the hint of permission code %s', async (code, hint) => {
    renderApp('/', { client });
    fakeGeolocation(failingGeolocation(code));
    await clickUseLocation();
    expect(window.alert).toHaveBeenCalledWith(hint);
  });

  it('says when the place name cannot be found', async () => {
    fakeGeolocation(grantedGeolocation());
    answerRequests(client, (_method, path) => {
      if (path === REVERSE_GEOCODE_PATH) throw new Error('Network down');
      return searchResult([]);
    });
    renderApp('/', { client });
    await clickUseLocation();
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(MESSAGES.locationNameFailed('Network down')),
    );
  });
});
