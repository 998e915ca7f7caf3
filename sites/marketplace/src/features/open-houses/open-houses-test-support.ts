// Test support for open houses: slots as the API answers them, and a fake open-house API on the fake client's
// `request` (other paths go to `also`, else 404). Tests only.
import { ApiError } from '@dealloop/client';
import { seatsLeft } from '@dealloop/core';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, type RequestHandler } from '../../test/property-fixtures';
import { MY_OPEN_HOUSES_API, OPEN_HOUSES_API, type OpenHouse } from './open-houses-api';

let nextId = 1;

/** A slot two days ahead, 10 seats, on a listing in Austin. */
export function makeOpenHouse(overrides: Partial<OpenHouse> = {}): OpenHouse {
  const id = `oh-${nextId++}`;
  const start = new Date(Date.now() + 48 * 3_600_000);
  start.setMinutes(0, 0, 0);
  const capacity = overrides.capacity ?? 10;
  const attendeeCount = overrides.attendeeCount ?? 0;
  return {
    id,
    propertyId: 'listing-1',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    timeZone: 'America/Chicago',
    capacity,
    attendeeCount,
    seatsLeft: seatsLeft(capacity, attendeeCount),
    notes: 'Park on the street.',
    cancelled: false,
    listing: {
      id: 'listing-1',
      title: 'Brick ranch in Austin',
      location: 'Austin, TX 78701',
      path: '/real-estate-wholesale-investment-property-austin-tx-78701-00000001',
      price: 150_000,
      status: 'active',
      listingStatus: 'published',
      image: null,
      city: 'Austin',
      state: 'TX',
    },
    distance: null,
    isHost: false,
    attending: false,
    ...overrides,
  };
}

/** The fake server's state: every slot, and where the calendar's area resolves (null: not found). */
export interface FakeOpenHouseServer {
  slots: OpenHouse[];
  place: { found: boolean; placeName: string | null; lat: number; lng: number } | null;
}

/** Answers the open-house calls of `client` from `server`, and `also` for the others. */
export function serveOpenHouses(
  client: FakeApiClient,
  initial: Partial<FakeOpenHouseServer> = {},
  also: RequestHandler = () => undefined,
): FakeOpenHouseServer {
  const server: FakeOpenHouseServer = { slots: [], place: null, ...initial };
  const signedIn = () => {
    if (!client.auth.getSession()) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  };
  const replace = (next: OpenHouse) => {
    server.slots = server.slots.map((slot) => (slot.id === next.id ? next : slot));
    return next;
  };
  answerRequests(client, (method, path, options) => {
    const listing = /^\/api\/v1\/properties\/([^/]+)\/open-houses$/.exec(path);
    if (listing) {
      const propertyId = decodeURIComponent(listing[1]!);
      if (method === 'GET') return { items: server.slots.filter((slot) => slot.propertyId === propertyId) };
      signedIn();
      const body = options?.json as {
        startsAt: string;
        endsAt: string;
        capacity: number;
        notes: string | null;
      };
      const created = makeOpenHouse({ propertyId, ...body, isHost: true, attendees: [] });
      server.slots.push(created);
      return created;
    }
    if (path === OPEN_HOUSES_API && method === 'GET') return { items: server.slots, place: server.place };
    if (path === MY_OPEN_HOUSES_API) {
      signedIn();
      return {
        hosting: server.slots.filter((slot) => slot.isHost),
        attending: server.slots.filter((slot) => slot.attending),
      };
    }
    if (!path.startsWith(`${OPEN_HOUSES_API}/`)) return also(method, path, options);
    const [id, tail] = path.slice(OPEN_HOUSES_API.length + 1).split('/') as [string, string | undefined];
    const slot = server.slots.find((item) => item.id === decodeURIComponent(id));
    if (!slot) return undefined;
    signedIn();
    if (tail === 'rsvp' && method === 'POST') {
      const count = slot.attendeeCount + 1;
      return replace({
        ...slot,
        attending: true,
        attendeeCount: count,
        seatsLeft: seatsLeft(slot.capacity, count),
      });
    }
    if (tail === 'rsvp' && method === 'DELETE') {
      const count = slot.attendeeCount - 1;
      return replace({
        ...slot,
        attending: false,
        attendeeCount: count,
        seatsLeft: seatsLeft(slot.capacity, count),
      });
    }
    if (!tail && method === 'DELETE') return replace({ ...slot, cancelled: true });
    return undefined;
  });
  return server;
}
