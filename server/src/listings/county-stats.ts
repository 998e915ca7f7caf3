// Public listings per county for the counties map: one aggregate query, joined to the gazetteer's counties.

import type {
  CountyReportView as CountyListingReport,
  CountyStatsView as CountyListingStats,
} from '@dealloop/contract';
import type { CountyInfo, StateInfo } from '@dealloop/geo';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { publiclyVisible } from './visible-property';

/** Counties and states by the keys listings carry; built once from the gazetteer's lists. */
export interface CountyDirectory {
  county(state: string, name: string): CountyInfo | undefined;
  stateName(code: string): string;
}

/** Indexes the gazetteer's counties by state and display name (the pair stored on every listing). */
export function createCountyDirectory(counties: readonly CountyInfo[], states: readonly StateInfo[]) {
  const byKey = new Map(counties.map((county) => [`${county.state}|${county.name}`, county]));
  const stateNames = new Map(states.map((state) => [state.code, state.name]));
  return {
    county: (state, name) => byKey.get(`${state}|${name}`),
    stateName: (code) => stateNames.get(code) ?? code,
  } satisfies CountyDirectory;
}

/**
 * Counts public listings per (state, county) in one GROUP BY over the `properties_public_county` index, then
 * names each group from the gazetteer. Rows without a county, or with one the gazetteer does not know, are
 * counted as unplaced.
 */
export async function countyListingReport(
  db: Kysely<Database>,
  directory: CountyDirectory,
): Promise<CountyListingReport> {
  const rows = await db
    .selectFrom('properties')
    .select((eb) => [
      'state',
      'county',
      eb.fn.countAll<number | string>().as('public_listings'),
      eb.fn
        .sum<number | string>(sql<number>`case when status = 'active' then 1 else 0 end`)
        .as('active_listings'),
      eb.fn.avg<number | string>('price').as('average_price'),
    ])
    .where(publiclyVisible)
    .groupBy(['state', 'county'])
    .execute();

  const counties: CountyListingStats[] = [];
  let unplacedListings = 0;
  for (const row of rows) {
    const publicListings = Number(row.public_listings);
    const county = row.state && row.county ? directory.county(row.state, row.county) : undefined;
    if (!county) {
      unplacedListings += publicListings;
      continue;
    }
    counties.push({
      fips: county.fips,
      name: county.name,
      state: county.state,
      stateName: directory.stateName(county.state),
      activeListings: Number(row.active_listings),
      publicListings,
      averagePrice: Math.round(Number(row.average_price)),
      lat: county.lat,
      lng: county.lng,
    });
  }
  counties.sort(
    (a, b) =>
      b.activeListings - a.activeListings ||
      b.publicListings - a.publicListings ||
      a.state.localeCompare(b.state) ||
      a.name.localeCompare(b.name),
  );
  return {
    counties,
    totals: {
      counties: counties.length,
      activeListings: counties.reduce((sum, county) => sum + county.activeListings, 0),
      publicListings: counties.reduce((sum, county) => sum + county.publicListings, 0),
      unplacedListings,
    },
  };
}
