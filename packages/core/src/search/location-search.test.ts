import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEOLOCATION_OPTIONS, LOCATION_SEARCH, shouldSearchLocation } from './location-search';

describe('shouldSearchLocation', () => {
  it('searches from 2 characters on', () => {
    expect(shouldSearchLocation('Au')).toBe(true);
    expect(shouldSearchLocation('Austin')).toBe(true);
    expect(shouldSearchLocation('A')).toBe(false);
    expect(shouldSearchLocation('')).toBe(false);
  });

  it('never searches blank text, whatever its length', () => {
    expect(shouldSearchLocation('     ')).toBe(false);
    expect(shouldSearchLocation(' A ')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(shouldSearchLocation(blank)).toBe(false);
      }),
    );
  });
});

describe('location search constants', () => {
  it('match the search box rules of docs/product/search.md', () => {
    expect(LOCATION_SEARCH).toEqual({ minLength: 2, debounceMs: 300, blurCloseMs: 200 });
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(LOCATION_SEARCH)).toBe(true);
  });
});
