// Open-house rules: slot windows, seats, the calendar's months and the property-local day ranges it asks for.
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MAX_DAYS,
  calendarDayRangeProblem,
  calendarMonthDays,
  calendarMonthGrid,
  isCalendarDay,
  OPEN_HOUSE_TEXTS,
  openHouseSlotProblem,
  parseCalendarMonth,
  seatsLabel,
  shiftCalendarMonth,
  slotsOverlap,
} from './open-houses';

const now = new Date('2026-11-23T12:00:00.000Z');
const slot = (overrides: Record<string, unknown> = {}) => ({
  startsAt: '2026-11-25T15:00:00.000Z',
  endsAt: '2026-11-25T17:00:00.000Z',
  capacity: 10,
  notes: null,
  ...overrides,
});

describe('openHouseSlotProblem', () => {
  it('accepts a future slot of sensible length and capacity', () => {
    expect(openHouseSlotProblem(slot(), now)).toBeNull();
  });

  it('names the first problem of a slot', () => {
    expect(openHouseSlotProblem(slot({ startsAt: '2026-11-23T11:59:00.000Z' }), now)).toBe(
      OPEN_HOUSE_TEXTS.startInPast,
    );
    expect(openHouseSlotProblem(slot({ startsAt: 'soon' }), now)).toBe(OPEN_HOUSE_TEXTS.startInPast);
    expect(openHouseSlotProblem(slot({ endsAt: '2026-11-25T15:00:00.000Z' }), now)).toBe(
      OPEN_HOUSE_TEXTS.endBeforeStart,
    );
    expect(openHouseSlotProblem(slot({ endsAt: '2026-11-25T15:10:00.000Z' }), now)).toBe(
      OPEN_HOUSE_TEXTS.tooShort,
    );
    expect(openHouseSlotProblem(slot({ endsAt: '2026-11-26T04:00:00.000Z' }), now)).toBe(
      OPEN_HOUSE_TEXTS.tooLong,
    );
    expect(
      openHouseSlotProblem(
        slot({ startsAt: '2028-01-01T15:00:00.000Z', endsAt: '2028-01-01T16:00:00.000Z' }),
        now,
      ),
    ).toBe(OPEN_HOUSE_TEXTS.tooFarAhead);
    for (const capacity of [0, 501, 2.5]) {
      expect(openHouseSlotProblem(slot({ capacity }), now)).toBe(OPEN_HOUSE_TEXTS.badCapacity);
    }
    expect(openHouseSlotProblem(slot({ notes: 'x'.repeat(1001) }), now)).toBe(OPEN_HOUSE_TEXTS.notesTooLong);
  });
});

describe('slotsOverlap', () => {
  it('overlaps when the windows share time, not when they only touch', () => {
    const a = { startsAt: '2026-11-25T15:00:00Z', endsAt: '2026-11-25T17:00:00Z' };
    expect(slotsOverlap(a, { startsAt: '2026-11-25T16:00:00Z', endsAt: '2026-11-25T18:00:00Z' })).toBe(true);
    expect(slotsOverlap(a, { startsAt: '2026-11-25T14:00:00Z', endsAt: '2026-11-25T19:00:00Z' })).toBe(true);
    expect(slotsOverlap(a, { startsAt: '2026-11-25T17:00:00Z', endsAt: '2026-11-25T18:00:00Z' })).toBe(false);
    expect(slotsOverlap(a, { startsAt: '2026-11-25T13:00:00Z', endsAt: '2026-11-25T15:00:00Z' })).toBe(false);
  });
});

describe('seatsLabel', () => {
  it('counts the spots left and says Full at none', () => {
    expect(seatsLabel(10, 7)).toBe('3 of 10 spots left');
    expect(seatsLabel(1, 0)).toBe('1 of 1 spot left');
    expect(seatsLabel(2, 2)).toBe('Full');
  });
});

describe('calendar months', () => {
  it('parses YYYY-MM and rejects anything else', () => {
    expect(parseCalendarMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseCalendarMonth('2026-13')).toBeNull();
    expect(parseCalendarMonth('nov')).toBeNull();
    expect(parseCalendarMonth(null)).toBeNull();
  });

  it('shifts across years', () => {
    expect(shiftCalendarMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftCalendarMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('lays a month out in whole Sunday-first weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const grid = calendarMonthGrid(2026, 11);
    expect(grid[0]).toBe('2026-11-01');
    expect(grid.length % 7).toBe(0);
    expect(grid.filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday: one blank cell first.
    const feb = calendarMonthGrid(2027, 2);
    expect(feb[0]).toBeNull();
    expect(feb[1]).toBe('2027-02-01');
  });
});

describe('calendar day ranges', () => {
  it('reads only real YYYY-MM-DD days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '2026-11-05T00:00', '', 'tomorrow']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });

  it('gives each month its first and last day, leap years included', () => {
    expect(calendarMonthDays(2026, 11)).toEqual({ firstDay: '2026-11-01', lastDay: '2026-11-30' });
    expect(calendarMonthDays(2028, 2)).toEqual({ firstDay: '2028-02-01', lastDay: '2028-02-29' });
    expect(calendarMonthDays(2026, 12)).toEqual({ firstDay: '2026-12-01', lastDay: '2026-12-31' });
  });

  it('accepts a day to 62 days and refuses a last day before the first or a longer range', () => {
    expect(calendarDayRangeProblem('2026-11-05', '2026-11-05')).toBeNull();
    expect(calendarDayRangeProblem('2026-11-01', '2027-01-01')).toBeNull();
    expect(CALENDAR_MAX_DAYS).toBe(62);
    expect(calendarDayRangeProblem('2026-11-01', '2027-01-02')).toMatch(/at most 62 days/);
    expect(calendarDayRangeProblem('2026-11-02', '2026-11-01')).toMatch(/not be before/);
    expect(calendarDayRangeProblem('2026-11-31', '2026-12-01')).toMatch(/firstDay/);
    expect(calendarDayRangeProblem('2026-11-01', 'soon')).toMatch(/lastDay/);
  });
});
