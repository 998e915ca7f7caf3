import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COORDINATE_SCALE,
  column,
  deserializeIndex,
  type GeoIndex,
  INDEX_VERSION,
  scaleCoordinates,
  serializeIndex,
  unscaleCoordinates,
} from './index-format';

const tinyIndex = (): GeoIndex => ({
  version: INDEX_VERSION,
  sources: { zipcodes: '8.0.0' },
  places: {
    names: ['Dallas', 'Cañon City'],
    aliases: [[0, 'Big D']],
    states: Uint8Array.of(44, 5),
    lat: scaleCoordinates([32.78306, 38.4]),
    lng: scaleCoordinates([-96.80667, -105.2]),
    population: Uint32Array.of(1_300_092, 16_000),
    kinds: Uint8Array.of(0, 0),
    zipCounts: Uint16Array.of(80, 2),
    counties: Int16Array.of(1, -1),
  },
  zips: {
    codes: '75201',
    lat: scaleCoordinates([32.79]),
    lng: scaleCoordinates([-96.8]),
    places: Int32Array.of(0),
    counties: Int16Array.of(1),
  },
  counties: {
    fips: ['48113'],
    names: ['Dallas County'],
    states: Uint8Array.of(44),
    lat: scaleCoordinates([32.77]),
    lng: scaleCoordinates([-96.78]),
    population: Uint32Array.of(2_000_000),
  },
  states: {
    lat: scaleCoordinates([31.5]),
    lng: scaleCoordinates([-99.3]),
    population: Uint32Array.of(20_000_000),
  },
  names: { keys: 'canoncity\ndallas', entities: Int32Array.of(1, 0) },
  shapes: {
    scale: [0.001, 0.0005],
    translate: [-180, -20],
    rings: Uint16Array.of(1),
    points: Uint32Array.of(4),
    coordinates: Int32Array.of(1, 2, 3, 4, 5, 6, 1, 2),
  },
  reverse: { places: Int32Array.of(0, 1), tree: Uint8Array.of(0xdb, 0x17, 64, 0, 2, 0, 0, 0) },
});

describe('index serialization', () => {
  it('round-trips an index, typed arrays included', () => {
    const index = tinyIndex();
    expect(deserializeIndex(serializeIndex(index))).toEqual(index);
  });

  it('reads an index at any byte offset of a larger buffer', () => {
    const bytes = serializeIndex(tinyIndex());
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    expect(deserializeIndex(shifted.subarray(3))).toEqual(tinyIndex());
  });

  it('rejects bytes that are not an index, or cut short', () => {
    expect(() => deserializeIndex(new TextEncoder().encode('{"version":2}'))).toThrow();
    const bytes = serializeIndex(tinyIndex());
    expect(() => deserializeIndex(bytes.subarray(0, bytes.length - 16))).toThrow();
  });
});

describe('columns and coordinates', () => {
  it('round-trips any coordinates to 1e-5 degree', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -180, max: 180, noNaN: true })), (degrees) => {
        const back = unscaleCoordinates(scaleCoordinates(degrees));
        degrees.forEach((value, i) => {
          expect(Math.abs((back[i] ?? Number.NaN) - value)).toBeLessThanOrEqual(
            0.5 / COORDINATE_SCALE + 1e-9,
          );
        });
      }),
    );
  });

  it('refuses values that do not fit the column type', () => {
    expect([...column(Int16Array, [-1, 3220])]).toEqual([-1, 3220]);
    expect(() => column(Int16Array, [40_000])).toThrow(RangeError);
    expect(() => column(Uint8Array, [-1])).toThrow(RangeError);
  });
});

describe('index serialization from a Node Buffer', () => {
  it('copies each array out of the Buffer (whose slice() is a view)', () => {
    const index = tinyIndex();
    expect(deserializeIndex(Buffer.from(serializeIndex(index)))).toEqual(index);
  });
});
