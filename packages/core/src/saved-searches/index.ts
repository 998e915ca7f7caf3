// Saved searches: criteria, the one matching rule, and the page, dialog and email texts.

export type { MatchableListing, SavedSearchCriteria, SearchPlace } from './saved-search-matching';
export {
  BROAD_STATES,
  criteriaFromFilters,
  criteriaPropertyType,
  isTooBroad,
  listingInPlace,
  matchesSavedSearch,
  SAVED_SEARCH_DEFAULTS,
  savedSearchFilters,
  savedSearchSummary,
} from './saved-search-matching';
export { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXTS } from './saved-search-texts';
export { SAVED_SEARCHES_PAGE_TEXTS } from './saved-searches-page-texts';
