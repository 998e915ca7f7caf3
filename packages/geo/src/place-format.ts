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

const withCounty = (suggestion: Suggestion, county: string | undefined): Suggestion =>
  county === undefined ? suggestion : { ...suggestion, county };

/** The suggestion for a place, county or state. */
export function entitySuggestion({ entities }: SearchContext, entity: number): Suggestion {
  const kind = entities.kind(entity);
  const base: Suggestion = {
    place_name: entities.placeName(entity),
    kind,
    lat: entities.lat(entity),
    lng: entities.lng(entity),
    state: US_STATES[entities.state(entity)]?.code ?? '',
  };
  if (kind === 'city')
    return withCounty({ ...base, city: entities.name(entity) }, entities.countyName(entity));
  if (kind === 'county') return withCounty(base, entities.countyName(entity));
  return base;
}

/** The suggestion for a ZIP code: "City, ST 12345" with the ZIP's own centroid. */
export function zipSuggestion({ data, zips }: SearchContext, zip: number): Suggestion {
  const code = zips.code(zip);
  const place = data.zips.places[zip] ?? -1;
  const city = place >= 0 ? (data.places.names[place] ?? '') : '';
  const state = US_STATES[place >= 0 ? (data.places.states[place] ?? -1) : -1]?.code ?? '';
  const county = data.zips.counties[zip] ?? -1;
  return withCounty(
    {
      place_name: `${city}, ${state} ${code}`,
      kind: 'zip',
      lat: data.zips.lat[zip] ?? Number.NaN,
      lng: data.zips.lng[zip] ?? Number.NaN,
      state,
      city,
      zip: code,
    },
    county >= 0 ? data.counties.names[county] : undefined,
  );
}
