// A deal's deadlines as an iCalendar file: the earnest money deadline (on the property's clock with its TZID when
// the zone is known, else UTC) and the closing date (an all-day event), built like the open houses' .ics.
import { CLOSING_ICS_TEXTS, zonedIcsDateTime } from '@dealloop/core';
import { escapeVCardText, foldVCardLine } from '../business-cards/vcard';
import { icsDateTime, icsTimeZone } from '../open-houses/open-house-ics';

/** What the calendar of a deal holds. */
export interface DealCalendar {
  contractId: string;
  title: string;
  location: string;
  /** The property's IANA zone, when known. */
  timeZone: string | null;
  earnestDueAt: string | null;
  /** YYYY-MM-DD. */
  closingDate: string;
  /** The contract's page. */
  url: string;
  uidDomain: string;
}

const compactDate = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The calendar text of a deal's deadlines, stamped at `now`. */
export function buildDealIcs(deal: DealCalendar, now = new Date()): string {
  const stamp = `DTSTAMP:${icsDateTime(now)}`;
  const at = (iso: string) =>
    deal.timeZone ? `;TZID=${deal.timeZone}:${zonedIcsDateTime(iso, deal.timeZone)}` : `:${icsDateTime(iso)}`;
  const events: string[] = [];
  if (deal.earnestDueAt) {
    events.push(
      'BEGIN:VEVENT',
      `UID:earnest-${deal.contractId}@${deal.uidDomain}`,
      stamp,
      `DTSTART${at(deal.earnestDueAt)}`,
      `DTEND${at(deal.earnestDueAt)}`,
      `SUMMARY:${escapeVCardText(CLOSING_ICS_TEXTS.earnestSummary(deal.title))}`,
      `LOCATION:${escapeVCardText(deal.location)}`,
      `DESCRIPTION:${escapeVCardText(deal.url)}`,
      `URL:${deal.url}`,
      'END:VEVENT',
    );
  }
  events.push(
    'BEGIN:VEVENT',
    `UID:closing-${deal.contractId}@${deal.uidDomain}`,
    stamp,
    `DTSTART;VALUE=DATE:${compactDate(deal.closingDate)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(deal.closingDate))}`,
    `SUMMARY:${escapeVCardText(CLOSING_ICS_TEXTS.closingSummary(deal.title))}`,
    `LOCATION:${escapeVCardText(deal.location)}`,
    `DESCRIPTION:${escapeVCardText(deal.url)}`,
    `URL:${deal.url}`,
    'END:VEVENT',
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DealLoop//Closing//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(deal.timeZone && deal.earnestDueAt ? icsTimeZone(deal.timeZone, [deal.earnestDueAt]) : []),
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldVCardLine).join('\r\n')}\r\n`;
}
