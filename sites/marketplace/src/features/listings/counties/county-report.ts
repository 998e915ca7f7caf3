// The counties API's answer as the site reads it (the contract's shapes), and the rules of its table.
import type { CountyReportView, CountyStatsView } from '@dealloop/contract';
import { propertySearchPath } from '@dealloop/core';

/** One county with public listings. */
export type CountyRow = CountyStatsView;

/** GET /api/v1/counties. */
export type CountyReport = CountyReportView;

/** A sortable column of the table. */
export type CountySortKey = 'name' | 'state' | 'activeListings' | 'publicListings' | 'averagePrice';

/** A column and its direction. */
export interface CountySort {
  key: CountySortKey;
  direction: 'ascending' | 'descending';
}

/** Busiest first, as the API answers. */
export const DEFAULT_COUNTY_SORT: CountySort = { key: 'activeListings', direction: 'descending' };

/** The direction a column starts in when first chosen: names A to Z, numbers highest first. */
export const firstDirection = (key: CountySortKey): CountySort['direction'] =>
  key === 'name' || key === 'state' ? 'ascending' : 'descending';

/** The rows in the chosen order; ties fall back to the busiest, then to the name. */
export function sortCounties(rows: readonly CountyRow[], sort: CountySort): CountyRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compareKey = (a: CountyRow, b: CountyRow) => {
    if (sort.key === 'name') return a.name.localeCompare(b.name) || a.state.localeCompare(b.state);
    if (sort.key === 'state') return a.stateName.localeCompare(b.stateName);
    return a[sort.key] - b[sort.key];
  };
  return [...rows].sort(
    (a, b) =>
      sign * compareKey(a, b) ||
      b.activeListings - a.activeListings ||
      a.name.localeCompare(b.name) ||
      a.state.localeCompare(b.state),
  );
}

/** The rows whose county name, state code or state name contain the text (any case); all rows for blank text. */
export function filterCounties(rows: readonly CountyRow[], text: string): CountyRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      row.name.toLowerCase().includes(needle) ||
      row.state.toLowerCase() === needle ||
      row.stateName.toLowerCase().includes(needle) ||
      `${row.name}, ${row.state}`.toLowerCase().includes(needle),
  );
}

/** "Cook County, IL": the location text the listings search understands. */
export const countyPlaceName = (row: Pick<CountyRow, 'name' | 'state'>) => `${row.name}, ${row.state}`;

/** The listings of a county: /properties?location=Cook%20County%2C%20IL. */
export const countySearchPath = (row: Pick<CountyRow, 'name' | 'state'>) =>
  propertySearchPath(countyPlaceName(row));
