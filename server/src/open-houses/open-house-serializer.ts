// What a viewer sees of an open house: the slot, its listing in short (the public location for anonymous
// visitors), seats, whether they host or attend it, the distance from the calendar's area, and for the host the
// attendees.

import type { OpenHouseJson } from '@dealloop/contract';
import { propertyTimeZone, publicLocation, seatsLeft } from '@dealloop/core';
import { listingSummary } from '../deals/listing-summary';
import type { AttendeeRow, OpenHouseRow } from './open-houses-repo';

/** Who is looking and what is known about them. */
export interface OpenHouseViewer {
  userId: string | null;
  /** The slots they RSVPed to. */
  attending: ReadonlySet<string>;
  /** Attendees by slot, of the slots they host. */
  attendees: ReadonlyMap<string, AttendeeRow[]>;
  publicUrl: string;
}

/** Groups attendee rows by slot. */
export function attendeesBySlot(rows: AttendeeRow[]): Map<string, AttendeeRow[]> {
  const map = new Map<string, AttendeeRow[]>();
  for (const row of rows) map.set(row.open_house_id, [...(map.get(row.open_house_id) ?? []), row]);
  return map;
}

/** The JSON of one slot for the viewer; `distance` in miles from the calendar's area, when asked. */
export function serializeOpenHouse(
  row: OpenHouseRow,
  viewer: OpenHouseViewer,
  distance: number | null = null,
): OpenHouseJson {
  const { slot, property, attendeeCount } = row;
  const isHost = viewer.userId !== null && slot.host_id === viewer.userId;
  const summary = listingSummary(property, viewer.publicUrl);
  return {
    id: slot.id,
    propertyId: slot.property_id,
    startsAt: slot.starts_at,
    endsAt: slot.ends_at,
    timeZone: propertyTimeZone(property),
    capacity: slot.capacity,
    attendeeCount,
    seatsLeft: seatsLeft(slot.capacity, attendeeCount),
    notes: slot.notes,
    cancelled: slot.cancelled_at !== null,
    listing: {
      ...summary,
      location: viewer.userId ? property.location : publicLocation(property),
      city: property.city,
      state: property.state,
    },
    distance,
    isHost,
    attending: viewer.attending.has(slot.id),
    ...(isHost && {
      attendees: (viewer.attendees.get(slot.id) ?? []).map((a) => ({
        userId: a.user_id,
        fullName: a.full_name,
        email: a.email,
        rsvpedAt: a.created_at,
      })),
    }),
  };
}
