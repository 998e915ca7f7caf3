// Open houses: owners schedule and cancel slots on their listings, signed-in buyers RSVP; the public calendar
// (/showings), a listing's upcoming slots, the caller's hosted and attended slots, and each slot as an .ics file.

import { openHousesContract as routes } from '@dealloop/contract';
import { distanceOrUnknown, isKnownDistance, OPEN_HOUSE_TEXTS } from '@dealloop/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { findVisibleProperty, isVisibleTo, viewerOfAuth } from '../listings/visible-property';
import type { PlaceFilter } from '../search/search-properties';
import { cancelOpenHouse, cancelRsvp, rsvpToOpenHouse, scheduleOpenHouse } from './open-house-actions';
import { buildOpenHouseIcs } from './open-house-ics';
import { attendeesBySlot, type OpenHouseViewer, serializeOpenHouse } from './open-house-serializer';
import {
  attendedBy,
  attendeesOf,
  attendingIds,
  calendarSlots,
  findOpenHouse,
  hostedBy,
  type OpenHouseRow,
  upcomingOfListing,
} from './open-houses-repo';

const T = OPEN_HOUSE_TEXTS;
const LIST_LIMIT = 100;

/** The open-house routes, mounted at /api/v1. */
export function openHouseRoutes(deps: Pick<AppDeps, 'db' | 'alertBus' | 'dialect' | 'geo' | 'config'>) {
  const { db, geo, config } = deps;

  /** What the caller sees of the rows: their RSVPs among them, and the attendees of the ones they host. */
  async function viewerOf(c: Context<AppEnv>, rows: OpenHouseRow[]): Promise<OpenHouseViewer> {
    const userId = c.get('auth')?.user.id ?? null;
    const ids = rows.map((row) => row.slot.id);
    const hosted = rows.filter((row) => row.slot.host_id === userId).map((row) => row.slot.id);
    return {
      userId,
      attending: userId ? await attendingIds(db, userId, ids) : new Set(),
      attendees: attendeesBySlot(await attendeesOf(db, hosted)),
      publicUrl: config.publicUrl,
    };
  }

  /** The slot if its listing is visible to the caller; 404 otherwise. */
  async function visibleSlot(c: Context<AppEnv>, id: string): Promise<OpenHouseRow> {
    const row = await findOpenHouse(db, id);
    if (!row || !isVisibleTo(viewerOfAuth(c.get('auth')), row.property)) throw notFound(T.notFound);
    return row;
  }

  const one = async (c: Context<AppEnv>, id: string) => {
    const row = await visibleSlot(c, id);
    return serializeOpenHouse(row, await viewerOf(c, [row]));
  };

  return createRouter()
    .openapi(routes.schedule, async (c) => {
      const auth = requireAuth(c);
      const property = await findVisibleProperty(db, viewerOfAuth(auth), c.req.valid('param').id);
      if (!property) throw notFound('This listing does not exist.');
      const id = await scheduleOpenHouse(deps, { userId: auth.user.id, property }, c.req.valid('json'));
      return c.json(await one(c, id), 201);
    })
    .openapi(routes.ofListing, async (c) => {
      const property = await findVisibleProperty(db, viewerOfAuth(c.get('auth')), c.req.valid('param').id);
      if (!property) throw notFound('This listing does not exist.');
      const rows = await upcomingOfListing(db, property.id, new Date().toISOString());
      const viewer = await viewerOf(c, rows);
      return c.json({ items: rows.map((row) => serializeOpenHouse(row, viewer)) }, 200);
    })
    .openapi(routes.calendar, async (c) => {
      const query = c.req.valid('query');
      let place: PlaceFilter | null = null;
      let point: { lat: number; lng: number } | null = null;
      let placeInfo: { found: boolean; placeName: string | null; lat: number; lng: number } | null = null;
      if (query.location) {
        const found = await geo.geocode(query.location);
        if (!found.found) {
          return c.json({ items: [], place: { found: false, placeName: null, lat: 0, lng: 0 } }, 200);
        }
        place = {
          precision: found.precision,
          state: found.state,
          city: found.city,
          zip: found.zip,
          county: found.county,
        };
        point = { lat: found.lat, lng: found.lng };
        placeInfo = { found: true, placeName: found.place_name, lat: found.lat, lng: found.lng };
      }
      if (query.sort === 'distance' && !point) throw badRequest('Sorting by distance needs an area.');
      const rows = await calendarSlots(db, {
        now: new Date().toISOString(),
        days: query.firstDay && query.lastDay ? { firstDay: query.firstDay, lastDay: query.lastDay } : null,
        from: query.from ? new Date(query.from).toISOString() : null,
        to: query.to ? new Date(query.to).toISOString() : null,
        place,
        limit: query.limit ?? LIST_LIMIT,
      });
      const viewer = await viewerOf(c, rows);
      const miles = (row: OpenHouseRow) => {
        // Anonymous visitors measure from the public point they are shown (property-serializer.ts).
        const { property } = row;
        const [lat, lng] = viewer.userId
          ? [property.lat, property.lng]
          : [property.public_lat, property.public_lng];
        const d = point && lat !== null && lng !== null ? distanceOrUnknown(point, { lat, lng }) : null;
        return isKnownDistance(d) ? Math.round(d) : null;
      };
      let items = rows.map((row) => serializeOpenHouse(row, viewer, miles(row)));
      if (query.sort === 'distance') {
        // Stable: equal distances keep the soonest first; unknown distances last.
        items = [...items].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
      }
      return c.json({ items, place: placeInfo }, 200);
    })
    .openapi(routes.mine, async (c) => {
      const { user } = requireAuth(c);
      const now = new Date().toISOString();
      const hosting = await hostedBy(db, user.id, now);
      const attending = await attendedBy(db, user.id, now);
      const viewer = await viewerOf(c, [...hosting, ...attending]);
      return c.json(
        {
          hosting: hosting.map((row) => serializeOpenHouse(row, viewer)),
          attending: attending.map((row) => serializeOpenHouse(row, viewer)),
        },
        200,
      );
    })
    .openapi(routes.get, async (c) => c.json(await one(c, c.req.valid('param').id), 200))
    .openapi(routes.cancel, async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid('param');
      await visibleSlot(c, id);
      await cancelOpenHouse(deps, user.id, id);
      return c.json(await one(c, id), 200);
    })
    .openapi(routes.rsvp, async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid('param');
      await visibleSlot(c, id);
      await rsvpToOpenHouse(deps, user.id, id);
      return c.json(await one(c, id), 201);
    })
    .openapi(routes.cancelRsvp, async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid('param');
      await visibleSlot(c, id);
      await cancelRsvp(deps, user.id, id);
      return c.json(await one(c, id), 200);
    })
    .openapi(routes.ics, async (c) => {
      const row = await visibleSlot(c, c.req.valid('param').id);
      const slot = serializeOpenHouse(row, await viewerOf(c, [row]));
      const text = buildOpenHouseIcs({
        id: slot.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        timeZone: slot.timeZone,
        title: slot.listing.title,
        location: slot.listing.location,
        notes: slot.notes,
        url: `${config.publicUrl}${slot.listing.path}`,
        cancelled: slot.cancelled,
        uidDomain: new URL(config.publicUrl).hostname,
      });
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="open-house-${slot.id}.ics"`,
        'Cache-Control': 'no-store',
      });
    });
}
