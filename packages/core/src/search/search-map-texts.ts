// The search results' map label (alone, so only the lazily loaded map view carries it).

/** The search results' map: "Map of 20 listed properties", or "(loading)" while the results load. */
export const searchResultsMapLabel = (count: number | null) =>
  count === null ? 'Map of the results (loading)' : `Map of ${count} listed properties`;
