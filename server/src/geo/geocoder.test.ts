import type { GeocodeResult, GeocodingProvider } from '@dealloop/geo';
import { describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder';

const dallas: GeocodeResult = {
  found: true,
  lat: 32.78,
  lng: -96.8,
  precision: 'city',
  place_name: 'Dallas, TX',
  state: 'TX',
  city: 'Dallas',
  county: 'Dallas County',
};

/** A provider counting its geocode calls; `fail` makes the next call reject. */
function countingProvider() {
  const calls: string[] = [];
  let fail = false;
  const provider = {
    suggest: async () => [],
    reverse: async () => null,
    async geocode(location: string) {
      calls.push(location);
      if (fail) {
        fail = false;
        throw new Error('provider unavailable');
      }
      return dallas;
    },
  } as unknown as GeocodingProvider;
  return { provider, calls, failNext: () => (fail = true) };
}
const gazetteer = { countyOf: () => null, counties: () => [], states: () => [] };

describe('createGeocoder', () => {
  it('asks the provider once per location text and answers repeats from memory', async () => {
    const { provider, calls } = countingProvider();
    const geo = createGeocoder(provider, gazetteer);
    expect(await geo.geocode('Dallas, TX')).toEqual(dallas);
    expect(await geo.geocode('Dallas, TX')).toEqual(dallas);
    expect(await geo.geocode('Austin, TX')).toEqual(dallas);
    expect(calls).toEqual(['Dallas, TX', 'Austin, TX']);
  });

  it('does not remember a failed call: the next one asks the provider again', async () => {
    const { provider, calls, failNext } = countingProvider();
    const geo = createGeocoder(provider, gazetteer);
    failNext();
    await expect(geo.geocode('Dallas, TX')).rejects.toThrow('provider unavailable');
    expect(await geo.geocode('Dallas, TX')).toEqual(dallas);
    expect(calls).toEqual(['Dallas, TX', 'Dallas, TX']);
  });

  it('forgets the least recently used text beyond 2,000', async () => {
    const { provider, calls } = countingProvider();
    const geo = createGeocoder(provider, gazetteer);
    await geo.geocode('first');
    for (let n = 0; n < 1999; n++) await geo.geocode(`place ${n}`);
    await geo.geocode('first'); // used again: now the most recent
    await geo.geocode('one more'); // pushes out "place 0", the least recent
    calls.length = 0;
    await geo.geocode('first');
    await geo.geocode('place 0');
    expect(calls).toEqual(['place 0']);
  });
});
