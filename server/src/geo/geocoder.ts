// The geocoding the server uses: the offline US gazetteer of @dealloop/geo by default, behind one interface.
import type { GeocodeResult, GeocodingProvider, Place, Suggestion } from '@dealloop/geo';

/** What the server asks of geocoding; all answers come from data shipped with the app unless configured. */
export interface Geocoder {
  suggest(text: string, limit: number): Promise<Suggestion[]>;
  geocode(location: string): Promise<GeocodeResult>;
  reverse(lat: number, lng: number): Promise<Place | null>;
  /** The county containing the point, by its polygon; null outside the US. */
  countyOf(lat: number, lng: number): Promise<string | null>;
}

/** A Geocoder over a provider, with counties from the offline gazetteer. */
export function createGeocoder(
  provider: GeocodingProvider,
  countyOf: (lat: number, lng: number) => { name: string } | null,
): Geocoder {
  return {
    suggest: (text, limit) => provider.suggest(text, limit),
    geocode: (location) => provider.geocode(location),
    reverse: (lat, lng) => provider.reverse(lat, lng),
    countyOf: async (lat, lng) => countyOf(lat, lng)?.name ?? null,
  };
}
