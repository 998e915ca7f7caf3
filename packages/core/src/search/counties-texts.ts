// The /counties page's texts (spec "Counties"): its header, states, map, legend, filter and table summary.
import { formatNumber } from '../format/money-format';

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The listing totals the counties page sums up. */
export interface CountyTotals {
  activeListings: number;
  publicListings: number;
  counties: number;
  unplacedListings: number;
}

/** Every text of the counties page. */
export const COUNTIES_PAGE_TEXTS = Object.freeze({
  title: 'Wholesale deals by county',
  intro:
    'Where investors are listing off-market deals right now. Choose a county on the map or in the table to see its listings.',
  failedTitle: 'We could not load the counties',
  failedHint: 'Check your connection and try again.',
  tryAgain: 'Try Again',
  emptyTitle: 'No listings on the map yet',
  emptyHint: 'When properties are published, their counties light up here.',
  mapSection: 'County map',
  mapLabel: 'Map of US counties shaded by active listings',
  filterLabel: 'Filter by county or state',
  loading: 'Loading counties…',
  tableTitle: 'Counties with listings',
  tableCaption: 'Counties with public listings; choose a column header to sort',
  noMatch: 'No county or state matches this filter.',
  legendTitle: 'Active listings per county',
  /** A county's title on the map: "Dallas, TX: 3 active listings". */
  countyTitle: (name: string, state: string, activeListings: number) =>
    `${name}, ${state}: ${count(activeListings, 'active listing', 'active listings')}`,
  /** "Showing all 82 counties" or "Showing 3 of 82 counties". */
  showing: (shown: number, total: number) =>
    shown === total
      ? `Showing all ${count(shown, 'county', 'counties')}`
      : `Showing ${formatNumber(shown)} of ${count(total, 'county', 'counties')}`,
  /** "173 active listings and 240 listings in all, in 82 counties." and the listings on no county row. */
  summary: (totals: CountyTotals) => {
    const active = count(totals.activeListings, 'active listing', 'active listings');
    const all = count(totals.publicListings, 'listing', 'listings');
    const listed = `${active} and ${all} in all, in ${count(totals.counties, 'county', 'counties')}.`;
    const unplaced = totals.unplacedListings;
    if (unplaced === 0) return listed;
    const verb = unplaced === 1 ? 'is' : 'are';
    return `${listed} ${count(unplaced, 'listing has', 'listings have')} no known county and ${verb} not shown.`;
  },
});
