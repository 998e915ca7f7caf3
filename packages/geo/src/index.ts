// Public API of @dealloop/geo: the offline US gazetteer (suggest, geocode, reverse, countyOf) and its provider.

// gazetteer.ts
export { createGazetteer } from './gazetteer';
// index-format.ts
export type { GeoIndex } from './index-format';
// load-gazetteer.ts
export { loadGazetteer } from './load-gazetteer';
// offline-provider.ts
export { createOfflineProvider } from './offline-provider';
// reverse.ts
export { MAX_REVERSE_MILES } from './reverse';
// suggest.ts
export { MAX_SUGGESTIONS, MIN_SUGGEST_CHARACTERS } from './suggest';
// types.ts
export type {
  CountyInfo,
  CountyRef,
  Gazetteer,
  GeocodeMatch,
  GeocodeMiss,
  GeocodePrecision,
  GeocodeResult,
  GeocodingProvider,
  Place,
  PlaceKind,
  StateInfo,
  Suggestion,
} from './types';
