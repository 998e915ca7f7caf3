// The Open House Calendar by property-local days (issue 20): GET /open-houses?firstDay&lastDay lists each open house
// under the date it starts on at its property, in the property's own time zone, whatever UTC date that is; bad
// ranges get 400 with the error shape; from/to keep working for older callers.
import { calendarMonthDays, shiftCalendarMonth, zonedTimeToIso } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenHouseFixtures, type OpenHouseFixtures } from './support/open-house-fixtures';
import type { TestApp } from './support/test-app';

let f: OpenHouseFixtures;
let t: TestApp;
beforeAll(async () => {
  f = await createOpenHouseFixtures();
  t = f.t;
});
afterAll(() => f.t.close());

/** Two months from now, and the month after it: far enough ahead that every slot below is in the future. */
const now = new Date();
const month = shiftCalendarMonth(now.getUTCFullYear(), now.getUTCMonth() + 1, 2);
const next = shiftCalendarMonth(month.year, month.month, 1);
const days = calendarMonthDays(month.year, month.month);
const nextDays = calendarMonthDays(next.year, next.month);

/** A published listing at `location` with one two-hour slot starting at `local` (YYYY-MM-DDTHH:mm) in `zone`. */
async function slotAt(location: string, local: string, zone: string) {
  const listing = await f.listing({ location });
  const startsAt = zonedTimeToIso(local, zone);
  const endsAt = new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString();
  return f.scheduled(listing.id, { startsAt, endsAt });
}

const idsOf = async (query: string) => {
  const res = await t.call('GET', `/api/v1/open-houses?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.data.items as { id: string }[]).map((item) => item.id);
};

describe('the calendar by property-local days', () => {
  let honolulu: { id: string };
  let elPaso: { id: string };
  let dallas: { id: string };

  beforeAll(async () => {
    // 8 PM on the month's last day in Honolulu is 6 AM the next day in UTC (and next month).
    honolulu = await slotAt(
      '1 Kalakaua Ave, Honolulu, HI 96815',
      `${days.lastDay}T20:00`,
      'Pacific/Honolulu',
    );
    // 11 PM in El Paso (Mountain time, not Texas's Central) is the next day in UTC too.
    elPaso = await slotAt('1 Mesa St, El Paso, TX 79901', `${days.lastDay}T23:00`, 'America/Denver');
    // 12:30 AM on the next month's first day in Dallas.
    dallas = await slotAt('500 Elm St, Dallas, TX 75202', `${nextDays.firstDay}T00:30`, 'America/Chicago');
  });

  it('answers each slot with its property zone', async () => {
    const res = await t.call(
      'GET',
      `/api/v1/open-houses?firstDay=${days.firstDay}&lastDay=${nextDays.lastDay}`,
    );
    const zones = Object.fromEntries(
      (res.data.items as { id: string; timeZone: string }[]).map((item) => [item.id, item.timeZone]),
    );
    expect(zones).toMatchObject({
      [honolulu.id]: 'Pacific/Honolulu',
      [elPaso.id]: 'America/Denver',
      [dallas.id]: 'America/Chicago',
    });
  });

  it("lists a month's open houses by the date they start on at the property", async () => {
    const inMonth = await idsOf(`firstDay=${days.firstDay}&lastDay=${days.lastDay}`);
    expect(inMonth).toContain(honolulu.id);
    expect(inMonth).toContain(elPaso.id);
    expect(inMonth).not.toContain(dallas.id);
    const inNext = await idsOf(`firstDay=${nextDays.firstDay}&lastDay=${nextDays.lastDay}`);
    expect(inNext).toContain(dallas.id);
    expect(inNext).not.toContain(honolulu.id);
    expect(inNext).not.toContain(elPaso.id);
  });

  it('finds a single day, soonest first', async () => {
    expect(await idsOf(`firstDay=${days.lastDay}&lastDay=${days.lastDay}`)).toEqual([honolulu.id, elPaso.id]);
    expect(await idsOf(`firstDay=${nextDays.firstDay}&lastDay=${nextDays.firstDay}`)).toEqual([dallas.id]);
  });

  it('keeps the limit after choosing by day', async () => {
    expect(await idsOf(`firstDay=${days.firstDay}&lastDay=${nextDays.lastDay}&limit=1`)).toEqual([
      honolulu.id,
    ]);
  });

  it('still answers from/to (instants) for older callers', async () => {
    const from = encodeURIComponent(`${nextDays.firstDay}T00:00:00.000Z`);
    const to = encodeURIComponent(`${nextDays.lastDay}T00:00:00.000Z`);
    const ids = await idsOf(`from=${from}&to=${to}`);
    // By UTC instants the Honolulu and El Paso slots start on the next month's first day.
    expect(ids).toEqual(expect.arrayContaining([honolulu.id, elPaso.id, dallas.id]));
  });

  it.each([
    ['lastDay before firstDay', `firstDay=${days.lastDay}&lastDay=${days.firstDay}`],
    ['a range over 62 days', `firstDay=${days.firstDay}&lastDay=${shiftDay(days.firstDay, 62)}`],
    ['firstDay alone', `firstDay=${days.firstDay}`],
    ['lastDay alone', `lastDay=${days.lastDay}`],
    ['a day that does not exist', `firstDay=${month.year}-02-30&lastDay=${month.year}-03-02`],
    ['a day with a time', `firstDay=${days.firstDay}T00:00&lastDay=${days.lastDay}`],
    [
      'days and instants together',
      `firstDay=${days.firstDay}&lastDay=${days.lastDay}&from=${encodeURIComponent(now.toISOString())}`,
    ],
  ])('answers 400 with the error shape for %s', async (_name, query) => {
    const res = await t.call('GET', `/api/v1/open-houses?${query}`);
    expect(res.status, res.text).toBe(400);
    expect(res.data.error).toEqual({ code: 'invalid_request', message: expect.any(String) });
  });
});

/** The day `count` days after a `YYYY-MM-DD` day. */
function shiftDay(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + count * 86_400_000).toISOString().slice(0, 10);
}
