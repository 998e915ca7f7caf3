import { afterEach, describe, expect, it } from 'vitest';
import {
  formatZonedTime,
  formatZonedWindow,
  propertyTimeZone,
  zonedDay,
  zonedTimeToIso,
} from './property-time-zone';

const viewerZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = viewerZone;
});

describe('propertyTimeZone', () => {
  it("is the state's main zone, or a split state's county zone", () => {
    expect(propertyTimeZone({ state: 'IL', county: 'Cook County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'TX', county: 'Dallas County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'TX', county: 'El Paso County' })).toBe('America/Denver');
    expect(propertyTimeZone({ state: 'FL', county: 'Escambia County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'FL', county: 'Miami-Dade County' })).toBe('America/New_York');
    expect(propertyTimeZone({ state: 'TN', county: 'Knox County' })).toBe('America/New_York');
    expect(propertyTimeZone({ state: 'TN', county: null })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'az' })).toBe('America/Phoenix');
    expect(propertyTimeZone({ state: null })).toBeNull();
    expect(propertyTimeZone({ state: 'ZZ' })).toBeNull();
  });
});

describe('a Chicago open house at 12:00', () => {
  const winter = zonedTimeToIso('2026-12-05T12:00', 'America/Chicago');
  const summer = zonedTimeToIso('2027-07-10T12:00', 'America/Chicago');

  it('is the right instant in winter (CST) and summer (CDT)', () => {
    expect(winter).toBe('2026-12-05T18:00:00.000Z');
    expect(summer).toBe('2027-07-10T17:00:00.000Z');
    expect(zonedTimeToIso('2026-12-05 12:00', 'America/Chicago')).toBe('');
  });

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Sydney'])(
    'reads 12:00 PM CST/CDT for a viewer in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatZonedTime(winter, 'America/Chicago')).toBe('12:00 PM CST');
      expect(formatZonedTime(summer, 'America/Chicago')).toBe('12:00 PM CDT');
      const end = new Date(Date.parse(winter) + 2 * 3_600_000).toISOString();
      expect(formatZonedWindow(winter, end, 'America/Chicago')).toBe('Sat, Dec 5, 12:00 PM – 2:00 PM CST');
      expect(zonedDay('2026-12-06T03:00:00.000Z', 'America/Chicago')).toBe('2026-12-05');
    },
  );

  it('labels both ends when daylight saving ends in between', () => {
    const start = zonedTimeToIso('2026-11-01T00:30', 'America/Chicago');
    const end = zonedTimeToIso('2026-11-01T03:00', 'America/Chicago');
    expect(formatZonedWindow(start, end, 'America/Chicago')).toBe('Sun, Nov 1, 12:30 AM CDT – 3:00 AM CST');
  });
});
