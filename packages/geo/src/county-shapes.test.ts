import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShapes, encodeShapes, flattenPolygons, type PolygonRings } from './county-shapes';

const transform = { scale: [0.001, 0.0005] as [number, number], translate: [-180, -20] as [number, number] };
const onGrid = (x: number, y: number) => [x * 0.001 - 180, y * 0.0005 - 20];

describe('flattenPolygons', () => {
  it('lays rings out county after county', () => {
    const square = [onGrid(0, 0), onGrid(0, 1), onGrid(1, 1), onGrid(0, 0)];
    const flat = flattenPolygons([[[square, square]], [], [[square], [square]]]);
    expect([...flat.countyRingStarts]).toEqual([0, 2, 2, 4]);
    expect([...flat.ringStarts]).toEqual([0, 4, 8, 12, 16]);
    expect(flat.coordinates).toHaveLength(32);
  });
});

describe('shape encoding', () => {
  it('round-trips any outline on the grid', () => {
    const point = fc.tuple(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 150_000 }));
    const ring = fc
      .array(point, { minLength: 4, maxLength: 8 })
      .map((points) => points.map(([x, y]) => onGrid(x, y)));
    const counties = fc.array(fc.array(fc.array(ring, { minLength: 1, maxLength: 2 }), { maxLength: 2 }), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(counties, (polygons: PolygonRings[][]) => {
        const flat = flattenPolygons(polygons);
        const decoded = decodeShapes(encodeShapes(flat, transform));
        expect(decoded.ringStarts).toEqual(flat.ringStarts);
        expect(decoded.countyRingStarts).toEqual(flat.countyRingStarts);
        flat.coordinates.forEach((value, i) => {
          expect(decoded.coordinates[i]).toBeCloseTo(value, 9);
        });
      }),
    );
  });

  it('stores the points on the integer grid', () => {
    const flat = flattenPolygons([[[[onGrid(100, 200), onGrid(101, 199), onGrid(100, 200)]]]]);
    expect([...encodeShapes(flat, transform).coordinates]).toEqual([100, 200, 101, 199, 100, 200]);
  });
});
