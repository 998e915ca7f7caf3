// Listings as the API answers them, and a fake API answering the listings and geocoding calls, for page tests.
import { ApiError, type RequestOptions } from '@dealloop/client';
import { vi } from 'vitest';
import type { Property, PropertySearchResult } from '../features/listings/property';
import type { FakeApiClient } from './fake-api-client';

let counter = 0;

/** A public listing; ids end in 8 distinct characters like the API's. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  counter += 1;
  const id = `0193a5c0-0000-7000-8000-${String(counter).padStart(12, '0')}`;
  const shortId = id.slice(-8);
  return {
    id,
    shortId,
    path: `/real-estate-wholesale-investment-property-austin-tx-${shortId}`,
    ownerId: 'owner-1',
    title: `Deal number ${counter}`,
    description: 'A solid rental in a growing neighbourhood.',
    location: 'Austin, TX 78701',
    locationTruncated: true,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    county: 'Travis County',
    lat: 30.27,
    lng: -97.74,
    distance: null,
    price: 125_000,
    beds: 3,
    baths: 2,
    sqft: 1450,
    lotSize: 6000,
    propertyType: 'single_family',
    images: [],
    arv: 210_000,
    repairCost: 30_000,
    profitPotential: 55_000,
    roi: 26.2,
    status: 'active',
    listingStatus: 'published',
    archivedAt: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    requiresVerifiedFunds: false,
    earnestTerms: null,
    ...overrides,
  };
}

/** A search answer of the given listings. */
export function searchResult(
  items: Property[],
  extra: Partial<PropertySearchResult> = {},
): PropertySearchResult {
  return { items, nextCursor: null, total: items.length, place: null, ...extra };
}

export type RequestHandler = (
  method: string,
  path: string,
  options: { query?: Record<string, unknown>; json?: unknown } | undefined,
) => unknown | Promise<unknown>;

/** Makes the fake client answer with `handler` (a thrown error rejects; undefined answers 404). */
export function answerRequests(client: FakeApiClient, handler: RequestHandler) {
  vi.mocked(client.request).mockImplementation((async (method: string, path: string, options?: object) => {
    const answer = await handler(method, path, options as Parameters<RequestHandler>[2]);
    if (answer === undefined) throw new ApiError(404, 'not_found', 'Not found.');
    return answer;
  }) as FakeApiClient['request']);
}

/** The calls the fake client received for a path. */
export function callsTo(client: FakeApiClient, path: string) {
  return vi.mocked(client.request).mock.calls.filter((call) => call[1] === path);
}

/** The URL a faked call goes to on the wire: its path and its query (undefined and null values left out). */
export function wireUrlOf(path: string, options?: { query?: Record<string, unknown> }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The calls the fake client received whose path and query make `url` as they go on the wire. */
export function callsToUrl(client: FakeApiClient, url: string) {
  return vi
    .mocked(client.request)
    .mock.calls.filter((call) => wireUrlOf(call[1], call[2] as RequestOptions | undefined) === url);
}

/** Replaces navigator.geolocation for a test; `undefined` removes it. */
export function fakeGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** A geolocation answering every request with a position. */
export function grantedGeolocation(lat = 30.3, lng = -97.7): Partial<Geolocation> {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
    ),
  };
}

/** A geolocation failing every request with a code. */
export function failingGeolocation(code: number, message = 'failed'): Partial<Geolocation> {
  return {
    getCurrentPosition: vi.fn((_success: PositionCallback, error?: PositionErrorCallback | null) =>
      error?.({ code, message } as GeolocationPositionError),
    ),
  };
}
