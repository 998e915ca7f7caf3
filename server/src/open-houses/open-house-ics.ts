// An open house as an iCalendar file (RFC 5545) that calendar apps import: one VEVENT with a stable UID, DTSTAMP,
// its times on the property's clock with the property's zone (TZID, and the VTIMEZONE that defines it), or in UTC
// when the zone is unknown; the description gives the times labelled; escaped text, CRLF, lines folded at 75 octets.
import {
  formatZonedWindow,
  timeZoneAbbreviation,
  timeZoneOffsetMinutes,
  zonedIcsDateTime,
} from '@dealloop/core';
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

const DAY_MS = 86_400_000;

/** "+1000", "-0600": an offset in minutes as iCalendar writes it. */
const icsOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The last instant at or before `at` when `timeZone` changed its offset (looked for over the year before), or
 * null when it kept one offset all that time (no daylight saving).
 */
function lastOffsetChange(at: number, timeZone: string): number | null {
  const offset = timeZoneOffsetMinutes(new Date(at), timeZone);
  let day = 1;
  while (day <= 370 && timeZoneOffsetMinutes(new Date(at - day * DAY_MS), timeZone) === offset) day++;
  if (day > 370) return null;
  // The change is in (at - day days, at - (day - 1) days]: narrow it to the millisecond.
  let before = at - day * DAY_MS;
  let after = at - (day - 1) * DAY_MS;
  while (after - before > 1) {
    const middle = before + Math.floor((after - before) / 2);
    if (timeZoneOffsetMinutes(new Date(middle), timeZone) === offset) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * The VTIMEZONE of `timeZone` for the event's times: one observance (STANDARD or DAYLIGHT) per offset the event
 * is in, each from the offset change that began it, so a calendar app reads the local times exactly as they are.
 */
export function icsTimeZone(timeZone: string, instants: readonly string[]): string[] {
  const observances = new Map<string, string[]>();
  for (const iso of instants) {
    const at = Date.parse(iso);
    const offset = timeZoneOffsetMinutes(new Date(at), timeZone);
    const change = lastOffsetChange(at, timeZone);
    const from = change === null ? offset : timeZoneOffsetMinutes(new Date(change - 1000), timeZone);
    const key = `${change}`;
    if (observances.has(key)) continue;
    // Daylight time is the larger of the offsets the zone keeps in January and July of that year.
    const year = new Date(at).getUTCFullYear();
    const standard = Math.min(
      timeZoneOffsetMinutes(new Date(Date.UTC(year, 0, 1)), timeZone),
      timeZoneOffsetMinutes(new Date(Date.UTC(year, 6, 1)), timeZone),
    );
    const kind = offset > standard ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART of an observance is the local time of the change, read with the offset before it.
    const start =
      change === null ? '19700101T000000' : icsDateTime(new Date(change + from * 60_000)).slice(0, 15);
    observances.set(key, [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${icsOffset(from)}`,
      `TZOFFSETTO:${icsOffset(offset)}`,
      `TZNAME:${timeZoneAbbreviation(new Date(at).toISOString(), timeZone)}`,
      `END:${kind}`,
    ]);
  }
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...[...observances.values()].flat(), 'END:VTIMEZONE'];
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
    ...(event.timeZone ? icsTimeZone(event.timeZone, [event.startsAt, event.endsAt]) : []),
    'BEGIN:VEVENT',
    `UID:open-house-${event.id}@${event.uidDomain}`,
    `DTSTAMP:${icsDateTime(now)}`,
    event.timeZone
      ? `DTSTART;TZID=${event.timeZone}:${zonedIcsDateTime(event.startsAt, event.timeZone)}`
      : `DTSTART:${icsDateTime(event.startsAt)}`,
    event.timeZone
      ? `DTEND;TZID=${event.timeZone}:${zonedIcsDateTime(event.endsAt, event.timeZone)}`
      : `DTEND:${icsDateTime(event.endsAt)}`,
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
