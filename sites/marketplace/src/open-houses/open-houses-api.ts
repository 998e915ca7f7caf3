// Open houses as the site reads them, and the calls of the open-house API.
import type { ApiClient } from '@dealloop/client';
import {
  formatZonedTime,
  formatZonedWindow,
  type OpenHouseSort,
  openHouseIcsPath,
  zonedDay,
} from '@dealloop/core';
import { PROPERTIES_API } from '../features/listings/property';

/** The open-house API. */
export const OPEN_HOUSES_API = '/api/v1/open-houses';
/** The caller's hosted and attended open houses. */
export const MY_OPEN_HOUSES_API = '/api/v1/me/open-houses';

/** Someone who RSVPed, as the host sees them. */
export interface OpenHouseAttendee {
  userId: string;
  fullName: string | null;
  email: string;
  rsvpedAt: string;
}

/** An open house as the API answers it. */
export interface OpenHouse {
  id: string;
  propertyId: string;
  startsAt: string;
  endsAt: string;
  /** The property's IANA zone: its times are shown in it, labelled ("12:00 PM CST"). */
  timeZone: string | null;
  capacity: number;
  attendeeCount: number;
  seatsLeft: number;
  notes: string | null;
  cancelled: boolean;
  listing: {
    id: string;
    title: string;
    location: string;
    path: string;
    price: number;
    image: string | null;
    city: string | null;
    state: string | null;
  };
  distance: number | null;
  isHost: boolean;
  attending: boolean;
  attendees?: OpenHouseAttendee[];
}

/** A slot as the owner schedules it. */
export interface OpenHouseDraft {
  startsAt: string;
  endsAt: string;
  capacity: number;
  notes: string | null;
}

/** What the calendar asks for. */
export interface CalendarRequest {
  location: string;
  sort: OpenHouseSort;
  from?: string | undefined;
  to?: string | undefined;
}

/** The calendar's answer: the slots and the area they were looked up around. */
export interface CalendarAnswer {
  items: OpenHouse[];
  place: { found: boolean; placeName: string | null; lat: number; lng: number } | null;
}

type Client = Pick<ApiClient, 'request'>;
const one = (id: string) => `${OPEN_HOUSES_API}/${encodeURIComponent(id)}`;

/** The listing's open houses path. */
export const listingOpenHousesPath = (propertyId: string) =>
  `${PROPERTIES_API}/${encodeURIComponent(propertyId)}/open-houses`;

/** The open-house calls over a client. */
export const openHousesApi = {
  ofListing: async (client: Client, propertyId: string) =>
    (await client.request<{ items: OpenHouse[] }>('GET', listingOpenHousesPath(propertyId))).items,
  calendar: (client: Client, request: CalendarRequest) =>
    client.request<CalendarAnswer>('GET', OPEN_HOUSES_API, {
      query: {
        location: request.location || undefined,
        sort: request.location && request.sort === 'distance' ? 'distance' : undefined,
        from: request.from,
        to: request.to,
      },
    }),
  mine: (client: Client) =>
    client.request<{ hosting: OpenHouse[]; attending: OpenHouse[] }>('GET', MY_OPEN_HOUSES_API),
  schedule: (client: Client, propertyId: string, draft: OpenHouseDraft) =>
    client.request<OpenHouse>('POST', listingOpenHousesPath(propertyId), { json: draft }),
  cancel: (client: Client, id: string) => client.request<OpenHouse>('DELETE', one(id)),
  rsvp: (client: Client, id: string) => client.request<OpenHouse>('POST', `${one(id)}/rsvp`),
  cancelRsvp: (client: Client, id: string) => client.request<OpenHouse>('DELETE', `${one(id)}/rsvp`),
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
