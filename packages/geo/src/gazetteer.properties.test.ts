// Properties of the gazetteer over its whole data: ZIP geocoding, county lookup against d3-geo, suggest limits,
// suggestions that geocode back to themselves, and insensitivity to case and punctuation.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CountyTopology, topologyPolygons } from './county-shapes';
import { createGazetteer } from './gazetteer';
import { decodeTables, type GazetteerData } from './gazetteer-data';
import { type GeoIndex, PLACE_KIND } from './index-format';
import { loadIndex } from './load-gazetteer';
import type { Gazetteer } from './types';
import { US_STATES } from './us-states';

let file: GeoIndex;
let data: GazetteerData;
let gazetteer: Gazetteer;
let zipCount: number;
beforeAll(async () => {
  file = await loadIndex();
  data = decodeTables(file);
  gazetteer = createGazetteer(file);
  zipCount = data.zips.codes.length / 5;
}, 120_000);

const stateCodes = new Set(US_STATES.map((state) => state.code));

/** Any text: plain ASCII, or location-like characters with accents, apostrophes, commas, digits and emoji. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(..."aeiostxdlnrcy AEIOSTX0123456789,,.-'’ʻñéüßÑ\n\t😀", '\u00a0', '\u2009'),
    maxLength: 30,
  }),
);
const zipCode = (zip: number) => data.zips.codes.slice(zip * 5, zip * 5 + 5);

describe('gazetteer properties', () => {
  it('geocodes every ZIP code to its own coordinates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: zipCount - 1 }), (zip) => {
        const result = gazetteer.geocode(zipCode(zip));
        expect(result).toMatchObject({ found: true, precision: 'zip', zip: zipCode(zip) });
        if (!result.found) return;
        expect(result.lat).toBeCloseTo(data.zips.lat[zip]!, 5);
        expect(result.lng).toBeCloseTo(data.zips.lng[zip]!, 5);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the county of every county centroid that d3-geo places inside the us-atlas outline', () => {
    const atlas = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('us-atlas/counties-10m.json'), 'utf8'),
    ) as CountyTopology;
    const byFips = new Map(atlas.objects.counties.geometries.map((geometry) => [geometry.id, geometry]));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: data.counties.fips.length - 1 }), (county) => {
        const lat = data.counties.lat[county]!;
        const lng = data.counties.lng[county]!;
        const geometry = byFips.get(data.counties.fips[county]!);
        const [outline] = geometry ? topologyPolygons(atlas, [geometry]) : [];
        fc.pre(
          geoContains({ type: 'MultiPolygon', coordinates: (outline ?? []) as number[][][][] }, [lng, lat]),
        );
        expect(gazetteer.countyOf(lat, lng)?.fips).toBe(data.counties.fips[county]);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on any text and never returns more than the limit', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY)),
        (text, limit) => {
          const found = gazetteer.suggest(text, limit);
          expect(found.length).toBeLessThanOrEqual(Number.isNaN(limit) ? 5 : Math.max(0, limit));
          for (const suggestion of found) expect(stateCodes.has(suggestion.state)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws on any text when geocoding, and answers with a covered state and real coordinates', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = gazetteer.geocode(text);
        if (!result.found) {
          expect(result.reason.length).toBeGreaterThan(0);
          return;
        }
        expect(stateCodes.has(result.state)).toBe(true);
        expect(Math.abs(result.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(result.lng)).toBeLessThanOrEqual(180);
      }),
      { numRuns: 1000 },
    );
  });

  it('geocodes every suggestion back to the same point and kind', () => {
    const placeNames = data.places.names;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: placeNames.length - 1 }),
        fc.integer({ min: 2, max: 12 }),
        (place, length) => {
          for (const suggestion of gazetteer.suggest(placeNames[place]!.slice(0, length), 10)) {
            const result = gazetteer.geocode(suggestion.place_name);
            expect(result, suggestion.place_name).toMatchObject({
              found: true,
              precision: suggestion.kind,
              lat: suggestion.lat,
              lng: suggestion.lng,
              state: suggestion.state,
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('suggests the same places whatever the case, spacing and punctuation', () => {
    const placeNames = data.places.names;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: placeNames.length - 1 }),
        fc.constantFrom(' ', '  ', '-', '.', ', ', '/'),
        fc.boolean(),
        (place, separator, upper) => {
          const name = placeNames[place]!;
          const variant = name.split(' ').join(separator === ', ' ? ' ' : separator);
          const cased = upper ? variant.toUpperCase() : variant.toLowerCase();
          expect(gazetteer.suggest(cased)).toEqual(gazetteer.suggest(name));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reverse-geocodes a town from its own point, when the point lies in its own state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: data.places.names.length - 1 }), (place) => {
        fc.pre(data.places.kinds[place] === PLACE_KIND.city);
        const lat = data.places.lat[place]!;
        const lng = data.places.lng[place]!;
        const state = US_STATES[data.places.states[place]!]?.code;
        fc.pre(gazetteer.countyOf(lat, lng)?.state === state);
        const found = gazetteer.reverse(lat, lng);
        expect(found?.distance_miles).toBe(0);
        expect(found?.state).toBe(state);
      }),
      { numRuns: 1000 },
    );
  });
});
