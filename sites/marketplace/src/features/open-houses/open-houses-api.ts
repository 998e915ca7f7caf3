// Open houses as the site reads them (the contract's shapes), and the calls of the open-house API bound to a client.
import { API_BASE, type ApiClient, bindEndpoints, fillPath } from '@dealloop/client';
import type {
  CallInput,
  OpenHouseAttendeeView,
  OpenHouseCalendarView,
  OpenHouseJson,
  OpenHousesContract,
} from '@dealloop/contract';
import { openHousesEndpoints } from '@dealloop/contract/endpoints';
import {
  formatZonedTime,
  formatZonedWindow,
  type OpenHouseSort,
  openHouseIcsPath,
  zonedDay,
} from '@dealloop/core';

/** The open-house API (the wire path tests answer). */
export const OPEN_HOUSES_API = `${API_BASE}${openHousesEndpoints.calendar.path}`;
/** The caller's hosted and attended open houses (the wire path tests answer). */
export const MY_OPEN_HOUSES_API = `${API_BASE}${openHousesEndpoints.mine.path}`;

/** Someone who RSVPed, as the host sees them. */
export type OpenHouseAttendee = OpenHouseAttendeeView;

/** An open house as the API answers it. */
export type OpenHouse = OpenHouseJson;

/** A slot as the owner schedules it. */
export type OpenHouseDraft = NonNullable<CallInput<OpenHousesContract['schedule']>['json']>;

/** What the calendar asks for. */
export interface CalendarRequest {
  location: string;
  sort: OpenHouseSort;
  /** First and last day (YYYY-MM-DD) by each open house's start date at its property. */
  firstDay?: string | undefined;
  lastDay?: string | undefined;
}

/** The calendar's answer: the slots and the area they were looked up around. */
export type CalendarAnswer = OpenHouseCalendarView;

type Client = Pick<ApiClient, 'request'>;
const bound = (client: Client) => bindEndpoints<OpenHousesContract>(client, openHousesEndpoints);

/** The listing's open houses path (the wire path tests answer). */
export const listingOpenHousesPath = (propertyId: string) =>
  API_BASE + fillPath(openHousesEndpoints.ofListing.path, { id: propertyId });

/** The open-house calls over a client. */
export const openHousesApi = {
  ofListing: async (client: Client, propertyId: string) =>
    (await bound(client).ofListing({ params: { id: propertyId } })).items,
  calendar: (client: Client, request: CalendarRequest) =>
    bound(client).calendar({
      query: {
        location: request.location || undefined,
        sort: request.location && request.sort === 'distance' ? 'distance' : undefined,
        firstDay: request.firstDay,
        lastDay: request.lastDay,
      },
    }),
  mine: (client: Client) => bound(client).mine(),
  schedule: (client: Client, propertyId: string, draft: OpenHouseDraft) =>
    bound(client).schedule({ params: { id: propertyId }, json: draft }),
  cancel: (client: Client, id: string) => bound(client).cancel({ params: { id } }),
  rsvp: (client: Client, id: string) => bound(client).rsvp({ params: { id } }),
  cancelRsvp: (client: Client, id: string) => bound(client).cancelRsvp({ params: { id } }),
};

/**
 * Downloads a slot's .ics file: fetched with the session's token (attendees get the full address), then saved
 * through a temporary link.
 */
export async function downloadOpenHouseIcs(client: Pick<ApiClient, 'auth'>, id: string): Promise<void> {
  const token = client.auth.getSession()?.accessToken;
  const response = await fetch(openHouseIcsPath(id), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The calendar file could not be downloaded (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `open-house-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The zone a slot's times are shown in: the property's, else (an unknown state) the viewer's. */
export const slotTimeZone = (slot: Pick<OpenHouse, 'timeZone'>): string =>
  slot.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Sat, Nov 28, 10:00 AM – 12:00 PM CST" in the property's time zone, whoever looks. */
export function formatSlotWindow(slot: Pick<OpenHouse, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  return formatZonedWindow(slot.startsAt, slot.endsAt, slotTimeZone(slot));
}

/** "10:00 AM CST": a slot's start in the property's time zone. */
export function formatSlotStart(slot: Pick<OpenHouse, 'startsAt' | 'timeZone'>): string {
  return formatZonedTime(slot.startsAt, slotTimeZone(slot));
}

/** The `YYYY-MM-DD` a slot starts on at the property (the calendar's day cell). */
export function slotDay(slot: Pick<OpenHouse, 'startsAt' | 'timeZone'>): string {
  return zonedDay(slot.startsAt, slotTimeZone(slot));
}
