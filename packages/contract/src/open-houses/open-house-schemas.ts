// Request and response schemas of the open-house routes.
import { OPEN_HOUSE_LIMITS, OPEN_HOUSE_SORTS } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { ListingSummarySchema } from '../deals/deal-summary-schemas';

const isoDateTime = z.string().datetime({ offset: true });

export const OpenHouseIdParam = z.object({ id: z.string().min(1).max(64) });
export const PropertyIdParam = z.object({ id: z.string().min(1).max(64) });

/** A slot as the owner schedules it (the time rules are core's `openHouseSlotProblem`, answered as 400). */
export const ScheduleBody = z
  .object({
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    capacity: z.number().int(),
    notes: z.string().max(OPEN_HOUSE_LIMITS.notesMax).nullable().optional(),
  })
  .openapi('ScheduleOpenHouse');

/** The public calendar's query: a start range, an area (location text) and the order. */
export const CalendarQuery = z.object({
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  location: z.string().trim().max(200).optional(),
  sort: z.enum(OPEN_HOUSE_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const AttendeeSchema = z
  .object({ userId: z.string(), fullName: z.string().nullable(), email: z.string(), rsvpedAt: z.string() })
  .openapi('OpenHouseAttendee');

export const OpenHouseSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** The property's IANA time zone (from its state and county): the slot's times are shown in it. */
    timeZone: z.string().nullable(),
    capacity: z.number(),
    attendeeCount: z.number(),
    seatsLeft: z.number(),
    notes: z.string().nullable(),
    cancelled: z.boolean(),
    listing: ListingSummarySchema.extend({
      city: z.string().nullable(),
      state: z.string().nullable(),
    }),
    /** Miles from the calendar's area (null: no area asked, or the listing has no coordinates). */
    distance: z.number().nullable(),
    isHost: z.boolean(),
    attending: z.boolean(),
    /** The host only. */
    attendees: z.array(AttendeeSchema).optional(),
  })
  .openapi('OpenHouse');

export const OpenHouseList = z.object({ items: z.array(OpenHouseSchema) }).openapi('OpenHouseList');

export const CalendarResponse = z
  .object({
    items: z.array(OpenHouseSchema),
    place: z
      .object({ found: z.boolean(), placeName: z.string().nullable(), lat: z.number(), lng: z.number() })
      .nullable(),
  })
  .openapi('OpenHouseCalendar');

export const MyOpenHouses = z
  .object({ hosting: z.array(OpenHouseSchema), attending: z.array(OpenHouseSchema) })
  .openapi('MyOpenHouses');

/** An open house as the API answers it. */
export type OpenHouseJson = z.infer<typeof OpenHouseSchema>;
/** An attendee of an open house (its host sees them). */
export type OpenHouseAttendeeView = z.infer<typeof AttendeeSchema>;
/** The open house calendar's answer. */
export type OpenHouseCalendarView = z.infer<typeof CalendarResponse>;
/** The caller's hosted and attended open houses. */
export type MyOpenHousesView = z.infer<typeof MyOpenHouses>;
