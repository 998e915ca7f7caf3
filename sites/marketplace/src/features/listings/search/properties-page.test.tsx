// /properties: filters read from and written to the URL, the API query, count, paging, empty and failed loads.
import { PAGE_TITLES } from '@dealloop/core';
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

vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1, 'User denied Geolocation'));
});

afterEach(() => vi.restoreAllMocks());

const lastQuery = () => callsTo(client, PROPERTIES_API).at(-1)![2]!.query;
const results = () => screen.findByRole('list', { name: 'Search results' });
const searchOf = (view: ReturnType<typeof renderApp>) => view.router.state.location.search;

describe('/properties', () => {
  it('searches with the filters of the URL and shows them in the form', async () => {
    answerRequests(client, () => searchResult([makeProperty({ title: 'Austin condo' })]));
    renderApp(
      '/properties?location=Austin%2C+TX&minPrice=50000&maxPrice=250000&type=condo&minBeds=2&sort=price_asc',
      {
        client,
      },
    );
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(lastQuery()).toEqual({
      location: 'Austin, TX',
      minPrice: '50000',
      maxPrice: '250000',
      type: 'condo',
      minBeds: '2',
      sort: 'price_asc',
      limit: '20',
    });
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement).value).toBe('Austin, TX');
    expect((screen.getByRole('combobox', { name: 'Min price' }) as HTMLSelectElement).value).toBe('50000');
    expect((screen.getByRole('combobox', { name: 'Max price' }) as HTMLSelectElement).value).toBe('250000');
    expect((screen.getByRole('combobox', { name: 'Property type' }) as HTMLSelectElement).value).toBe(
      'condo',
    );
    expect((screen.getByRole('combobox', { name: 'Beds' }) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc');
    await waitFor(() => expect(document.title).toBe(PAGE_TITLES.properties));
  });

  it('puts a changed filter in the URL and searches again', async () => {
    answerRequests(client, () => searchResult([]));
    const view = renderApp('/properties?location=Dallas%2C+TX', { client });
    await screen.findByText('No properties match your search.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Beds' }), { target: { value: '3' } });
    await waitFor(() => expect(searchOf(view)).toBe('?location=Dallas%2C+TX&minBeds=3'));
    await waitFor(() => expect(lastQuery()).toEqual({ location: 'Dallas, TX', minBeds: '3', limit: '20' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'sold' } });
    await waitFor(() => expect(searchOf(view)).toBe('?location=Dallas%2C+TX&minBeds=3&status=sold'));
  });

  it('applies a typed location on Search', async () => {
    answerRequests(client, () => searchResult([]));
    const view = renderApp('/properties', { client });
    await screen.findByText('No properties match your search.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: ' 10001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Deals' }));
    await waitFor(() => expect(searchOf(view)).toBe('?location=10001'));
  });

  it('names the place and counts every match', async () => {
    answerRequests(client, () =>
      searchResult([makeProperty(), makeProperty()], {
        total: 312,
        nextCursor: 'next',
        place: { found: true, placeName: 'Austin, TX', precision: 'city' },
      }),
    );
    renderApp('/properties?location=austin', { client });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wholesale properties in Austin, TX' }),
    ).toBeTruthy();
    expect(await screen.findByText('312 properties')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 312')).toBeTruthy();
  });

  it('loads further pages with the cursor and appends them', async () => {
    const first = [makeProperty({ title: 'Page one deal' })];
    const second = [makeProperty({ title: 'Page two deal' })];
    answerRequests(client, (_method, _path, options) =>
      options?.query?.cursor === 'c1'
        ? searchResult(second, { total: null })
        : searchResult(first, { total: 2, nextCursor: 'c1' }),
    );
    renderApp('/properties?type=land', { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more properties' }));
    const list = await results();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(lastQuery()).toEqual({ type: 'land', limit: '20', cursor: 'c1' });
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more properties' })).toBeNull();
  });

  it('comes back from a listing with as many results as were shown, the filters kept', async () => {
    const pages: Record<string, ReturnType<typeof searchResult>> = {
      first: searchResult([makeProperty({ title: 'Deal 1' })], { total: 4, nextCursor: 'c1' }),
      c1: searchResult([makeProperty({ title: 'Deal 2' })], { total: null, nextCursor: 'c2' }),
      c2: searchResult([makeProperty({ title: 'Deal 3' })], { total: null, nextCursor: 'c3' }),
      c3: searchResult([makeProperty({ title: 'Deal 4' })], { total: null, nextCursor: null }),
    };
    answerRequests(client, (_method, path, options) =>
      path === PROPERTIES_API
        ? pages[String(options?.query?.cursor ?? 'first')]
        : makeProperty({ title: 'Deal 2' }),
    );
    const view = renderApp('/properties?type=land', { client });
    const list = await results();
    fireEvent.click(await screen.findByRole('button', { name: 'Show more properties' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more properties' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(view.router.state.location.search).toBe('?type=land');

    fireEvent.click(within(list).getByRole('link', { name: 'Deal 2' }));
    await screen.findByRole('heading', { level: 1, name: 'Deal 2' });
    const loads = callsTo(client, PROPERTIES_API).length;
    await act(() => view.router.navigate(-1));
    const again = await results();
    await waitFor(() => expect(within(again).getAllByRole('article')).toHaveLength(3));
    expect(view.router.state.location.search).toBe('?type=land');
    // The first page and the two more it had shown, no further.
    expect(
      callsTo(client, PROPERTIES_API)
        .slice(loads)
        .map((call) => call[2]?.query?.cursor),
    ).toEqual([undefined, 'c1', 'c2']);
    expect(screen.getByText('Showing 3 of 4')).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches', async () => {
    answerRequests(client, () => searchResult([]));
    const view = renderApp('/properties?minPrice=500000&type=land', { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(searchOf(view)).toBe(''));
  });

  it('shows an empty list with a retry when loading fails', async () => {
    let fail = true;
    answerRequests(client, () => {
      if (fail) throw new Error('offline');
      return searchResult([makeProperty({ title: 'Back online' })]);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/properties', { client });
    expect(await screen.findByText("We couldn't load listings right now.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back online' })).toBeTruthy();
  });

  it('says when the location names no known place', async () => {
    answerRequests(client, () =>
      searchResult([], { place: { found: false, placeName: null, precision: null } }),
    );
    renderApp('/properties?location=Atlantis', { client });
    expect(
      await screen.findByText("We couldn't find “Atlantis”. Try a city and state, a ZIP code or a county.", {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it('searches near the visitor, nearest first, and offers a radius', async () => {
    fakeGeolocation(grantedGeolocation(32.7767, -96.797));
    answerRequests(client, () => searchResult([makeProperty({ distance: 3.2 })]));
    const view = renderApp('/properties', { client });
    await results();
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(searchOf(view)).toBe('?lat=32.777&lng=-96.797&sort=distance'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Distance' }), { target: { value: '25' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ lat: '32.777', lng: '-96.797', radius: '25' }));
    expect(await screen.findByText('3.2 mi', { exact: false })).toBeTruthy();
  });

  it('replaces a searched or typed location with the visitor position on Near me', async () => {
    fakeGeolocation(grantedGeolocation(32.7767, -96.797));
    answerRequests(client, () => searchResult([]));
    const view = renderApp('/properties?location=Houston%2C+TX&minBeds=3', { client });
    await screen.findByText('No properties match your search.');
    const box = screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(searchOf(view)).toBe('?minBeds=3&lat=32.777&lng=-96.797&sort=distance'));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('location'));
    expect(box.value).toBe('');
  });

  it('explains when the visitor position is not available', async () => {
    answerRequests(client, () => searchResult([]));
    renderApp('/properties', { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(/couldn't get your location/)).toBeTruthy();
    expect(
      (screen.getByRole('option', { name: 'Distance (nearest first)' }) as HTMLOptionElement).disabled,
    ).toBe(true);
  });

  it('keeps the view in the URL next to the filters', async () => {
    answerRequests(client, () => searchResult([]));
    const view = renderApp('/properties?location=Austin%2C+TX', { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Map' }));
    await waitFor(() => expect(searchOf(view)).toBe('?location=Austin%2C+TX&view=map'));
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
  });
});
