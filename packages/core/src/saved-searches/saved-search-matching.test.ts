import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../listings/listing-vocabulary';
import { parseSearchFilters, searchFiltersToParams } from '../search/property-search-filters';
import {
  criteriaFromFilters,
  criteriaPropertyType,
  isTooBroad,
  listingInPlace,
  type MatchableListing,
  matchesSavedSearch,
  SAVED_SEARCH_DEFAULTS,
  type SavedSearchCriteria,
  savedSearchFilters,
  savedSearchSummary,
} from './saved-search-matching';

const criteria = (overrides: Partial<SavedSearchCriteria> = {}): SavedSearchCriteria => ({
  location: '',
  minPrice: null,
  maxPrice: null,
  propertyType: null,
  ...overrides,
});

const listing = (overrides: Partial<MatchableListing> = {}): MatchableListing => ({
  status: 'active',
  listing_status: 'published',
  archived_at: null,
  price: 150_000,
  property_type: 'single_family',
  beds: 3,
  baths: 2,
  state: 'TX',
  city: 'Dallas',
  zip: '75201',
  county: 'Dallas County',
  ...overrides,
});

const dallas = { precision: 'city', state: 'TX', city: 'Dallas' } as const;

describe('listingInPlace', () => {
  it('compares the state, then the ZIP, city or county by precision', () => {
    expect(listingInPlace({ precision: 'state', state: 'TX' }, listing())).toBe(true);
    expect(listingInPlace({ precision: 'state', state: 'OK' }, listing())).toBe(false);
    expect(listingInPlace(dallas, listing({ city: 'Austin' }))).toBe(false);
    expect(listingInPlace({ ...dallas, state: 'GA' }, listing())).toBe(false);
    expect(listingInPlace({ precision: 'zip', state: 'TX', zip: '75204' }, listing())).toBe(false);
    expect(listingInPlace({ precision: 'county', state: 'TX', county: 'Dallas County' }, listing())).toBe(
      true,
    );
  });
});

describe('matchesSavedSearch', () => {
  it('matches public listings in the place, price bounds (inclusive), type and rooms', () => {
    const c = criteria({
      location: 'Dallas, TX',
      minPrice: 150_000,
      maxPrice: 150_000,
      propertyType: 'single_family',
    });
    expect(matchesSavedSearch(c, listing(), dallas)).toBe(true);
    expect(matchesSavedSearch(c, listing({ price: 150_001 }), dallas)).toBe(false);
    expect(matchesSavedSearch(c, listing({ property_type: 'condo' }), dallas)).toBe(false);
    expect(matchesSavedSearch(c, listing({ listing_status: 'on_hold' }), dallas)).toBe(false);
    expect(matchesSavedSearch(c, listing({ archived_at: '2026-01-01T00:00:00Z' }), dallas)).toBe(false);
    expect(matchesSavedSearch(criteria({ minBeds: 4 }), listing(), null)).toBe(false);
    expect(matchesSavedSearch(criteria({ minBaths: 1 }), listing({ baths: null }), null)).toBe(false);
  });

  it('matches nothing when the location resolved to no place, anything public when there is no location', () => {
    expect(matchesSavedSearch(criteria({ location: 'Atlantis' }), listing(), null)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(...PROPERTY_TYPES), (price, type) =>
        matchesSavedSearch(criteria(), listing({ price, property_type: type }), null),
      ),
    );
  });
});

describe('isTooBroad', () => {
  it('is too broad with nothing narrowing it, or a whole large state alone', () => {
    expect(isTooBroad(criteria())).toBe(true);
    expect(isTooBroad(criteria({ minBeds: 3 }))).toBe(true);
    expect(isTooBroad(criteria({ maxPrice: 100_000 }))).toBe(false);
    expect(isTooBroad(criteria({ propertyType: 'land' }))).toBe(false);
    const texas = { precision: 'state', state: 'TX' } as const;
    expect(isTooBroad(criteria({ location: 'TX' }), texas)).toBe(true);
    expect(isTooBroad(criteria({ location: 'TX', propertyType: 'condo' }), texas)).toBe(false);
    expect(isTooBroad(criteria({ location: 'VT' }), { precision: 'state', state: 'VT' })).toBe(false);
    expect(isTooBroad(criteria({ location: 'Dallas, TX' }), dallas)).toBe(false);
  });
});

describe('saved search filters', () => {
  it('turn into /properties URL filters and back into the same criteria', () => {
    const c = criteria({
      location: 'Dallas, TX',
      minPrice: 50_000,
      maxPrice: 200_000,
      propertyType: 'condo',
      minBeds: 2,
      minBaths: 1.5,
    });
    const params = searchFiltersToParams(savedSearchFilters(c));
    expect(params.toString()).toBe(
      'location=Dallas%2C+TX&minPrice=50000&maxPrice=200000&type=condo&minBeds=2&minBaths=1.5',
    );
    expect(criteriaFromFilters(parseSearchFilters(params))).toEqual(c);
  });

  it('reads any type as null and summarises the criteria in one line', () => {
    expect(criteriaPropertyType('any')).toBeNull();
    expect(criteriaPropertyType('condo')).toBe('condo');
    expect(savedSearchSummary(criteria())).toBe('Anywhere · Any type');
    expect(
      savedSearchSummary(
        criteria({
          location: 'Dallas, TX',
          minPrice: 50_000,
          maxPrice: 200_000,
          propertyType: 'condo',
          minBeds: 3,
        }),
      ),
    ).toBe('Dallas, TX · $50K–$200K · Condo · 3+ beds');
    expect(savedSearchSummary(criteria({ maxPrice: 1_000_000 }))).toBe('Anywhere · Up to $1M · Any type');
  });
});

describe('SAVED_SEARCH_DEFAULTS', () => {
  it('notifies by email, not SMS, as docs/product/saved-searches.md says', () => {
    expect(SAVED_SEARCH_DEFAULTS).toEqual({ notify_email: true, notify_sms: false });
  });
});
