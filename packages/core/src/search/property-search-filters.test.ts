import { describe, expect, it } from 'vitest';
import { propertySearchPath } from '../site/navigation';
import {
  activeFilterCount,
  EMPTY_SEARCH_FILTERS,
  type PropertySearchFilters,
  parseSearchFilters,
  searchFiltersToApiQuery,
  searchFiltersToParams,
} from './property-search-filters';

const FULL: PropertySearchFilters = {
  location: 'Dallas, TX',
  minPrice: 50_000,
  maxPrice: 250_000,
  types: ['single_family', 'condo'],
  minBeds: 3,
  minBaths: 1.5,
  statuses: ['active'],
  sort: 'distance',
  near: { lat: 32.777, lng: -96.797 },
  radius: 25,
};

describe('search filters in the URL', () => {
  it('survive a round trip through the query string unchanged', () => {
    const query = searchFiltersToParams(FULL).toString();
    expect(parseSearchFilters(query)).toEqual(FULL);
    expect(query).toBe(
      'location=Dallas%2C+TX&minPrice=50000&maxPrice=250000&type=single_family%2Ccondo&minBeds=3&minBaths=1.5&status=active&lat=32.777&lng=-96.797&radius=25&sort=distance',
    );
  });

  it("keep the visitor's position to about 100 m in a shareable URL", () => {
    const params = searchFiltersToParams({ ...FULL, near: { lat: 32.776_69, lng: -96.796_99 } });
    expect([params.get('lat'), params.get('lng')]).toEqual(['32.777', '-96.797']);
  });

  it('leave out everything that means "any", so an empty search is /properties', () => {
    expect(searchFiltersToParams(EMPTY_SEARCH_FILTERS).toString()).toBe('');
    expect(parseSearchFilters('')).toEqual(EMPTY_SEARCH_FILTERS);
  });

  it('read the location the home page search sends', () => {
    const path = propertySearchPath('  Austin, TX ');
    expect(parseSearchFilters(path.split('?')[1]!).location).toBe('Austin, TX');
  });

  it('drop invalid or unknown values instead of failing', () => {
    const filters = parseSearchFilters(
      'minPrice=abc&maxPrice=-5&type=castle,condo,condo&minBeds=99&status=pending,sold&sort=cheapest&radius=10&lat=91&lng=0&page=3',
    );
    expect(filters).toEqual({
      ...EMPTY_SEARCH_FILTERS,
      types: ['condo'],
      statuses: ['sold'],
    });
  });

  it('needs a point for a distance sort or a radius, and swaps a reversed price range', () => {
    expect(parseSearchFilters('sort=distance&radius=25')).toMatchObject({ sort: 'newest', radius: null });
    expect(parseSearchFilters('minPrice=300000&maxPrice=100000')).toMatchObject({
      minPrice: 100_000,
      maxPrice: 300_000,
    });
  });

  it('become the listings API query with a page size and cursor', () => {
    expect(searchFiltersToApiQuery({ ...EMPTY_SEARCH_FILTERS, minBeds: 2 }, { cursor: 'abc' })).toEqual({
      minBeds: '2',
      limit: '20',
      cursor: 'abc',
    });
  });

  it('count the narrowing filters apart from location and order', () => {
    expect(activeFilterCount(EMPTY_SEARCH_FILTERS)).toBe(0);
    expect(activeFilterCount(FULL)).toBe(7);
  });
});
