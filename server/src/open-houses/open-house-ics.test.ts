// The .ics of an open house carries the property's zone: DTSTART/DTEND on the property's clock with TZID, and a
// VTIMEZONE whose observances give those local times their exact offsets (across a daylight saving change too).
import { describe, expect, it } from 'vitest';
import { buildOpenHouseIcs, type OpenHouseEvent } from './open-house-ics';

const event = (fields: Partial<OpenHouseEvent>): OpenHouseEvent => ({
  id: 'slot-1',
  startsAt: '2026-11-01T06:30:00.000Z',
  endsAt: '2026-11-01T08:00:00.000Z',
  timeZone: 'America/Chicago',
  title: 'Brick ranch',
  location: '1 Main St, Dallas, TX 75201',
  notes: null,
  url: 'http://localhost:3000/property/p1',
  cancelled: false,
  uidDomain: 'localhost',
  ...fields,
});

const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const between = (all: string[], begin: string, end: string) =>
  all.slice(all.indexOf(begin), all.indexOf(end) + 1);

describe('the zone in an open house .ics', () => {
  it('writes a Chicago slot over the end of daylight saving on the local clock, with both observances', () => {
    const all = lines(buildOpenHouseIcs(event({}), new Date('2026-10-01T00:00:00Z')));
    expect(all).toContain('DTSTART;TZID=America/Chicago:20261101T013000');
    expect(all).toContain('DTEND;TZID=America/Chicago:20261101T020000');
    expect(between(all, 'BEGIN:VTIMEZONE', 'END:VTIMEZONE')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:CDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    // The VTIMEZONE comes before the event that names it.
    expect(all.indexOf('END:VTIMEZONE')).toBeLessThan(all.indexOf('BEGIN:VEVENT'));
  });

  it('gives a zone without daylight saving one standard observance', () => {
    const all = lines(
      buildOpenHouseIcs(
        event({
          timeZone: 'Pacific/Honolulu',
          startsAt: '2026-12-31T06:00:00.000Z',
          endsAt: '2026-12-31T08:00:00.000Z',
        }),
      ),
    );
    expect(all).toContain('DTSTART;TZID=Pacific/Honolulu:20261230T200000');
    expect(between(all, 'BEGIN:VTIMEZONE', 'END:VTIMEZONE')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Pacific/Honolulu',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-1000',
      'TZOFFSETTO:-1000',
      'TZNAME:HST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('keeps UTC times and no VTIMEZONE when the zone is unknown', () => {
    const all = lines(buildOpenHouseIcs(event({ timeZone: null })));
    expect(all).toContain('DTSTART:20261101T063000Z');
    expect(all).toContain('DTEND:20261101T080000Z');
    expect(all).not.toContain('BEGIN:VTIMEZONE');
  });
});
