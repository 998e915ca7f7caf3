// The varied requests `pnpm bench` sends: listing searches and location suggestions drawn deterministically from
// the places the demo listings are in, so no cache keyed on the exact request can stand in for the work.
import { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS, PROPERTY_TYPES, type PropertyType } from '@dealloop/core';
import type { Gazetteer } from '@dealloop/geo';
import { Random } from '../src/seed/demo-listings';
import { resolveDemoPlaces } from '../src/seed/demo-places';

/** How many different requests of each kind one run cycles through. */
export const VARIED_REQUESTS = 4000;

const RADII_MILES = [5, 10, 15, 25, 50] as const;
const MILES_PER_DEGREE = 69;
/** Types buyers filter on, weighted roughly as the listings are (single-family homes first). */
const TYPE_WEIGHTS: readonly (readonly [PropertyType, number])[] = [
  ['single_family', 6],
  ['multi_family', 2],
  ['townhouse', 1],
  ['condo', 1],
  ['land', 1],
  ['mobile_home', 1],
  ['commercial', 1],
];

/** A price range as the filter offers it: a minimum and a maximum of its options, minimum below maximum. */
function priceRange(random: Random): { minPrice?: number; maxPrice?: number } {
  const min = random.pick(MIN_PRICE_OPTIONS).value;
  const max = random.pick(MAX_PRICE_OPTIONS.filter((o) => o.value === null || o.value > (min ?? 0))).value;
  return { ...(min !== null && { minPrice: min }), ...(max !== null && { maxPrice: max }) };
}

/**
 * Search paths: a city (or one of its ZIP codes), the searcher's position a few miles from it, a radius, a price
 * range, one or two property types, sorted by distance, 20 a page. Busy metros come up as often as they have
 * listings.
 */
export function searchPaths(gazetteer: Gazetteer, count = VARIED_REQUESTS, seed = 1): string[] {
  const random = new Random(seed);
  const { cities } = resolveDemoPlaces(gazetteer);
  const pickCity = Random.weightedTable(cities.map((city) => [city, city.weight] as const));
  const pickType = Random.weightedTable(TYPE_WEIGHTS);
  const paths: string[] = [];
  while (paths.length < count) {
    const city = pickCity(random);
    const zip = random.chance(0.2) ? random.pick(city.whole.zips) : null;
    const location = zip?.zip ? `${city.city}, ${city.state} ${zip.zip}` : `${city.city}, ${city.state}`;
    const center = zip ?? random.pick(city.whole.zips);
    const offset = random.float(0, 5) / MILES_PER_DEGREE;
    const angle = random.float(0, 2 * Math.PI);
    const lat = center.lat + offset * Math.sin(angle);
    const lng = center.lng + (offset * Math.cos(angle)) / Math.cos((center.lat * Math.PI) / 180);
    const types = new Set([pickType(random)]);
    if (random.chance(0.25)) types.add(random.pick(PROPERTY_TYPES));
    const query = new URLSearchParams({
      location,
      lat: lat.toFixed(5),
      lng: lng.toFixed(5),
      radius: String(random.pick(RADII_MILES)),
      ...Object.fromEntries(Object.entries(priceRange(random)).map(([k, v]) => [k, String(v)])),
      type: [...types].join(','),
      sort: 'distance',
      limit: '20',
    });
    paths.push(`/api/v1/properties?${query}`);
  }
  return paths;
}

/**
 * Suggestion queries as a location box sends them while someone types: prefixes of city names (2 letters up to
 * the whole name), "City, S" with the state being typed, and ZIP code prefixes.
 */
export function suggestionQueries(gazetteer: Gazetteer, count = VARIED_REQUESTS, seed = 2): string[] {
  const random = new Random(seed);
  const { cities, anywhere } = resolveDemoPlaces(gazetteer);
  const queries: string[] = [];
  while (queries.length < count) {
    const roll = random.next();
    if (roll < 0.15) {
      const zip = random.pick(anywhere).zip ?? '';
      queries.push(zip.slice(0, random.int(2, 5)));
    } else if (roll < 0.3) {
      const city = random.pick(cities);
      queries.push(`${city.city}, ${city.state.slice(0, random.int(1, 2))}`);
    } else {
      const name = roll < 0.65 ? random.pick(cities).city : (random.pick(anywhere).city ?? '');
      const typed = name.slice(0, random.int(2, Math.max(2, name.length)));
      queries.push(random.chance(0.5) ? typed.toLowerCase() : typed);
    }
  }
  return queries;
}
