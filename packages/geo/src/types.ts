// Public types of @dealloop/geo: suggestions, geocoding results, places, counties and the provider interface.

/** What a suggestion or a geocoding result points at. */
export type PlaceKind = 'city' | 'zip' | 'county' | 'state';

/** How precise a geocoding result is (street-level precision is impossible offline). */
export type GeocodePrecision = 'zip' | 'city' | 'county' | 'state';

/**
 * A location-box suggestion. `place_name` is readable and geocodes back to the same point:
 * "Dallas, TX", "New York, NY 10001", "Cook County, IL", "Texas".
 */
export interface Suggestion {
  place_name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** Two-letter USPS code. */
  state: string;
  city?: string;
  zip?: string;
  /** County display name, e.g. "Cook County", "Orleans Parish". */
  county?: string;
}

/** A successful geocoding: the most precise part of the text that could be matched. */
export interface GeocodeMatch {
  found: true;
  lat: number;
  lng: number;
  precision: GeocodePrecision;
  /** The matched place as a suggestion would name it. */
  place_name: string;
  state: string;
  city?: string;
  zip?: string;
  county?: string;
}

/** A failed geocoding, with a short human-readable reason. */
export interface GeocodeMiss {
  found: false;
  reason: string;
}

/** The result of geocoding free text. */
export type GeocodeResult = GeocodeMatch | GeocodeMiss;

/** The populated place nearest a point (reverse geocoding). */
export interface Place {
  /** "City, ST", e.g. "New York, NY". */
  place_name: string;
  city: string;
  state: string;
  county?: string;
  /** The place's own coordinates (not the point asked about). */
  lat: number;
  lng: number;
  /** Great-circle distance in miles from the point asked about to the place. */
  distance_miles: number;
}

/** The county containing a point. */
export interface CountyRef {
  /** Display name, e.g. "Cook County". */
  name: string;
  /** Two-letter USPS code. */
  state: string;
  /** Five-digit Census FIPS code, e.g. "17031". */
  fips: string;
}

/** A county with its centroid, for maps. */
export interface CountyInfo extends CountyRef {
  lat: number;
  lng: number;
}

/** A covered state, district or territory. */
export interface StateInfo {
  code: string;
  name: string;
}

/** The offline gazetteer, loaded once per process with loadGazetteer(). All calls are synchronous. */
export interface Gazetteer {
  /**
   * Cities, ZIP codes, counties and states for a location box, best first, at most `limit` (default 5).
   * Text shorter than 2 letters or digits (after dropping blanks and punctuation) gives [].
   */
  suggest(text: string, limit?: number): Suggestion[];
  /** Geocodes free text: a valid ZIP wins, then city and state, then county and state, then the state. */
  geocode(location: string): GeocodeResult;
  /** The nearest populated place, or null when none lies within about 100 miles (outside the US). */
  reverse(lat: number, lng: number): Place | null;
  /** The county containing a point (points just off the generalized coastline snap to it), or null. */
  countyOf(lat: number, lng: number): CountyRef | null;
  /** The covered states: 50 states, DC and Puerto Rico, by code. */
  states(): StateInfo[];
  /** Every covered county with its centroid, by FIPS code. */
  counties(): CountyInfo[];
}

/** A geocoding service the server calls; the offline gazetteer is one, an online geocoder can be another. */
export interface GeocodingProvider {
  suggest(text: string, limit?: number): Promise<Suggestion[]>;
  geocode(location: string): Promise<GeocodeResult>;
  reverse(lat: number, lng: number): Promise<Place | null>;
}
