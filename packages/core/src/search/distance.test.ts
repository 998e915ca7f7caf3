import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDistance,
  distanceMiles,
  distanceOrUnknown,
  formatDistance,
  type LatLng,
  searchDistanceMiles,
  searchDistanceSquared,
  showDistanceBadge,
  UNKNOWN_DISTANCE,
} from './distance';

const austin = { lat: 30.2672, lng: -97.7431 };
const dallas = { lat: 32.7767, lng: -96.797 };
const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMiles', () => {
  it('measures great-circle miles with an earth radius of 3959, to 0.1 mile', () => {
    expect(distanceMiles(austin, dallas)).toBe(182.1);
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBe(69.1);
    expect(distanceMiles(austin, austin)).toBe(0);
  });

  it('is symmetric, never negative, never more than half the circumference, and rounded to 0.1', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b);
        expect(d).toBe(distanceMiles(b, a));
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.round(Math.PI * 3959 * 10) / 10);
        expect(Math.abs(d * 10 - Math.round(d * 10))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('distanceOrUnknown', () => {
  it('is 9999 when a point is missing or unreadable', () => {
    expect(distanceOrUnknown(null, dallas)).toBe(UNKNOWN_DISTANCE);
    expect(distanceOrUnknown(austin, undefined)).toBe(UNKNOWN_DISTANCE);
    expect(distanceOrUnknown(austin, { lat: Number.NaN, lng: 0 })).toBe(UNKNOWN_DISTANCE);
    expect(distanceOrUnknown(austin, dallas)).toBe(182.1);
  });
});

describe('compareDistance', () => {
  it('sorts nearest first and every unknown distance last', () => {
    const sorted = [UNKNOWN_DISTANCE, 12.5, null, 3, Number.NaN, 0].sort(compareDistance);
    expect(sorted.slice(0, 3)).toEqual([0, 3, 12.5]);
    expect(sorted.slice(3).every((d) => !showDistanceBadge(d))).toBe(true);
  });

  it('puts every known distance before every unknown one, in ascending order', () => {
    const distance = fc.oneof(
      fc.double({ min: 0, max: 9998.9, noNaN: true }),
      fc.constant(UNKNOWN_DISTANCE),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(distance), (list) => {
        const sorted = [...list].sort(compareDistance);
        const known = sorted.filter(showDistanceBadge) as number[];
        expect(sorted.slice(0, known.length)).toEqual(known);
        expect(known).toEqual([...known].sort((a, b) => a - b));
      }),
    );
  });
});

describe('showDistanceBadge and formatDistance', () => {
  it('show the badge only below 9999', () => {
    expect(showDistanceBadge(9998.9)).toBe(true);
    expect(showDistanceBadge(UNKNOWN_DISTANCE)).toBe(false);
    expect(showDistanceBadge(10_000)).toBe(false);
    expect(showDistanceBadge(null)).toBe(false);
  });

  it('format miles with one decimal, and nothing when unknown', () => {
    expect(formatDistance(182.1)).toBe('182.1 mi');
    expect(formatDistance(3)).toBe('3.0 mi');
    expect(formatDistance(UNKNOWN_DISTANCE)).toBe('');
  });

  it('format every pair of real points as a badge or as nothing, consistently', () => {
    fc.assert(
      fc.property(point, point, (a: LatLng, b: LatLng) => {
        const d = distanceOrUnknown(a, b);
        expect(formatDistance(d) === '').toBe(!showDistanceBadge(d));
      }),
    );
  });
});

describe('searchDistanceMiles', () => {
  it('is the square root of the measure a search orders by, so nearest first never shows a longer one first', () => {
    const from = { lat: 32.697, lng: -96.877 };
    const points = Array.from({ length: 400 }, (_, i) => ({
      lat: 32 + (i % 20) * 0.1,
      lng: -97.5 + Math.floor(i / 20) * 0.1,
    }));
    const shown = points
      .sort((a, b) => searchDistanceSquared(from, a) - searchDistanceSquared(from, b))
      .map((point) => searchDistanceMiles(from, point));
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]!);
  });

  it('agrees with the great-circle distance within 0.1 mile nearby', () => {
    const from = { lat: 32.777, lng: -96.797 };
    for (const to of [
      { lat: 32.79, lng: -96.78 },
      { lat: 32.7, lng: -96.9 },
      { lat: 33.1, lng: -96.5 },
    ]) {
      expect(Math.abs(searchDistanceMiles(from, to) - distanceMiles(from, to))).toBeLessThanOrEqual(0.1);
    }
  });
});
