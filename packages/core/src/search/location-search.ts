// The location search box: when it queries for suggestions, its timings, and the browser geolocation request's
// options (rule: docs/product/search.md).

/** Location search box behaviour: minimum characters, debounce, and delay before the list closes on blur. */
export const LOCATION_SEARCH = Object.freeze({ minLength: 2, debounceMs: 300, blurCloseMs: 200 } as const);

/** The suggestions list's accessible name: "Location suggestions". */
export const locationSuggestionsLabel = (label: string) => `${label} suggestions`;

/** Options for the browser geolocation request made on load: high accuracy, 10 s timeout, 5 min cache. */
export const GEOLOCATION_OPTIONS = Object.freeze({
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
} as const);

/**
 * Whether a location search should run: the text, once trimmed, has at least 2 characters (so blank and
 * whitespace-padded single characters never query).
 */
export function shouldSearchLocation(text: string | null | undefined): boolean {
  return (text?.trim().length ?? 0) >= LOCATION_SEARCH.minLength;
}
