// Where a listing is, as geocoding finds it once when its location is written: the point and the parsed place (city,
// state, ZIP, county) that anonymous visitors are shown instead of the typed text (core's `publicLocation`).
import type { Geocoder } from '../geo/geocoder';
import type { ListingPlace } from './properties-repo';

/** The place of a listing's location text; all null when geocoding finds nothing. */
export async function listingPlaceOf(
  geo: Pick<Geocoder, 'geocode' | 'countyOf'>,
  location: string,
): Promise<ListingPlace> {
  const result = await geo.geocode(location);
  if (!result.found) return { lat: null, lng: null, city: null, state: null, zip: null, county: null };
  return {
    lat: result.lat,
    lng: result.lng,
    city: result.city ?? null,
    state: result.state,
    zip: result.zip ?? null,
    county: (await geo.countyOf(result.lat, result.lng)) ?? result.county ?? null,
  };
}
