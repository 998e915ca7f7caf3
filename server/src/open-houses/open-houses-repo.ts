// Open houses in the database: a slot with its listing, the slots a listing, a host or an attendee has, the public
// calendar's slots, the attendees of slots, and which of some slots a viewer attends.
import { propertyTimeZone, zonedDay } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, OpenHouse, Property } from '../db/schema';
import { publiclyVisible } from '../listings/visible-property';
import type { PlaceFilter } from '../search/search-properties';

type Db = Kysely<Database>;

/** A slot with the listing it is on and how many RSVPed. */
export interface OpenHouseRow {
  slot: OpenHouse;
  property: Property;
  attendeeCount: number;
}

/** Someone who RSVPed, as the host sees them. */
export interface AttendeeRow {
  open_house_id: string;
  user_id: string;
  email: string;
  full_name: string | null;
  created_at: string;
}

/** The slots with these ids and their listings, in the order of `slots`. */
async function withListings(db: Db, slots: OpenHouse[]): Promise<OpenHouseRow[]> {
  if (!slots.length) return [];
  const ids = slots.map((slot) => slot.id);
  const properties = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', 'in', [...new Set(slots.map((slot) => slot.property_id))])
    .execute();
  const counts = await db
    .selectFrom('open_house_rsvps')
    .select(['open_house_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('open_house_id', 'in', ids)
    .groupBy('open_house_id')
    .execute();
  const byId = new Map(properties.map((property) => [property.id, property]));
  const countOf = new Map(counts.map((row) => [row.open_house_id, Number(row.count)]));
  return slots.flatMap((slot) => {
    const property = byId.get(slot.property_id);
    return property ? [{ slot, property, attendeeCount: countOf.get(slot.id) ?? 0 }] : [];
  });
}

/** One slot with its listing, or undefined. */
export async function findOpenHouse(db: Db, id: string): Promise<OpenHouseRow | undefined> {
  const slot = await db.selectFrom('open_houses').selectAll().where('id', '=', id).executeTakeFirst();
  return slot ? (await withListings(db, [slot]))[0] : undefined;
}

/** A listing's slots that have not ended and are not cancelled, soonest first. */
export async function upcomingOfListing(db: Db, propertyId: string, now: string): Promise<OpenHouseRow[]> {
  const slots = await db
    .selectFrom('open_houses')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('ends_at', '>', now)
    .where('cancelled_at', 'is', null)
    .orderBy('starts_at')
    .execute();
  return withListings(db, slots);
}

/** The not cancelled slots of the listing that overlap the window (for the overlap check). */
export function overlappingSlots(
  db: Db,
  propertyId: string,
  window: { startsAt: string; endsAt: string },
): Promise<OpenHouse[]> {
  return db
    .selectFrom('open_houses')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<', window.endsAt)
    .where('ends_at', '>', window.startsAt)
    .execute();
}

/** What the public calendar asks for: a range of property-local days or of start instants, and optionally a place. */
export interface CalendarQuery {
  now: string;
  /** Days (`YYYY-MM-DD`, both included) by the date each slot starts on at its property; null: no day range. */
  days: { firstDay: string; lastDay: string } | null;
  from: string | null;
  to: string | null;
  place: PlaceFilter | null;
  limit: number;
}

/** The most hours any zone is ahead of UTC (+14, Kiribati) and behind it (-12): a local day's widest UTC reach. */
const ZONE_AHEAD_MS = 14 * 3_600_000;
const ZONE_BEHIND_MS = 12 * 3_600_000;
/** Slots read per round while looking for the ones whose local day is in range. */
const DAY_SCAN_BATCH = 500;

/** The day a slot starts on at its property (UTC when the property's state, so its zone, is unknown). */
export const slotLocalDay = (row: OpenHouseRow): string =>
  zonedDay(row.slot.starts_at, propertyTimeZone(row.property) ?? 'UTC');

/**
 * Upcoming, not cancelled slots on publicly visible listings, soonest first. A day range keeps the slots whose
 * start, read in their property's own time zone, falls on one of its days (so a slot is found under the date the
 * property's calendar shows, wherever the visitor is): SQL narrows to the widest UTC window those days can cover
 * in any zone, and each slot's zone, from its property's state and county (core's `propertyTimeZone`, as the
 * answer's `timeZone`), decides.
 */
export async function calendarSlots(db: Db, query: CalendarQuery): Promise<OpenHouseRow[]> {
  let q = db
    .selectFrom('open_houses')
    .innerJoin('properties', 'properties.id', 'open_houses.property_id')
    .selectAll('open_houses')
    .where('open_houses.ends_at', '>', query.now)
    .where('open_houses.cancelled_at', 'is', null)
    .where(publiclyVisible);
  if (query.from) q = q.where('open_houses.starts_at', '>=', query.from);
  if (query.to) q = q.where('open_houses.starts_at', '<', query.to);
  const place = query.place;
  if (place) {
    q = q.where('properties.state', '=', place.state);
    if (place.precision === 'zip' && place.zip) q = q.where('properties.zip', '=', place.zip);
    if (place.precision === 'city' && place.city) q = q.where('properties.city', '=', place.city);
    if (place.precision === 'county' && place.county) q = q.where('properties.county', '=', place.county);
  }
  const days = query.days;
  if (!days) {
    const slots = await q
      .orderBy('open_houses.starts_at')
      .orderBy('open_houses.id')
      .limit(query.limit)
      .execute();
    return withListings(db, slots);
  }
  const earliest = new Date(Date.parse(`${days.firstDay}T00:00:00.000Z`) - ZONE_AHEAD_MS).toISOString();
  const latest = new Date(
    Date.parse(`${days.lastDay}T00:00:00.000Z`) + 86_400_000 + ZONE_BEHIND_MS,
  ).toISOString();
  const window = q.where('open_houses.starts_at', '>=', earliest).where('open_houses.starts_at', '<', latest);
  const found: OpenHouseRow[] = [];
  let after: { startsAt: string; id: string } | null = null;
  while (found.length < query.limit) {
    let batch = window;
    if (after) {
      const { startsAt, id } = after;
      batch = batch.where((eb) =>
        eb.or([
          eb('open_houses.starts_at', '>', startsAt),
          eb.and([eb('open_houses.starts_at', '=', startsAt), eb('open_houses.id', '>', id)]),
        ]),
      );
    }
    const slots = await batch
      .orderBy('open_houses.starts_at')
      .orderBy('open_houses.id')
      .limit(DAY_SCAN_BATCH)
      .execute();
    for (const row of await withListings(db, slots)) {
      const day = slotLocalDay(row);
      if (day >= days.firstDay && day <= days.lastDay) found.push(row);
    }
    if (slots.length < DAY_SCAN_BATCH) break;
    const last = slots[slots.length - 1]!;
    after = { startsAt: last.starts_at, id: last.id };
  }
  return found.slice(0, query.limit);
}

/** The user's hosted slots that have not ended (cancelled ones too), soonest first. */
export async function hostedBy(db: Db, userId: string, now: string): Promise<OpenHouseRow[]> {
  const slots = await db
    .selectFrom('open_houses')
    .selectAll()
    .where('host_id', '=', userId)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .execute();
  return withListings(db, slots);
}

/** The slots the user RSVPed to that have not ended (cancelled ones too, so they see it), soonest first. */
export async function attendedBy(db: Db, userId: string, now: string): Promise<OpenHouseRow[]> {
  const slots = await db
    .selectFrom('open_houses')
    .innerJoin('open_house_rsvps', 'open_house_rsvps.open_house_id', 'open_houses.id')
    .selectAll('open_houses')
    .where('open_house_rsvps.user_id', '=', userId)
    .where('open_houses.ends_at', '>', now)
    .orderBy('open_houses.starts_at')
    .execute();
  return withListings(db, slots);
}

/** The ids among `ids` of the slots the user RSVPed to. */
export async function attendingIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('open_house_rsvps')
    .select('open_house_id')
    .where('user_id', '=', userId)
    .where('open_house_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.open_house_id));
}

/** The attendees of the slots, in RSVP order. */
export function attendeesOf(db: Db, ids: string[]): Promise<AttendeeRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('open_house_rsvps')
    .innerJoin('users', 'users.id', 'open_house_rsvps.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'open_house_rsvps.user_id')
    .select([
      'open_house_rsvps.open_house_id',
      'open_house_rsvps.user_id',
      'open_house_rsvps.created_at',
      'users.email',
      'profiles.full_name',
    ])
    .where('open_house_rsvps.open_house_id', 'in', ids)
    .orderBy('open_house_rsvps.created_at')
    .execute();
}

/** The user's RSVPs (for the account export). */
export function rsvpsOf(db: Db, userId: string) {
  return db.selectFrom('open_house_rsvps').selectAll().where('user_id', '=', userId).execute();
}
