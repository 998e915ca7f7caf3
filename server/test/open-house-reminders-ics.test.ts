// The day-before reminder sweep (one alert per attendee per slot, never for cancelled slots, idempotent across
// runs) and the .ics download parsed back (CRLF, folding, escaped text, times on the property's clock with its zone, UID, DTSTAMP).
import { formatZonedWindow, zonedIcsDateTime, zonedTimeToIso } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOpenHouseReminders } from '../src/open-houses/open-house-reminders';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let owner: Account;
let buyer: Account;
let moderator: Account;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  owner = await t.signUp();
  buyer = await t.signUp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

async function publishedListing(title: string) {
  const res = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: { title, price: 99_000, propertyType: 'single_family', location: '42 Oak St, Dallas, TX 75201' },
  });
  expect(res.status, res.text).toBe(201);
  const pub = await t.call('POST', `/api/v1/properties/${res.data.id}/moderation`, {
    token: moderator.accessToken,
    json: { action: 'publish' },
  });
  expect(pub.status).toBe(200);
  return res.data.id as string;
}

async function slotWithGuests(propertyId: string, startHours: number, guests: Account[], notes?: string) {
  const res = await t.call('POST', `/api/v1/properties/${propertyId}/open-houses`, {
    token: owner.accessToken,
    json: { startsAt: at(startHours), endsAt: at(startHours + 2), capacity: 5, notes: notes ?? null },
  });
  expect(res.status, res.text).toBe(201);
  for (const guest of guests) {
    const r = await t.call('POST', `/api/v1/open-houses/${res.data.id}/rsvp`, { token: guest.accessToken });
    expect(r.status).toBe(201);
  }
  return res.data.id as string;
}

const reminders = (userId: string) =>
  t.db
    .selectFrom('alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'openHouseReminder')
    .execute();

describe('the day-before reminder', () => {
  it('alerts each attendee once when the slot is a day away, and never for a cancelled slot', async () => {
    const propertyId = await publishedListing('Reminder ranch');
    const other = await t.signUp();
    await slotWithGuests(propertyId, 60, [buyer, other]);
    const cancelled = await slotWithGuests(propertyId, 55, [buyer]);
    expect(
      (await t.call('DELETE', `/api/v1/open-houses/${cancelled}`, { token: owner.accessToken })).status,
    ).toBe(200);

    // Two days ahead: too early.
    expect(await sendOpenHouseReminders(t.deps)).toBe(0);
    expect(await reminders(buyer.user.id)).toHaveLength(0);

    // 40 hours later the first slot starts within a day (the cancelled one too, but it is cancelled).
    const later = new Date(Date.now() + 40 * HOUR);
    expect(await sendOpenHouseReminders(t.deps, later)).toBe(2);
    const sent = await reminders(buyer.user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ property_id: propertyId, link: `/property/${propertyId}` });
    expect(await reminders(other.user.id)).toHaveLength(1);
    expect(await reminders(owner.user.id)).toHaveLength(0);

    // Runs again (and concurrently) raise nothing more.
    const again = await Promise.all([
      sendOpenHouseReminders(t.deps, later),
      sendOpenHouseReminders(t.deps, later),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await reminders(buyer.user.id)).toHaveLength(1);
  });
});

/** Unfolds an iCalendar text into its content lines (RFC 5545 section 3.1) and reads NAME:value pairs. */
function parseIcs(text: string): { lines: string[]; props: Map<string, string> } {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const props = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) props.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return { lines, props };
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('the .ics download', () => {
  it("is an RFC 5545 calendar with the slot on the property's clock and zone, and its texts escaped", async () => {
    const title = 'Duplex; "fixer", big lot \\ garage';
    const propertyId = await publishedListing(title);
    const notes = `Bring ID, please; gate code 1234.\nAsk for Sam. ${'Long note '.repeat(12)}`;
    const id = await slotWithGuests(propertyId, 30, [], notes);
    const slot = (await t.call('GET', `/api/v1/open-houses/${id}`)).data;

    const before = Date.now();
    const res = await t.call('GET', `/api/v1/open-houses/${id}/ics`, { token: buyer.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="open-house-${id}.ics"`);
    const text = res.text;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const raw of text.split('\r\n'))
      expect(new TextEncoder().encode(raw).length).toBeLessThanOrEqual(75);

    const { lines, props } = parseIcs(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
    expect(props.get('VERSION')).toBe('2.0');
    expect(props.get('UID')).toBe(`open-house-${id}@localhost`);
    const utc = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
    const toIso = (v: string) => v.replace(utc, '$1-$2-$3T$4:$5:$6.000Z');
    // The times are on the Dallas listing's clock, with its zone; the VTIMEZONE defines that zone.
    expect(slot.timeZone).toBe('America/Chicago');
    expect(props.get('DTSTART;TZID=America/Chicago')).toBe(
      zonedIcsDateTime(slot.startsAt, 'America/Chicago'),
    );
    expect(props.get('DTEND;TZID=America/Chicago')).toBe(zonedIcsDateTime(slot.endsAt, 'America/Chicago'));
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(props.get('TZID')).toBe('America/Chicago');
    const stamp = Date.parse(toIso(props.get('DTSTAMP')!));
    expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(props.get('SUMMARY')).toBe('Open house: Duplex\\; "fixer"\\, big lot \\\\ garage');
    expect(unescapeText(props.get('SUMMARY')!)).toBe(`Open house: ${title}`);
    expect(unescapeText(props.get('LOCATION')!)).toBe('42 Oak St, Dallas, TX 75201');
    const description = unescapeText(props.get('DESCRIPTION')!);
    expect(
      description.startsWith(
        `${formatZonedWindow(slot.startsAt, slot.endsAt, 'America/Chicago')}\n\n${notes.trim()}`,
      ),
    ).toBe(true);
    expect(description).toContain(`http://localhost:3000${slot.listing.path}`);
    expect(props.get('STATUS')).toBe('CONFIRMED');

    // Anonymous visitors get the listing's truncated location, as on the listing page.
    const anonymous = parseIcs((await t.call('GET', `/api/v1/open-houses/${id}/ics`)).text);
    expect(unescapeText(anonymous.props.get('LOCATION')!)).not.toContain('42 Oak St');
    expect((await t.call('GET', '/api/v1/open-houses/missing/ics')).status).toBe(404);
  });

  it("carries a Chicago listing's 12:00 as the right instant, and says 12:00 PM in the listing's zone", async () => {
    const propertyId = await publishedListing('Chicago-time ranch');
    // 12:00 to 14:00 on the Dallas listing's wall clock, ten days from now.
    const day = new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10);
    const startsAt = zonedTimeToIso(`${day}T12:00`, 'America/Chicago');
    const endsAt = zonedTimeToIso(`${day}T14:00`, 'America/Chicago');
    const created = await t.call('POST', `/api/v1/properties/${propertyId}/open-houses`, {
      token: owner.accessToken,
      json: { startsAt, endsAt, capacity: 5, notes: null },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.data.timeZone).toBe('America/Chicago');
    const { props } = parseIcs((await t.call('GET', `/api/v1/open-houses/${created.data.id}/ics`)).text);
    // 12:00 CST is 18:00 UTC, 12:00 CDT is 17:00 UTC.
    const description = unescapeText(props.get('DESCRIPTION')!);
    expect(description).toMatch(/^\w{3}, \w{3} \d{1,2}, 12:00 PM – 2:00 PM C[SD]T\n/);
    expect(props.get('DTSTART;TZID=America/Chicago')).toBe(`${day.replace(/-/g, '')}T120000`);
    expect(props.get('DTEND;TZID=America/Chicago')).toBe(`${day.replace(/-/g, '')}T140000`);
    // The observance the event is in: 12:00 CST is 18:00 UTC (-0600), 12:00 CDT is 17:00 UTC (-0500).
    expect(props.get('TZOFFSETTO')).toBe(description.includes('CDT') ? '-0500' : '-0600');
  });
});
