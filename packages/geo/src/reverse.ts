// Reverse geocoding: the populated place a point belongs to. Each place is modelled as a disc whose radius grows
// with its population; a point inside discs belongs to the one it is relatively closest to the centre of (an
// enclave like University Park inside Dallas wins there), a point outside all to the nearest disc edge. Places
// of the state the point lies in come first (midtown Manhattan is New York, NY, not Weehawken, NJ).

import { haversineMiles } from './distance';
import type { SearchContext } from './place-format';
import { openReverseTree } from './reverse-tree';
import type { Place } from './types';
import { US_STATES } from './us-states';

/** Beyond this distance (miles) from every place, a point is outside the gazetteer's reach. */
export const MAX_REVERSE_MILES = 100;

/** Search radii (miles), widened until a place of the point's own state is found. */
const SEARCH_RADII = [10, 30, MAX_REVERSE_MILES];

const MILES_PER_DEGREE_LAT = 69.09;

/** Rough radius (miles) of a place of this population: 0.006 * sqrt(population), at least 0.5, at most 10. */
export function placeRadiusMiles(population: number): number {
  return Math.min(10, Math.max(0.5, 0.006 * Math.sqrt(population)));
}

/** Builds reverse(lat, lng). */
export function createReverse(context: SearchContext): (lat: number, lng: number) => Place | null {
  const { data, locator } = context;
  const { places } = data;
  const { tree, places: candidates } = openReverseTree(context.reverse);

  // Below 0 inside the place's disc (-1 at its centre), else the miles to the disc's edge.
  const score = (miles: number, place: number): number => {
    const radius = placeRadiusMiles(places.population[place]!);
    return miles < radius ? miles / radius - 1 : miles - radius;
  };

  return (lat, lng) => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return null;
    const county = locator.locate(lng, lat);
    const pointState = county >= 0 ? data.counties.states[county]! : -1;
    for (const searchMiles of SEARCH_RADII) {
      const dLat = searchMiles / MILES_PER_DEGREE_LAT;
      const dLng = searchMiles / (MILES_PER_DEGREE_LAT * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
      let best = -1;
      let bestScore = Number.POSITIVE_INFINITY;
      let bestMiles = 0;
      let bestInState = false;
      for (const id of tree.range(lng - dLng, lat - dLat, lng + dLng, lat + dLat)) {
        const place = candidates[id]!;
        const miles = haversineMiles(lat, lng, places.lat[place]!, places.lng[place]!);
        if (miles > searchMiles) continue;
        const inState = places.states[place] === pointState;
        const placeScore = score(miles, place);
        if ((inState && !bestInState) || (inState === bestInState && placeScore < bestScore)) {
          best = place;
          bestScore = placeScore;
          bestMiles = miles;
          bestInState = inState;
        }
      }
      if (best < 0 || (!bestInState && pointState >= 0 && searchMiles < MAX_REVERSE_MILES)) continue;
      const placeCounty = places.counties[best]!;
      const state = US_STATES[places.states[best]!]?.code ?? '';
      const name = places.names[best] ?? '';
      return {
        place_name: `${name}, ${state}`,
        city: name,
        state,
        ...(placeCounty >= 0 ? { county: data.counties.names[placeCounty] ?? '' } : {}),
        lat: places.lat[best]!,
        lng: places.lng[best]!,
        distance_miles: Math.round(bestMiles * 10) / 10,
      };
    }
    return null;
  };
}
