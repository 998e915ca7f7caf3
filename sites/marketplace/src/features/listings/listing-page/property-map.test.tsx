// The listing page's map: an approximate area for anonymous viewers, a pin for signed-in ones, none without a place.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
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
});

const serve = (property: Property) =>
  answerRequests(client, (_method, path) =>
    path === `${PROPERTIES_API}/${property.id}` ? property : undefined,
  );

/** The viewBox of the map's drawing, once the atlas has loaded. */
async function viewBox(container: HTMLElement) {
  let box: number[] = [];
  await waitFor(
    () => {
      const svg = container.querySelector('figure svg');
      expect(svg).not.toBeNull();
      box = svg!.getAttribute('viewBox')!.split(' ').map(Number);
    },
    { timeout: 10_000 },
  );
  return { x: box[0]!, y: box[1]!, width: box[2]!, height: box[3]! };
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
    const box = await viewBox(container);
    // About 25 miles around the listing: a small part of the 975-unit-wide US frame, centred on Austin.
    expect(box.height).toBeGreaterThan(14);
    expect(box.height).toBeLessThan(20);
    expect(container.querySelector('figure circle[data-area]')).not.toBeNull();
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
    const map = await screen.findByRole('figure', { name: 'Map of 500 Capitol Ave, Austin, TX 78701' });
    const pin = await within(map).findByRole(
      'img',
      { name: '500 Capitol Ave, Austin, TX 78701' },
      { timeout: 10_000 },
    );
    const slot = pin.closest('li')!;
    // The pin sits in the middle of the zoomed view.
    expect(Number.parseFloat(slot.style.left)).toBeCloseTo(50, 0);
    expect(Number.parseFloat(slot.style.top)).toBeCloseTo(50, 0);
    expect((await viewBox(container)).width).toBeLessThan(40);
    expect(container.querySelector('figure circle[data-area]')).toBeNull();
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
