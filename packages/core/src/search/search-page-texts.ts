// The search page's texts (spec "Search"): results, their states, the view switch and the filters form.

/** Every text of the search page and its filters that core's other texts do not hold. */
export const SEARCH_PAGE_TEXTS = Object.freeze({
  failed: "We couldn't load listings right now.",
  noMatches: 'No properties match your search.',
  tryAgain: 'Try again',
  widerSearch: 'Try a wider area, a different price range or fewer filters.',
  clearAllFilters: 'Clear all filters',
  resultsLabel: 'Search results',
  showing: (shown: string, total: string | null) =>
    total === null ? `Showing ${shown}` : `Showing ${shown} of ${total}`,
  showMore: 'Show more properties',
  placeNotFound: (place: string) =>
    `We couldn't find “${place}”. Try a city and state, a ZIP code or a county.`,
  searching: 'Searching…',
  view: 'View',
  listView: 'List',
  mapView: 'Map',
  splitView: 'Split',
  filtersLabel: 'Search filters',
  location: 'Location',
  locationPlaceholder: 'City, state, ZIP or county',
  filters: (count: number) => (count > 0 ? `Filters (${count})` : 'Filters'),
  minPrice: 'Min price',
  maxPrice: 'Max price',
  propertyType: 'Property type',
  beds: 'Beds',
  baths: 'Baths',
  status: 'Status',
  distance: 'Distance',
  anyDistance: 'Any distance',
  withinMiles: (miles: number) => `Within ${miles} mi`,
  stopNearMe: 'Stop using my location',
  locating: 'Finding your location…',
  nearMe: 'Near me',
  locationRefused:
    "We couldn't get your location. Allow location access in your browser settings to search near you.",
  sortBy: 'Sort by',
  clearAll: 'Clear all',
});
