// The geocoding the server uses: the offline US gazetteer of @dealloop/geo by default, behind one interface.
import type {
  CountyInfo,
  CountyRef,
  GeocodeResult,
  GeocodingProvider,
  Place,
  StateInfo,
  Suggestion,
} from '@dealloop/geo';

/** What the server asks of geocoding; all answers come from data shipped with the app unless configured. */
export interface Geocoder {
  suggest(text: string, limit: number): Promise<Suggestion[]>;
  geocode(location: string): Promise<GeocodeResult>;
  reverse(lat: number, lng: number): Promise<Place | null>;
  /** The county containing the point, by its polygon; null outside the US. */
  countyOf(lat: number, lng: number): Promise<string | null>;
  /** Every county of the offline gazetteer with its FIPS code and centroid (for maps). */
  counties(): CountyInfo[];
  /** The covered states (50 states, DC and Puerto Rico) by USPS code. */
  states(): StateInfo[];
}

/** What the offline gazetteer gives besides geocoding: counties and states. */
export interface CountyGazetteer {
  countyOf(lat: number, lng: number): CountyRef | null;
  counties(): CountyInfo[];
  states(): StateInfo[];
}

/** Location texts whose answers are remembered (searches and saved searches geocode the same few again and again). */
const REMEMBERED_LOCATIONS = 2000;

/**
 * The provider's geocode, remembering the latest answers by location text (the oldest is forgotten first): a
 * place does not move while the server runs. A failed call (an online provider's error) is not remembered.
 */
function rememberedGeocode(geocode: GeocodingProvider['geocode']): Geocoder['geocode'] {
  const answers = new Map<string, Promise<GeocodeResult>>();
  return (location) => {
    const known = answers.get(location);
    if (known) {
      answers.delete(location);
      answers.set(location, known);
      return known;
    }
    const answer = geocode(location);
    if (answers.size >= REMEMBERED_LOCATIONS) answers.delete(answers.keys().next().value!);
    answers.set(location, answer);
    answer.catch(() => answers.delete(location));
    return answer;
  };
}

/** A Geocoder over a provider, with counties and states from the offline gazetteer. */
export function createGeocoder(provider: GeocodingProvider, gazetteer: CountyGazetteer): Geocoder {
  return {
    suggest: (text, limit) => provider.suggest(text, limit),
    geocode: rememberedGeocode((location) => provider.geocode(location)),
    reverse: (lat, lng) => provider.reverse(lat, lng),
    countyOf: async (lat, lng) => gazetteer.countyOf(lat, lng)?.name ?? null,
    counties: () => gazetteer.counties(),
    states: () => gazetteer.states(),
  };
}
