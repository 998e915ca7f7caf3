import { describe, expect, it } from 'vitest';
import { formatCountdown } from './closing-texts';
import {
  EARNEST_TERMS_MESSAGES,
  earnestDueAt,
  earnestRemindersDue,
  earnestTermsProblem,
  isStaleDeal,
} from './earnest-money';

describe('earnestTermsProblem', () => {
  it('takes a whole-dollar amount with a window of 24 to 72 hours, or no terms', () => {
    expect(earnestTermsProblem({ amount: 5000, windowHours: 24 })).toBeNull();
    expect(earnestTermsProblem({ amount: 5000, windowHours: 72 })).toBeNull();
    expect(earnestTermsProblem({ amount: null, windowHours: null })).toBeNull();
    expect(earnestTermsProblem({ amount: 5000, windowHours: 23 })).toBe(EARNEST_TERMS_MESSAGES.window);
    expect(earnestTermsProblem({ amount: 5000, windowHours: 73 })).toBe(EARNEST_TERMS_MESSAGES.window);
    expect(earnestTermsProblem({ amount: 5000, windowHours: 36.5 })).toBe(EARNEST_TERMS_MESSAGES.window);
    expect(earnestTermsProblem({ amount: 0, windowHours: 48 })).toBe(EARNEST_TERMS_MESSAGES.amount);
    expect(earnestTermsProblem({ amount: 5000, windowHours: null })).toBe(EARNEST_TERMS_MESSAGES.both);
  });
});

describe('earnest deadline and reminders', () => {
  const accepted = new Date('2026-11-27T10:00:00.000Z');
  it('starts at acceptance for the window (72 hours when the listing states none)', () => {
    expect(earnestDueAt(accepted, 48)).toBe('2026-11-29T10:00:00.000Z');
    expect(earnestDueAt(accepted, null)).toBe('2026-11-30T10:00:00.000Z');
  });

  it('reminds 24 and 2 hours before, never after the deadline, and not 24 hours before on a 24-hour window', () => {
    const due = '2026-11-29T10:00:00.000Z';
    expect(earnestRemindersDue(due, 48, new Date('2026-11-28T09:59:00.000Z'))).toEqual([]);
    expect(earnestRemindersDue(due, 48, new Date('2026-11-28T10:00:00.000Z'))).toEqual([24]);
    expect(earnestRemindersDue(due, 48, new Date('2026-11-29T08:30:00.000Z'))).toEqual([24, 2]);
    expect(earnestRemindersDue(due, 48, new Date('2026-11-29T10:00:00.000Z'))).toEqual([]);
    expect(earnestRemindersDue(due, 24, new Date('2026-11-28T10:00:00.000Z'))).toEqual([]);
  });
});

describe('isStaleDeal', () => {
  const now = new Date('2026-12-10T12:00:00.000Z');
  it('flags an open deal that has not moved for 7 days', () => {
    expect(isStaleDeal('title_opened', '2026-12-03T12:00:00.000Z', now)).toBe(true);
    expect(isStaleDeal('title_opened', '2026-12-03T12:00:01.000Z', now)).toBe(false);
    expect(isStaleDeal('closed', '2026-11-01T12:00:00.000Z', now)).toBe(false);
    expect(isStaleDeal('cancelled', '2026-11-01T12:00:00.000Z', now)).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('reads days and hours, hours and minutes, or minutes', () => {
    expect(formatCountdown(28 * 3_600_000)).toBe('1d 4h');
    expect(formatCountdown(3 * 3_600_000 + 12 * 60_000)).toBe('3h 12m');
    expect(formatCountdown(45 * 60_000)).toBe('45m');
    expect(formatCountdown(-5)).toBe('0m');
  });
});
