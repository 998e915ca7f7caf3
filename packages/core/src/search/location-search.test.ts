import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldSearchLocation } from './location-search';

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
