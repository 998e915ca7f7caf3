// Saved searches: their criteria, the one rule of which published listing matches one (the listings search's
// semantics), when a search is too broad to email about, and the search filters a saved search runs as.
import { isPropertyType, PROPERTY_TYPE_LABELS, type PropertyType } from '../listings/listing-vocabulary';
import { formatPrice as formatAmount } from '../listings/property-format';
import { isPubliclyVisible } from '../listings/property-visibility';
import { EMPTY_SEARCH_FILTERS, type PropertySearchFilters } from '../search/property-search-filters';

/** Notification flags of a saved search when it is created. */
export const SAVED_SEARCH_DEFAULTS = Object.freeze({ notify_email: true, notify_sms: false } as const);

/** What a saved search looks for (docs/product/saved-searches.md: location, minPrice, maxPrice, propertyType). */
export interface SavedSearchCriteria {
  /** City, "City, ST", state, ZIP or county text; '' for anywhere. */
  location: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** One property type, or null for any (the API also accepts 'any' and ''). */
  propertyType: PropertyType | null;
  minBeds?: number | null;
  minBaths?: number | null;
}

/**
 * The place a location text resolved to, as the listings search uses it: the state always, and the ZIP code,
 * city or county by precision. The server resolves the text with its geocoder (the same call GET /properties
 * makes); this module only compares.
 */
export interface SearchPlace {
  precision: 'zip' | 'city' | 'county' | 'state';
  state: string;
  city?: string | null | undefined;
  zip?: string | null | undefined;
  county?: string | null | undefined;
}

/** The fields of a listing that matching reads (database column names). */
export interface MatchableListing {
  status: string | null;
  listing_status: string | null;
  archived_at: string | null;
  price: number;
  property_type: string;
  beds: number | null;
  baths: number | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  county: string | null;
}

/** Whether a listing lies in the place: the same state, and the same ZIP, city or county by precision. */
export function listingInPlace(
  place: SearchPlace,
  listing: Pick<MatchableListing, 'state' | 'city' | 'zip' | 'county'>,
): boolean {
  if (listing.state !== place.state) return false;
  if (place.precision === 'zip' && place.zip) return listing.zip === place.zip;
  if (place.precision === 'city' && place.city) return listing.city === place.city;
  if (place.precision === 'county' && place.county) return listing.county === place.county;
  return true;
}

const hasLocation = (criteria: SavedSearchCriteria) => criteria.location.trim() !== '';

/**
 * Whether a listing matches a saved search, exactly as GET /properties with the same filters would list it: a
 * publicly visible listing, in the resolved place (`place`: null when the criteria's location is empty; a
 * location that resolved to no place matches nothing), within the price bounds, of the type, with at least
 * the beds and baths asked for (a listing without beds or baths fails a minimum, as in SQL).
 */
export function matchesSavedSearch(
  criteria: SavedSearchCriteria,
  listing: MatchableListing,
  place: SearchPlace | null,
): boolean {
  if (!isPubliclyVisible(listing)) return false;
  if (hasLocation(criteria) && (place === null || !listingInPlace(place, listing))) return false;
  if (criteria.minPrice !== null && listing.price < criteria.minPrice) return false;
  if (criteria.maxPrice !== null && listing.price > criteria.maxPrice) return false;
  if (criteria.propertyType !== null && listing.property_type !== criteria.propertyType) return false;
  const minBeds = criteria.minBeds ?? null;
  if (minBeds !== null && (listing.beds === null || listing.beds < minBeds)) return false;
  const minBaths = criteria.minBaths ?? null;
  if (minBaths !== null && (listing.baths === null || listing.baths < minBaths)) return false;
  return true;
}

/**
 * The states where a whole-state search with nothing else narrowing it matches too many listings to email
 * about: the ten most populous states, which hold most of the marketplace's listings.
 */
export const BROAD_STATES: readonly string[] = Object.freeze([
  'CA',
  'TX',
  'FL',
  'NY',
  'PA',
  'IL',
  'OH',
  'GA',
  'NC',
  'MI',
]);

/**
 * Whether a saved search is too broad to email about (its matches still raise notifications and show in
 * "Preview matches"): it has no location, no price bound and no property type; or its location is one of
 * the `BROAD_STATES` as a whole state and it has no price bound, type, beds or baths to narrow it.
 */
export function isTooBroad(criteria: SavedSearchCriteria, place: SearchPlace | null = null): boolean {
  const priced = criteria.minPrice !== null || criteria.maxPrice !== null;
  const typed = criteria.propertyType !== null;
  if (!hasLocation(criteria)) return !priced && !typed;
  const sized = (criteria.minBeds ?? null) !== null || (criteria.minBaths ?? null) !== null;
  return place?.precision === 'state' && BROAD_STATES.includes(place.state) && !priced && !typed && !sized;
}

/** The listings search filters a saved search runs as (Run opens /properties with them; preview asks the API). */
export function savedSearchFilters(criteria: SavedSearchCriteria): PropertySearchFilters {
  return {
    ...EMPTY_SEARCH_FILTERS,
    location: criteria.location.trim(),
    minPrice: criteria.minPrice,
    maxPrice: criteria.maxPrice,
    types: criteria.propertyType ? [criteria.propertyType] : [],
    minBeds: criteria.minBeds ?? null,
    minBaths: criteria.minBaths ?? null,
  };
}

/** The criteria of the current search filters, for "Save this search" (the first type when several are chosen). */
export function criteriaFromFilters(filters: PropertySearchFilters): SavedSearchCriteria {
  return {
    location: filters.location.trim(),
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    propertyType: filters.types[0] ?? null,
    minBeds: filters.minBeds,
    minBaths: filters.minBaths,
  };
}

/** A property type as criteria hold it: 'any', '' and unknown values mean any type (null). */
export function criteriaPropertyType(value: unknown): PropertyType | null {
  return isPropertyType(value) ? value : null;
}

/** A one-line summary of the criteria, e.g. "Dallas, TX · $50K–$200K · Single Family · 3+ beds". */
export function savedSearchSummary(criteria: SavedSearchCriteria): string {
  const parts = [hasLocation(criteria) ? criteria.location.trim() : 'Anywhere'];
  const { minPrice, maxPrice } = criteria;
  const formatPrice = (price: number) => formatAmount(price, { compact: true });
  if (minPrice !== null && maxPrice !== null) parts.push(`${formatPrice(minPrice)}–${formatPrice(maxPrice)}`);
  else if (minPrice !== null) parts.push(`${formatPrice(minPrice)}+`);
  else if (maxPrice !== null) parts.push(`Up to ${formatPrice(maxPrice)}`);
  parts.push(criteria.propertyType ? PROPERTY_TYPE_LABELS[criteria.propertyType] : 'Any type');
  if (criteria.minBeds != null) parts.push(`${criteria.minBeds}+ beds`);
  if (criteria.minBaths != null) parts.push(`${criteria.minBaths}+ baths`);
  return parts.join(' · ');
}
