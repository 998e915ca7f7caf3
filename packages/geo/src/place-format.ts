// Turns entities and ZIP codes into suggestions: readable place names ("Dallas, TX", "New York, NY 10001").

import type { CountyLocator } from './county-locator';
import type { Entities, GazetteerData } from './gazetteer-data';
import type { GeoIndex } from './index-format';
import type { NameIndex } from './name-index';
import type { Suggestion } from './types';
import { US_STATES } from './us-states';
import type { ZipTable } from './zip-table';

/** Everything the search functions read. */
export interface SearchContext {
  data: GazetteerData;
  locator: CountyLocator;
  entities: Entities;
  names: NameIndex;
  zips: ZipTable;
  reverse: GeoIndex['reverse'];
}

/** The suggestion for a place, county or state (built without copies: suggest() makes many). */
export function entitySuggestion({ entities }: SearchContext, entity: number): Suggestion {
  const kind = entities.kind(entity);
  const place_name = entities.placeName(entity);
  const lat = entities.lat(entity);
  const lng = entities.lng(entity);
  const state = US_STATES[entities.state(entity)]?.code ?? '';
  if (kind === 'state') return { place_name, kind, lat, lng, state };
  const county = entities.countyName(entity);
  if (kind === 'county') {
    return county === undefined
      ? { place_name, kind, lat, lng, state }
      : { place_name, kind, lat, lng, state, county };
  }
  const city = entities.name(entity);
  return county === undefined
    ? { place_name, kind, lat, lng, state, city }
    : { place_name, kind, lat, lng, state, city, county };
}

/** The suggestion for a ZIP code: "City, ST 12345" with the ZIP's own centroid. */
export function zipSuggestion({ data, zips }: SearchContext, zip: number): Suggestion {
  const code = zips.code(zip);
  const place = data.zips.places[zip] ?? -1;
  const city = place >= 0 ? (data.places.names[place] ?? '') : '';
  const state = US_STATES[place >= 0 ? (data.places.states[place] ?? -1) : -1]?.code ?? '';
  const countyIndex = data.zips.counties[zip] ?? -1;
  const county = countyIndex >= 0 ? data.counties.names[countyIndex] : undefined;
  const place_name = `${city}, ${state} ${code}`;
  const lat = data.zips.lat[zip] ?? Number.NaN;
  const lng = data.zips.lng[zip] ?? Number.NaN;
  return county === undefined
    ? { place_name, kind: 'zip', lat, lng, state, city, zip: code }
    : { place_name, kind: 'zip', lat, lng, state, city, zip: code, county };
}
