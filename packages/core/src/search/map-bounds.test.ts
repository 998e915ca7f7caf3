// The map box filter: parsing, refusals (antimeridian included), the box test and the URL form.

import { describe, expect, it } from 'vitest';
import { inMapBounds, MAP_BOUNDS_ERRORS, mapBoundsToParam, parseMapBounds } from './map-bounds';

describe('parseMapBounds', () => {
  it('reads west,south,east,north', () => {
    expect(parseMapBounds('-98.1,30.1,-97.5,30.5')).toEqual({
      ok: true,
      bounds: { west: -98.1, south: 30.1, east: -97.5, north: 30.5 },
    });
  });

  it.each([
    ['', MAP_BOUNDS_ERRORS.format],
    ['1,2,3', MAP_BOUNDS_ERRORS.format],
    ['a,1,2,3', MAP_BOUNDS_ERRORS.format],
    ['1,2,3,4,5', MAP_BOUNDS_ERRORS.format],
    ['1e2,1,2,3', MAP_BOUNDS_ERRORS.format],
    ['-181,0,0,10', MAP_BOUNDS_ERRORS.range],
    ['0,-91,10,0', MAP_BOUNDS_ERRORS.range],
    ['0,20,10,10', MAP_BOUNDS_ERRORS.order],
    ['170,10,-170,20', MAP_BOUNDS_ERRORS.antimeridian],
  ])('refuses %j', (text, message) => {
    expect(parseMapBounds(text)).toEqual({ ok: false, message });
  });
});

describe('inMapBounds', () => {
  const box = { west: -98, south: 30, east: -97, north: 31 };
  it('includes the edges and excludes points outside or missing', () => {
    expect(inMapBounds(box, 30, -98)).toBe(true);
    expect(inMapBounds(box, 30.5, -97.5)).toBe(true);
    expect(inMapBounds(box, 29.99, -97.5)).toBe(false);
    expect(inMapBounds(box, 30.5, -96.9)).toBe(false);
    expect(inMapBounds(box, null, -97.5)).toBe(false);
  });
});

describe('mapBoundsToParam', () => {
  it('rounds to 4 decimals and round-trips', () => {
    const text = mapBoundsToParam({ west: -98.123456, south: 30.1, east: -97.5, north: 30.55555 });
    expect(text).toBe('-98.1235,30.1,-97.5,30.5556');
    expect(parseMapBounds(text).ok).toBe(true);
  });
});
