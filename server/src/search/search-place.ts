// The one resolution of a search's location text into a place, shared by GET /properties and saved searches.
import type { Geocoder } from '../geo/geocoder';
import type { PlaceFilter } from './search-properties';

/** What a location text resolved to: the place to filter by and what the search response says about it. */
export type ResolvedPlace =
  | { found: true; place: PlaceFilter; placeName: string; precision: PlaceFilter['precision'] }
  | { found: false };

/** Geocodes a search's location text (non-empty) into the place the listings search filters by. */
export async function resolveSearchPlace(
  geo: Pick<Geocoder, 'geocode'>,
  location: string,
): Promise<ResolvedPlace> {
  const found = await geo.geocode(location);
  if (!found.found) return { found: false };
  return {
    found: true,
    place: {
      precision: found.precision,
      state: found.state,
      city: found.city,
      zip: found.zip,
      county: found.county,
    },
    placeName: found.place_name,
    precision: found.precision,
  };
}
