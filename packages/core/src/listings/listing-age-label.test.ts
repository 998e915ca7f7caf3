import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingAgeDays, listingAgeLabel } from './listing-age-label';

const DAY = 86_400_000;
const now = new Date('2025-06-30T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('listingAgeLabel', () => {
  it('says today and yesterday', () => {
    expect(listingAgeLabel(daysAgo(0), now)).toBe('Listed today');
    expect(listingAgeLabel(daysAgo(1), now)).toBe('Listed yesterday');
  });

  it('counts days under a week', () => {
    expect(listingAgeLabel(daysAgo(2), now)).toBe('Listed 2 days ago');
    expect(listingAgeLabel(daysAgo(6), now)).toBe('Listed 6 days ago');
  });

  it('counts whole weeks under 30 days, without "Listed"', () => {
    expect(listingAgeLabel(daysAgo(7), now)).toBe('1 week ago');
    expect(listingAgeLabel(daysAgo(13), now)).toBe('1 week ago');
    expect(listingAgeLabel(daysAgo(14), now)).toBe('2 weeks ago');
    expect(listingAgeLabel(daysAgo(29), now)).toBe('4 weeks ago');
  });

  it('counts 30-day months from 30 days on, without "Listed"', () => {
    expect(listingAgeLabel(daysAgo(30), now)).toBe('1 month ago');
    expect(listingAgeLabel(daysAgo(59), now)).toBe('1 month ago');
    expect(listingAgeLabel(daysAgo(60), now)).toBe('2 months ago');
    expect(listingAgeLabel(daysAgo(400), now)).toBe('13 months ago');
  });

  it('compares calendar days in UTC, not 24-hour spans', () => {
    const lateEvening = new Date('2025-06-30T00:30:00Z');
    expect(listingAgeLabel('2025-06-29T23:50:00Z', lateEvening)).toBe('Listed yesterday');
    expect(listingAgeLabel('2025-06-30T00:01:00Z', new Date('2025-06-30T23:59:00Z'))).toBe('Listed today');
  });

  it('accepts ISO strings, treats future dates as today and unreadable dates as no label', () => {
    expect(listingAgeLabel('2025-06-28T10:00:00.000Z', now)).toBe('Listed 2 days ago');
    expect(listingAgeLabel(daysAgo(-3), now)).toBe('Listed today');
    expect(listingAgeLabel('not a date', now)).toBe('');
  });

  it('always gives one of the spec forms, and never a shorter age for an older listing', () => {
    const form = /^(Listed today|Listed yesterday|Listed [2-6] days ago|[1-4] weeks? ago|\d+ months? ago)$/;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        expect(listingAgeLabel(daysAgo(a), now)).toMatch(form);
        const [younger, older] = a <= b ? [a, b] : [b, a];
        expect(listingAgeDays(daysAgo(younger), now)).toBeLessThanOrEqual(
          listingAgeDays(daysAgo(older), now),
        );
      }),
    );
  });

  it('uses "week" or "month" only for exactly one and the plural otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 5000 }), (days) => {
        const [count, unit] = listingAgeLabel(daysAgo(days), now).split(' ');
        expect(unit?.endsWith('s')).toBe(count !== '1');
      }),
    );
  });
});
