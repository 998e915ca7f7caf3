// Assembles the Gazetteer from a decoded index: suggest, geocode, reverse, countyOf, states and counties.

import { createCountyLocator } from './county-locator';
import { decodeShapes } from './county-shapes';
import { decodeTables, Entities } from './gazetteer-data';
import { geocodeLocation } from './geocode';
import type { GeoIndex } from './index-format';
import { createNameIndex } from './name-index';
import type { SearchContext } from './place-format';
import { createReverse } from './reverse';
import { suggestPlaces } from './suggest';
import type { CountyInfo, CountyRef, Gazetteer, StateInfo } from './types';
import { US_STATES } from './us-states';
import { createZipTable } from './zip-table';

/**
 * How far (miles) off the county outlines countyOf() still answers with the nearest county: us-atlas outlines are
 * generalized (1:10,000,000), so barrier islands and small bays can fall just outside. 5 miles covers nine in
 * ten of the ZIP centroids that do.
 */
export const COUNTY_SNAP_MILES = 5;

/** Builds a gazetteer from an index file's contents (no file system or network: usable anywhere). */
export function createGazetteer(file: GeoIndex): Gazetteer {
  const data = decodeTables(file);
  const locator = createCountyLocator(decodeShapes(file.shapes));
  const entities = new Entities(data);
  const context: SearchContext = {
    data,
    locator,
    entities,
    names: createNameIndex(file.names),
    zips: createZipTable(data),
    reverse: file.reverse,
  };
  const reverse = createReverse(context);
  const countyRef = (county: number): CountyRef => ({
    name: data.counties.names[county] ?? '',
    state: US_STATES[data.counties.states[county] ?? -1]?.code ?? '',
    fips: data.counties.fips[county] ?? '',
  });
  const stateList: StateInfo[] = US_STATES.map(({ code, name }) => ({ code, name }));
  const countyList: CountyInfo[] = data.counties.fips.map((_, county) => ({
    ...countyRef(county),
    lat: data.counties.lat[county] ?? Number.NaN,
    lng: data.counties.lng[county] ?? Number.NaN,
  }));

  return {
    suggest: (text, limit = 5) => suggestPlaces(context, text, limit),
    geocode: (location) => geocodeLocation(context, location),
    reverse,
    countyOf(lat, lng) {
      let county = locator.locate(lng, lat);
      if (county < 0) county = locator.nearest(lng, lat, COUNTY_SNAP_MILES);
      return county >= 0 ? countyRef(county) : null;
    },
    states: () => stateList.map((state) => ({ ...state })),
    counties: () => countyList.map((county) => ({ ...county })),
  };
}
