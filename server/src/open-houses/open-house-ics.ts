// An open house as an iCalendar file (RFC 5545) that calendar apps import: one VEVENT with a stable UID, DTSTAMP,
// UTC times (the description gives them in the property's zone, labelled), escaped text and CRLF line endings,
// lines folded at 75 octets.
import { formatZonedWindow } from '@dealloop/core';
import { escapeVCardText, foldVCardLine } from '../business-cards/vcard';

/** What the event of an open house holds. */
export interface OpenHouseEvent {
  id: string;
  startsAt: string;
  endsAt: string;
  /** The property's IANA zone, when known: the description says the time in it ("12:00 PM – 2:00 PM CST"). */
  timeZone: string | null;
  title: string;
  location: string;
  notes: string | null;
  /** The listing's page. */
  url: string;
  cancelled: boolean;
  /** The host of the UID (the marketplace's own host name). */
  uidDomain: string;
}

/** A time as an RFC 5545 UTC date-time: 20261125T150000Z. */
export function icsDateTime(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar text of one open house, stamped at `now`. */
export function buildOpenHouseIcs(event: OpenHouseEvent, now = new Date()): string {
  const localTime = event.timeZone ? formatZonedWindow(event.startsAt, event.endsAt, event.timeZone) : null;
  const description = [localTime, event.notes?.trim(), event.url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DealLoop//Open Houses//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:open-house-${event.id}@${event.uidDomain}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeVCardText(`Open house: ${event.title}`)}`,
    `LOCATION:${escapeVCardText(event.location)}`,
    `DESCRIPTION:${escapeVCardText(description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    // A cancelled event replaces the earlier one in calendars that imported it.
    `SEQUENCE:${event.cancelled ? 1 : 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldVCardLine).join('\r\n')}\r\n`;
}
