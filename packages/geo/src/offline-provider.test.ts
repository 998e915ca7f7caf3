import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from './offline-provider';
import type { Gazetteer } from './types';

const dallas = { place_name: 'Dallas, TX', kind: 'city', lat: 32.78, lng: -96.8, state: 'TX' } as const;
const stub: Gazetteer = {
  suggest: (text, limit = 5) => (text === 'dal' ? [dallas].slice(0, limit) : []),
  geocode: (location) =>
    location === 'Dallas, TX'
      ? { found: true, precision: 'city', place_name: 'Dallas, TX', lat: 32.78, lng: -96.8, state: 'TX' }
      : { found: false, reason: 'unknown' },
  reverse: (lat) =>
    lat > 0
      ? { place_name: 'Dallas, TX', city: 'Dallas', state: 'TX', lat: 32.78, lng: -96.8, distance_miles: 0 }
      : null,
  countyOf: () => null,
  states: () => [],
  counties: () => [],
};

describe('createOfflineProvider', () => {
  it('answers with the gazetteer, asynchronously', async () => {
    const provider = createOfflineProvider(stub);
    await expect(provider.suggest('dal')).resolves.toEqual([dallas]);
    await expect(provider.suggest('dal', 0)).resolves.toEqual([]);
    await expect(provider.geocode('Dallas, TX')).resolves.toMatchObject({ found: true, precision: 'city' });
    await expect(provider.geocode('Atlantis')).resolves.toEqual({ found: false, reason: 'unknown' });
    await expect(provider.reverse(32.78, -96.8)).resolves.toMatchObject({ place_name: 'Dallas, TX' });
    await expect(provider.reverse(-10, 0)).resolves.toBeNull();
  });
});
