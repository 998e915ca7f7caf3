import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCountyLocator } from './county-locator';
import { flattenPolygons, type PolygonRings } from './county-shapes';

const square = (x: number, y: number, size: number): number[][] => [
  [x, y],
  [x, y + size],
  [x + size, y + size],
  [x + size, y],
  [x, y],
];

// County 0: a 2x2 degree square with a 1x1 hole; county 1: the hole; county 2: two islands far apart.
const counties: PolygonRings[][] = [
  [[square(-100, 30, 2), square(-99.5, 30.5, 1)]],
  [[square(-99.5, 30.5, 1)]],
  [[square(-120, 40, 0.1)], [square(-70, 40, 0.1)]],
];
const locator = createCountyLocator(flattenPolygons(counties));

describe('createCountyLocator', () => {
  it('finds the polygon containing a point, holes included', () => {
    expect(locator.locate(-99.8, 30.2)).toBe(0);
    expect(locator.locate(-99, 31)).toBe(1);
    expect(locator.locate(-119.95, 40.05)).toBe(2);
    expect(locator.locate(-69.95, 40.05)).toBe(2);
    expect(locator.locate(-90, 35)).toBe(-1);
    expect(locator.locate(Number.NaN, 30)).toBe(-1);
    expect(locator.locate(500, 30)).toBe(-1);
  });

  it('answers like a brute-force even-odd test for any point', () => {
    const inside = (ring: number[][], x: number, y: number) => {
      let result = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
      }
      return result;
    };
    fc.assert(
      fc.property(
        fc.double({ min: -101, max: -97, noNaN: true }),
        fc.double({ min: 29, max: 33, noNaN: true }),
        (x, y) => {
          const expected = counties.findIndex((polygons) =>
            polygons.some(
              (rings) => rings.filter((ring) => inside(ring as number[][], x, y)).length % 2 === 1,
            ),
          );
          expect(locator.locate(x, y)).toBe(expected);
        },
      ),
    );
  });

  it('snaps a point just outside to the nearest county within the distance given', () => {
    expect(locator.nearest(-100.01, 31, 5)).toBe(0);
    expect(locator.nearest(-100.5, 31, 5)).toBe(-1);
    expect(locator.nearest(-100.01, 31, 5, (county) => county !== 0)).toBe(-1);
  });

  it('reports bounding boxes and containment', () => {
    expect(locator.bbox(0)).toEqual([-100, 30, -98, 32]);
    expect(locator.contains(1, -99, 31)).toBe(true);
    expect(locator.contains(0, -99, 31)).toBe(false);
    expect(locator.contains(7, -99, 31)).toBe(false);
  });
});
