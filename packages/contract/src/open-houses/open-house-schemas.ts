// Request and response schemas of the open-house routes.
import {
  CALENDAR_MAX_DAYS,
  calendarDayRangeProblem,
  OPEN_HOUSE_LIMITS,
  OPEN_HOUSE_SORTS,
} from '@dealloop/core';
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

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD.')
  .openapi({ example: '2026-11-01' });

/**
 * The public calendar's query: the days asked for (firstDay..lastDay, each open house by the day it starts on at
 * its property, in the property's own time zone), an area (location text) and the order. `from`/`to` (instants
 * over the start) are kept for older callers; a query uses one or the other.
 */
export const CalendarQuery = z
  .object({
    firstDay: calendarDay.optional().openapi({
      description: "First day (YYYY-MM-DD) by each open house's local start date at the property.",
    }),
    lastDay: calendarDay.optional().openapi({
      description: `Last day (YYYY-MM-DD), included; at most ${CALENDAR_MAX_DAYS} days after firstDay.`,
    }),
    from: isoDateTime.optional().openapi({ description: 'Older callers: the earliest start instant.' }),
    to: isoDateTime.optional().openapi({ description: 'Older callers: the start instant to stop before.' }),
    location: z.string().trim().max(200).optional(),
    sort: z.enum(OPEN_HOUSE_SORTS).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .superRefine((query, ctx) => {
    const days = query.firstDay !== undefined || query.lastDay !== undefined;
    if (!days) return;
    if (query.firstDay === undefined || query.lastDay === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lastDay'], message: 'firstDay and lastDay go together.' });
      return;
    }
    if (query.from !== undefined || query.to !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'Ask by firstDay/lastDay or by from/to, not both.',
      });
      return;
    }
    const problem = calendarDayRangeProblem(query.firstDay, query.lastDay);
    if (problem) ctx.addIssue({ code: 'custom', path: ['lastDay'], message: problem });
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
