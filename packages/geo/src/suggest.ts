// Location-box suggestions: ZIP prefixes for digits; otherwise places, counties and states ranked by how well
// the name matches (exact, then prefix, then a later word), then by population.

import type { Entities } from './gazetteer-data';
import { stateOfWords, statesStartingWith, trailingState } from './location-words';
import type { NameIndex } from './name-index';
import { words } from './normalize';
import { entitySuggestion, type SearchContext, zipSuggestion } from './place-format';
import { type CandidateSet, suggestRanking } from './suggest-ranking';
import type { Suggestion } from './types';

/**
 * Match tiers, best first: the whole name, the whole name in a state still being typed ("dallas t"), the start
 * of the name, the start in a state being typed, then the start of a later word ("lake" -> Salt Lake City).
 */
const TIER = Object.freeze({ exact: 0, prefix: 2, partialStatePenalty: 1, laterWord: 4 });

/** The most suggestions one call returns, whatever limit is asked for. */
export const MAX_SUGGESTIONS = 50;

/** The shortest text (letters and digits, blanks and punctuation dropped) that gets suggestions. */
export const MIN_SUGGEST_CHARACTERS = 2;

function sanitizeLimit(limit: number): number {
  if (!Number.isFinite(limit)) return limit === Number.POSITIVE_INFINITY ? MAX_SUGGESTIONS : 5;
  return Math.max(0, Math.min(MAX_SUGGESTIONS, Math.floor(limit)));
}

/** The search state of one call, kept per gazetteer and reused: suggest() runs to the end without yielding. */
class Scan {
  states: ReadonlySet<number> | null = null;
  partialState = false;

  constructor(
    readonly entities: Entities,
    readonly candidates: CandidateSet,
  ) {}

  /** Records one name key that starts with the searched prefix. */
  readonly visit = (entity: number, exact: boolean, laterWord: boolean): void => {
    const { entities, states, partialState } = this;
    if (laterWord && (partialState || states)) return;
    if (states && !states.has(entities.state(entity))) return;
    // Neighbourhoods and post-office stations ("Atl") never count as whole-name matches.
    const whole = exact && !entities.isMinorPlace(entity);
    const tier = laterWord
      ? TIER.laterWord
      : (whole ? TIER.exact : TIER.prefix) + (partialState ? TIER.partialStatePenalty : 0);
    this.candidates.offer(entity, tier);
  };
}

const scans = new WeakMap<Entities, Scan>();

function scanOf(entities: Entities): Scan {
  let scan = scans.get(entities);
  if (!scan) {
    scan = new Scan(entities, suggestRanking(entities).candidates);
    scans.set(entities, scan);
  }
  return scan;
}

/** Finds the entities whose name keys start with the words run together (in `states` when given). */
function search(
  scan: Scan,
  names: NameIndex,
  nameWords: readonly string[],
  states: ReadonlySet<number> | null,
  partialState: boolean,
): void {
  const prefix = nameWords.join('');
  if (prefix === '') return;
  scan.states = states;
  scan.partialState = partialState;
  names.forEachPrefix(prefix, scan.visit);
}

/** Free text: the name as typed, the name before a state ("dallas tx"), and before a partly typed state. */
function searchFreeText(scan: Scan, names: NameIndex, part: readonly string[]): void {
  search(scan, names, part, null, false);
  const state = trailingState(part);
  if (state && state.words < part.length)
    search(scan, names, part.slice(0, -state.words), new Set([state.state]), false);
  for (let count = 1; count <= Math.min(3, part.length - 1); count++) {
    const states = statesStartingWith(part.slice(-count).join(''));
    if (states.length > 0) search(scan, names, part.slice(0, -count), new Set(states), true);
  }
  // A bare state code ranks like a prefix match ("la" -> Los Angeles, Las Vegas, Louisiana).
  if (part.length === 1 && part[0]?.length === 2) {
    const coded = stateOfWords(part);
    if (coded >= 0 && !scan.candidates.has(scan.entities.stateEntity(coded)))
      scan.candidates.offer(scan.entities.stateEntity(coded), TIER.prefix);
  }
}

const ALL_DIGITS = /^\d+$/;
const ZIP_CODE = /^\d{5}$/;

/** Suggestions for location text, best first, at most `limit`. */
export function suggestPlaces(context: SearchContext, text: string, limit = 5): Suggestion[] {
  const max = sanitizeLimit(limit);
  const parts = String(text ?? '')
    .split(/[,;\n]/)
    .map(words)
    .filter((part) => part.length > 0);
  const all = parts.flat();
  const key = all.join('');
  if (max === 0 || key.length < MIN_SUGGEST_CHARACTERS) return [];

  // Digits only: ZIP codes starting with them ("100" -> 10001, 10002...; "75201-1234" -> 75201).
  if (all.every((word) => ALL_DIGITS.test(word))) {
    const prefix = all.length === 2 && all[0]?.length === 5 && all[1]?.length === 4 ? all[0] : key;
    if (prefix.length > 5) return [];
    const [start, end] = context.zips.range(prefix);
    const found: Suggestion[] = [];
    for (let zip = start; zip < end && found.length < max; zip++) found.push(zipSuggestion(context, zip));
    return found;
  }

  // A complete ZIP code at the end of longer text ("Dallas, TX 75201") comes first.
  const lead: Suggestion[] = [];
  const lastPart = parts.at(-1) ?? [];
  const zipWord = lastPart.findLastIndex((word) => ZIP_CODE.test(word));
  if (zipWord >= 0 && zipWord >= lastPart.length - 2) {
    const zip = context.zips.find(lastPart[zipWord] ?? '');
    if (zip >= 0) lead.push(zipSuggestion(context, zip));
    parts[parts.length - 1] = lastPart.slice(0, zipWord);
    if (parts[parts.length - 1]?.length === 0) parts.pop();
  }

  const { entities, names } = context;
  const scan = scanOf(entities);
  try {
    if (parts.length >= 2) {
      // "Dallas, TX" / "dallas, t" / "123 Main St, Dallas, TX": the last part narrows the part before it by
      // state; if it names no state, it is the place being typed.
      const last = parts.at(-1) ?? [];
      const before = parts.at(-2) ?? [];
      const exactState = stateOfWords(last);
      if (exactState >= 0) search(scan, names, before, new Set([exactState]), false);
      else {
        const states = statesStartingWith(last.join(''));
        if (states.length > 0) search(scan, names, before, new Set(states), true);
      }
      if (scan.candidates.found.length === 0) searchFreeText(scan, names, last);
    } else if (parts.length === 1) searchFreeText(scan, names, parts[0] ?? []);
    return rankSuggestions(context, scan.candidates, lead, max);
  } finally {
    scan.candidates.clear();
  }
}

/** The suggestions of the best candidates, after the lead ones, without repeating a place name. */
function rankSuggestions(
  context: SearchContext,
  candidates: CandidateSet,
  lead: readonly Suggestion[],
  max: number,
): Suggestion[] {
  const { entities } = context;
  const { rank, span } = suggestRanking(entities);
  const found = candidates.found;
  const scores = new Float64Array(found.length);
  for (let position = 0; position < found.length; position++) {
    const entity = found[position]!;
    scores[position] = candidates.tier(entity) * span + rank[entity]!;
  }
  // Twice the limit leaves room for dropped duplicates; rank everything only if that was not enough.
  let ranked = bestPositions(scores, max * 2);
  if (ranked.length < found.length && distinctNames(ranked, found, entities) < max) {
    ranked = Array.from(found.keys()).sort((a, b) => scores[a]! - scores[b]! || a - b);
  }
  const seen = new Set(lead.map((suggestion) => suggestion.place_name));
  const result = lead.slice(0, max);
  for (const position of ranked) {
    if (result.length >= max) break;
    let entity = found[position]!;
    const placeName = entities.placeName(entity);
    if (seen.has(placeName)) continue;
    seen.add(placeName);
    // A county named like a city of its state (Carson City, NV) would geocode back to the city: offer the city.
    if (entities.kind(entity) === 'county') entity = cityNamedLike(entities, found, entity) ?? entity;
    result.push(entitySuggestion(context, entity));
  }
  return result;
}

/**
 * The city among the candidates with the county's place name (same name, same state), the last one found when
 * there are several; compared by number and name, without formatting the candidates' place names.
 */
function cityNamedLike(entities: Entities, found: readonly number[], county: number): number | undefined {
  const [state, name] = [entities.state(county), entities.name(county)];
  for (let position = found.length - 1; position >= 0; position--) {
    const entity = found[position]!;
    if (
      entities.kind(entity) === 'city' &&
      entities.state(entity) === state &&
      entities.name(entity) === name
    )
      return entity;
  }
  return undefined;
}

/**
 * Positions of the `count` lowest scores, best first, equal scores in their order (the candidates can be
 * thousands): insertion into a short sorted list.
 */
function bestPositions(scores: Float64Array, count: number): number[] {
  const best: number[] = [];
  for (let position = 0; position < scores.length; position++) {
    const score = scores[position]!;
    if (best.length === count && score >= scores[best[count - 1]!]!) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (scores[best[middle]!]! <= score) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, position);
    if (best.length > count) best.pop();
  }
  return best;
}

/** How many different place names the ranked entities have (a city and a county can share one). */
function distinctNames(ranked: readonly number[], found: readonly number[], entities: Entities): number {
  const names = new Set<string>();
  for (const position of ranked) names.add(entities.placeName(found[position]!));
  return names.size;
}
