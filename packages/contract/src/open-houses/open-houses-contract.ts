// The open-house routes: owners schedule and cancel slots on their listings, signed-in buyers RSVP; the public
// calendar (/showings), a listing's upcoming slots, the caller's hosted and attended slots, and each slot as .ics.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import {
  CalendarQuery,
  CalendarResponse,
  MyOpenHouses,
  OpenHouseIdParam,
  OpenHouseList,
  OpenHouseSchema,
  PropertyIdParam,
  ScheduleBody,
} from './open-house-schemas';
import { openHousesEndpoints as at } from './open-houses-endpoints';

/** The open-house routes. */
export const openHousesContract = {
  schedule: createRoute({
    ...at.schedule,
    summary: 'Schedule an open house on the caller’s published listing',
    security: bearer,
    request: { params: PropertyIdParam, body: { content: json(ScheduleBody), required: true } },
    responses: {
      201: { description: 'Scheduled', content: json(OpenHouseSchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  ofListing: createRoute({
    ...at.ofListing,
    summary: 'A listing’s upcoming open houses, soonest first',
    request: { params: PropertyIdParam },
    responses: { 200: { description: 'Open houses', content: json(OpenHouseList) }, ...errors(404) },
  }),
  calendar: createRoute({
    ...at.calendar,
    summary: 'The open house calendar: upcoming open houses, by area, soonest or nearest first',
    request: { query: CalendarQuery },
    responses: { 200: { description: 'Open houses', content: json(CalendarResponse) }, ...errors(400) },
  }),
  mine: createRoute({
    ...at.mine,
    summary: 'The caller’s upcoming open houses: those they host (with attendees) and those they attend',
    security: bearer,
    responses: { 200: { description: 'Open houses', content: json(MyOpenHouses) }, ...errors(401) },
  }),
  get: createRoute({
    ...at.get,
    summary: 'One open house',
    request: { params: OpenHouseIdParam },
    responses: { 200: { description: 'The open house', content: json(OpenHouseSchema) }, ...errors(404) },
  }),
  cancel: createRoute({
    ...at.cancel,
    summary: 'Cancel an open house (its owner only); everyone who RSVPed gets an alert',
    security: bearer,
    request: { params: OpenHouseIdParam },
    responses: {
      200: { description: 'Cancelled', content: json(OpenHouseSchema) },
      ...errors(401, 403, 404, 409),
    },
  }),
  rsvp: createRoute({
    ...at.rsvp,
    summary: 'RSVP to an open house (not your own listing; while seats are left and before it starts)',
    security: bearer,
    request: { params: OpenHouseIdParam },
    responses: {
      201: { description: 'RSVPed', content: json(OpenHouseSchema) },
      ...errors(401, 403, 404, 409),
    },
  }),
  cancelRsvp: createRoute({
    ...at.cancelRsvp,
    summary: 'Cancel the caller’s RSVP',
    security: bearer,
    request: { params: OpenHouseIdParam },
    responses: {
      200: { description: 'Cancelled', content: json(OpenHouseSchema) },
      ...errors(401, 404, 409),
    },
  }),
  ics: createRoute({
    ...at.ics,
    summary: 'An open house as an iCalendar (.ics) file (the full address for signed-in callers)',
    request: { params: OpenHouseIdParam },
    responses: {
      200: { description: 'The event', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...errors(404),
    },
  }),
};

/** The open-house routes' types (import type only). */
export type OpenHousesContract = typeof openHousesContract;
