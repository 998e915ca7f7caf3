// The listings search: filters and their URL form, distance, price options, the location box and counties.

export type { CountyTotals } from './counties-texts';
export { COUNTIES_PAGE_TEXTS } from './counties-texts';
export type { LatLng } from './distance';
export {
  compareDistance,
  distanceMiles,
  distanceOrUnknown,
  EARTH_RADIUS_MILES,
  formatDistance,
  isKnownDistance,
  MILES_PER_DEGREE,
  milesPerDegreeLng,
  searchDistanceMiles,
  searchDistanceSquared,
  showDistanceBadge,
  UNKNOWN_DISTANCE,
} from './distance';
export {
  GEOLOCATION_OPTIONS,
  LOCATION_SEARCH,
  locationSuggestionsLabel,
  shouldSearchLocation,
} from './location-search';
export type { MapBounds, MapBoundsResult } from './map-bounds';
export { inMapBounds, MAP_BOUNDS_ERRORS, mapBoundsToParam, parseMapBounds } from './map-bounds';
export { MAP_TEXTS } from './map-texts';
export type { PriceOption } from './price-options';
export { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from './price-options';
export type { PropertySearchFilters, SearchSort } from './property-search-filters';
export {
  activeFilterCount,
  EMPTY_SEARCH_FILTERS,
  MAX_SEARCH_RADIUS,
  MIN_BATHS_OPTIONS,
  MIN_BEDS_OPTIONS,
  parseSearchFilters,
  RADIUS_OPTIONS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  searchFiltersToApiQuery,
  searchFiltersToParams,
} from './property-search-filters';
export { searchResultsMapLabel } from './search-map-texts';
export { SEARCH_PAGE_TEXTS } from './search-page-texts';
