// The shapes UsMap draws: pins, approximate areas, counties, and what the map focuses on.

/** The colour family of a pin. */
export type MapPinTone = 'primary' | 'accent' | 'cta';

/** A marker on the map. */
export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** The pin's accessible name, also shown beside it on hover and focus (e.g. "$150,000 · Brick ranch"). */
  label: string;
  /**
   * A page the pin opens: the pin is then a link. Without it the pin is a button when `onPinSelect` is set, else
   * a plain marker.
   */
  href?: string;
  /** Default `primary`. */
  tone?: MapPinTone;
}

/** A shaded circle: an approximate area where an exact point must not be shown. */
export interface MapArea {
  id: string;
  lat: number;
  lng: number;
  radiusMiles: number;
}

/** A county of the map, as `onCountySelect` and `countyTitle` receive it. */
export interface MapCounty {
  /** Five-digit Census FIPS code. */
  fips: string;
  /** The bare atlas name ("Cook", not "Cook County"). */
  name: string;
}

/** What the map shows: the whole US, the extent of its pins and areas, or a circle around a place. */
export type MapFocus = 'nation' | 'pins' | { lat: number; lng: number; radiusMiles: number };
