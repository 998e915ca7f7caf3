// The offline gazetteer behind the GeocodingProvider interface, so an online geocoder can replace it by config.

import type { Gazetteer, GeocodingProvider } from './types';

/** A provider answering from the loaded offline gazetteer (no network). */
export function createOfflineProvider(gazetteer: Gazetteer): GeocodingProvider {
  return {
    suggest: async (text, limit) => gazetteer.suggest(text, limit),
    geocode: async (location) => gazetteer.geocode(location),
    reverse: async (lat, lng) => gazetteer.reverse(lat, lng),
  };
}
