// Issue 20 (maps): the search's map views on MapLibre (mocked: jsdom has no WebGL). Pins are links named by
// price and title, crowded pins become a cluster that zooms in, the zoom buttons move the map, and moving the map
// searches its visible box (`bounds`), so the split view's list follows the map.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '../../../test/dom';
import { createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { fakeMaps } from '../../../test/fake-maplibre';
import {
  answerRequests,
  callsTo,
  failingGeolocation,
  fakeGeolocation,
  makeProperty,
  searchResult,
} from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { PROPERTIES_API } from '../property';

vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1));
  fakeMaps.length = 0;
});

afterEach(() => vi.restoreAllMocks());

const AUSTIN = makeProperty({ id: 'a1', title: 'Austin bungalow', price: 150_000, lat: 30.27, lng: -97.74 });
const ROUND_ROCK = makeProperty({
  id: 'a2',
  title: 'Round Rock ranch',
  price: 210_000,
  lat: 30.51,
  lng: -97.68,
});
const DALLAS = makeProperty({ id: 'd1', title: 'Dallas duplex', price: 320_000, lat: 32.78, lng: -96.8 });
const DALLAS_2 = makeProperty({ id: 'd2', title: 'Dallas condo', price: 99_000, lat: 32.781, lng: -96.801 });

const queries = () => callsTo(client, PROPERTIES_API).map((call) => call[2]!.query as Record<string, string>);
const theMap = () =>
  screen.findByRole('figure', { name: /Map of \d+ listed properties/ }, { timeout: 10_000 });

describe('/properties map views', { timeout: 30_000 }, () => {
  it('shows pins as links to their listings and a cluster of crowded pins that zooms in', async () => {
    answerRequests(client, () => searchResult([AUSTIN, ROUND_ROCK, DALLAS, DALLAS_2]));
    renderApp('/properties?view=map', { client });
    await theMap();
    const pin = await screen.findByRole('link', { name: '$150,000 · Austin bungalow' }, { timeout: 10_000 });
    const map = screen.getByRole('figure', { name: 'Map of 4 listed properties' });
    expect(pin.getAttribute('href')).toBe(AUSTIN.path);
    expect(within(map).getByRole('link', { name: '$210,000 · Round Rock ranch' })).toBeTruthy();
    // The two Dallas listings are a few hundred feet apart: one cluster at this zoom.
    const cluster = within(map).getByRole('button', { name: '2 listings here: zoom in' });
    expect(within(map).queryByRole('link', { name: /Dallas/ })).toBeNull();
    fireEvent.click(cluster);
    expect(await within(map).findByRole('link', { name: '$320,000 · Dallas duplex' })).toBeTruthy();
    expect(within(map).getByRole('link', { name: '$99,000 · Dallas condo' })).toBeTruthy();
    // The map view asks for a page of pins, not of cards.
    expect(queries()[0]).toEqual({ limit: '50' });
  });

  it('spreads out a cluster of listings at one spot instead of zooming in forever', async () => {
    const sameSpot = makeProperty({
      id: 'a3',
      title: 'Austin twin',
      price: 160_000,
      lat: 30.27,
      lng: -97.74,
    });
    answerRequests(client, () => searchResult([AUSTIN, sameSpot]));
    renderApp('/properties?view=map&bounds=-98.2%2C30%2C-97.4%2C30.8', { client });
    const cluster = await screen.findByRole(
      'button',
      { name: '2 listings here: zoom in' },
      { timeout: 10_000 },
    );
    const box = { ...fakeMaps.at(-1)!.box };
    fireEvent.click(cluster);
    const pins = await screen.findAllByRole('link', { name: /Austin (bungalow|twin)$/ });
    expect(pins).toHaveLength(2);
    const [a, b] = pins.map((pin) => pin.closest('li')!.style);
    expect(a!.left !== b!.left || a!.top !== b!.top).toBe(true);
    // The map stayed where it was.
    expect(fakeMaps.at(-1)!.box).toEqual(box);
  });

  it('searches the visible box when the map moves, and the list beside it follows', async () => {
    answerRequests(client, (_method, _path, options) => {
      const bounds = (options?.query as Record<string, string> | undefined)?.bounds;
      if (!bounds) return searchResult([AUSTIN, ROUND_ROCK, DALLAS]);
      const [west, south, east, north] = bounds.split(',').map(Number) as [number, number, number, number];
      const inside = [AUSTIN, ROUND_ROCK, DALLAS].filter(
        (p) => p.lng! >= west && p.lng! <= east && p.lat! >= south && p.lat! <= north,
      );
      return searchResult(inside);
    });
    const view = renderApp('/properties?view=split', { client });
    await theMap();
    const list = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    const map = fakeMaps.at(-1)!;
    // Around Austin only.
    map.moveTo({ west: -98.2, south: 30, east: -97.4, north: 30.8 });
    await waitFor(() => expect(queries().at(-1)).toEqual({ limit: '50', bounds: '-98.2,30,-97.4,30.8' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('2 properties')).toBeTruthy();
    // The same map moved: it is not made again for the new search.
    expect(fakeMaps).toHaveLength(1);
    expect(view.router.state.location.search).toBe('?view=split&bounds=-98.2%2C30%2C-97.4%2C30.8');
    // The zoom buttons move the map too: zooming out three times takes Dallas back in.
    const zoomOut = await screen.findByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 3; i++) fireEvent.click(zoomOut);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(queries().at(-1)!.bounds).toBe('-101,27.2,-94.6,33.6');
  });

  it('opens at the box of the URL, so a shared map view shows the same area', async () => {
    answerRequests(client, () => searchResult([AUSTIN]));
    renderApp('/properties?view=map&bounds=-98%2C30%2C-97.5%2C30.5', { client });
    await theMap();
    expect(fakeMaps.at(-1)!.options.bounds).toEqual([
      [-98, 30],
      [-97.5, 30.5],
    ]);
    expect(queries()[0]).toEqual({ limit: '50', bounds: '-98,30,-97.5,30.5' });
  });

  it('draws state and city labels on the offline outline, county names only when zoomed in', async () => {
    answerRequests(client, () => searchResult([AUSTIN]));
    const { container } = renderApp('/properties?view=map&bounds=-106%2C26%2C-93%2C36', { client });
    await theMap();
    await waitFor(() => expect(container.querySelector('[data-label-kind="state"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    const texts = (kind: string) =>
      [...container.querySelectorAll(`[data-label-kind="${kind}"]`)].map((node) => node.textContent);
    expect(texts('state')).toContain('Texas');
    expect(texts('city')).toContain('Houston');
    expect(texts('county')).toEqual([]);
    fakeMaps.at(-1)!.moveTo({ west: -98.1, south: 30.1, east: -97.5, north: 30.5 });
    await waitFor(() => expect(texts('county')).toContain('Travis'));
  });
});
