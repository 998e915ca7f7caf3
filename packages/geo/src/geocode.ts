// Forward geocoding of free text ("123 Main St, Dallas, TX 75201", "Cook County, IL", "Texas") to the most
// precise part that can be matched: a valid ZIP code, then city and state, then county and state, then state.

import { trailingState, withoutCountry } from './location-words';
import { words } from './normalize';
import { entitySuggestion, type SearchContext, zipSuggestion } from './place-format';
import type { GeocodeMatch, GeocodeResult, Suggestion } from './types';
import { US_STATES } from './us-states';

/** The longest run of words tried as a place name at the end of a part of the text. */
const MAX_NAME_WORDS = 6;

const match = (suggestion: Suggestion, precision: GeocodeMatch['precision']): GeocodeMatch => {
  const { kind: _kind, ...rest } = suggestion;
  return { found: true, precision, ...rest };
};

/** Geocodes free text against the gazetteer (see the module comment for the order of preference). */
export function geocodeLocation(context: SearchContext, location: string): GeocodeResult {
  const { entities, names, data, zips } = context;
  const text = String(location ?? '').trim();
  if (text === '') return { found: false, reason: 'The location is empty.' };
  const parts = text
    .split(/[,;\n]/)
    .map(words)
    .filter((part) => part.length > 0);
  if (parts.length === 0) return { found: false, reason: 'The location has no letters or digits.' };
  const writtenParts = parts.length;

  // Country, then ZIP code (with an optional +4), then state, read from the end of the last part.
  parts[parts.length - 1] = withoutCountry(parts.at(-1) ?? []);
  if (parts.at(-1)?.length === 0) parts.pop();
  let zipCode: string | null = null;
  const last = parts.at(-1) ?? [];
  const zipWord = last.findLastIndex((word) => /^\d{5}$/.test(word));
  if (
    zipWord >= 0 &&
    (zipWord === last.length - 1 || (zipWord === last.length - 2 && /^\d{4}$/.test(last.at(-1) ?? '')))
  ) {
    zipCode = last[zipWord] ?? null;
    parts[parts.length - 1] = last.slice(0, zipWord);
    if (parts.at(-1)?.length === 0) parts.pop();
  }
  const stateWords = parts.at(-1) ?? [];
  const trailing = trailingState(stateWords);
  const state = trailing?.state ?? -1;
  let unknownState: string | null = null;
  if (trailing) {
    parts[parts.length - 1] = stateWords.slice(0, -trailing.words);
    if (parts.at(-1)?.length === 0) parts.pop();
  } else if (
    writtenParts >= 2 &&
    parts.length >= 2 &&
    stateWords.length === 1 &&
    /^[a-z]{2}$/.test(stateWords[0] ?? '')
  ) {
    unknownState = (stateWords[0] ?? '').toUpperCase();
  }

  // A valid ZIP code wins, unless the text names another state.
  const zip = zipCode === null ? -1 : zips.find(zipCode);
  if (zip >= 0) {
    const zipPlace = data.zips.places[zip] ?? -1;
    const zipState = zipPlace >= 0 ? (data.places.states[zipPlace] ?? -1) : -1;
    if (state < 0 || state === zipState) return match(zipSuggestion(context, zip), 'zip');
  }
  if (unknownState !== null) return { found: false, reason: `"${unknownState}" is not a US state.` };

  // "New York" alone is the city; "New York State" is the state.
  if (
    parts.length === 0 &&
    trailing &&
    !trailing.byCode &&
    entities.isSharedStateName(state) &&
    stateWords.at(-1) !== 'state'
  ) {
    const city = best(context, names.exact(words(US_STATES[state]?.name ?? '').join('')), 'city', state);
    if (city >= 0) return match(entitySuggestion(context, city), 'city');
  }

  // A town whose own name has a comma ("Stambaugh, Iron River, MI") before its parts are read one by one.
  if (state >= 0 && parts.length >= 2) {
    const whole = best(context, names.exact(parts.flat().join('')), 'city', state);
    if (whole >= 0) return match(entitySuggestion(context, whole), 'city');
  }

  // City, then county: with a state, in any part from the last; without one, in the last part only.
  const searched = state >= 0 ? [...parts].reverse() : parts.slice(-1);
  for (const kind of ['city', 'county'] as const) {
    for (const part of searched) {
      for (let count = Math.min(MAX_NAME_WORDS, part.length); count >= 1; count--) {
        const entity = best(context, names.exact(part.slice(-count).join('')), kind, state);
        if (entity >= 0) return match(entitySuggestion(context, entity), kind);
      }
    }
  }
  if (state >= 0) return match(entitySuggestion(context, entities.stateEntity(state)), 'state');
  if (zipCode !== null) return { found: false, reason: `${zipCode} is not a known US ZIP code.` };
  return { found: false, reason: `No US ZIP code, city, county or state found in "${text}".` };
}

/** The best entity of a kind (in a state, when one is given): towns before neighbourhoods and stations, then by weight. */
function best(
  { entities }: SearchContext,
  candidates: readonly number[],
  kind: 'city' | 'county',
  state: number,
): number {
  const better = (a: number, b: number): boolean => {
    if (entities.isMinorPlace(a) !== entities.isMinorPlace(b)) return !entities.isMinorPlace(a);
    if (entities.weight(a) !== entities.weight(b)) return entities.weight(a) > entities.weight(b);
    return entities.zipCount(a) > entities.zipCount(b);
  };
  let chosen = -1;
  for (const entity of candidates) {
    if (entities.kind(entity) !== kind || (state >= 0 && entities.state(entity) !== state)) continue;
    if (chosen < 0 || better(entity, chosen)) chosen = entity;
  }
  return chosen;
}
