// The listing page's map (MapLibre, mocked): an approximate area for anonymous viewers, a pin for signed-in ones,
// none without a place.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { fakeMaps } from '../../../test/fake-maplibre';
import {
  answerRequests,
  failingGeolocation,
  fakeGeolocation,
  makeProperty,
} from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { PROPERTIES_API, type Property } from '../property';

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  fakeGeolocation(failingGeolocation(1));
  fakeMaps.length = 0;
});

const serve = (property: Property) =>
  answerRequests(client, (_method, path) =>
    path === `${PROPERTIES_API}/${property.id}` ? property : undefined,
  );

vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));

/** The MapLibre map of the section, once made. */
async function theMap() {
  await waitFor(() => expect(fakeMaps.at(-1)).toBeDefined(), { timeout: 10_000 });
  return fakeMaps.at(-1)!;
}

describe('Listing map', () => {
  it('shows anonymous viewers an approximate area, never a pin, with a sign-in caption', async () => {
    const listing = makeProperty({
      location: 'Austin, TX 78701',
      locationTruncated: true,
      lat: 30.27,
      lng: -97.74,
    });
    serve(listing);
    const { container } = renderApp(`/property/${listing.id}`, { client });
    const map = await screen.findByRole('figure', { name: 'Map of the area around Austin, TX 78701' });
    // Centred on the coarse point, at a zoom showing the town and its surroundings.
    expect((await theMap()).options).toMatchObject({ center: [-97.74, 30.27], zoom: 10 });
    await waitFor(() => expect(container.querySelector('figure [data-area]')).not.toBeNull());
    expect(within(map).queryAllByRole('img')).toHaveLength(0);
    expect(within(map).queryAllByRole('link')).toHaveLength(0);
    const caption = screen.getByText(/Approximate area\./);
    expect(caption.textContent).toBe('Approximate area. Sign in to see the exact location.');
    expect(within(caption).getByRole('link').getAttribute('href')).toBe(
      `/auth?redirect=${encodeURIComponent(listing.path)}`,
    );
  });

  it('shows signed-in viewers one pin at the listing, zoomed to its area', async () => {
    client.startSignedIn(BUYER);
    const listing = makeProperty({
      location: '500 Capitol Ave, Austin, TX 78701',
      locationTruncated: false,
      lat: 30.2747,
      lng: -97.7404,
    });
    serve(listing);
    const { container } = renderApp(`/property/${listing.id}`, { client });
    await screen.findByRole('figure', { name: 'Map of 500 Capitol Ave, Austin, TX 78701' });
    const pin = await screen.findByRole(
      'img',
      { name: '500 Capitol Ave, Austin, TX 78701' },
      { timeout: 10_000 },
    );
    const slot = pin.closest('li')!;
    // The pin sits in the middle of the view (the fake map is 800 x 600 px).
    expect(Number.parseFloat(slot.style.left)).toBeCloseTo(400, 0);
    expect(Number.parseFloat(slot.style.top)).toBeCloseTo(300, 0);
    expect((await theMap()).options).toMatchObject({ center: [-97.7404, 30.2747], zoom: 10 });
    expect(container.querySelector('figure [data-area]')).toBeNull();
    expect(screen.queryByText(/Approximate area\./)).toBeNull();
  });

  it('is left out when the listing has no coordinates', async () => {
    const listing = makeProperty({ lat: null, lng: null });
    serve(listing);
    renderApp(`/property/${listing.id}`, { client });
    expect(await screen.findByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Location' })).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
