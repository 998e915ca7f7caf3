import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMonthYear } from './date-format';

describe('formatMonthYear', () => {
  it('names the UTC month and the year', () => {
    expect(formatMonthYear('2026-11-01T00:30:00.000Z')).toBe('November 2026');
    expect(formatMonthYear('2025-01-31T23:59:59.999Z')).toBe('January 2025');
    expect(formatMonthYear('nonsense')).toBe('');
  });

  it('writes what Intl writes for the UTC month and year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (time) => {
        expect(formatMonthYear(new Date(time).toISOString())).toBe(intl.format(time));
      }),
    );
  });
});
