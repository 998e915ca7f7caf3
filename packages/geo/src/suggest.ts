// Location-box suggestions: ZIP prefixes for digits; otherwise places, counties and states ranked by how well
// the name matches (exact, then prefix, then a later word), then by population.

import { stateOfWords, statesStartingWith, trailingState } from './location-words';
import { words } from './normalize';
import { entitySuggestion, type SearchContext, zipSuggestion } from './place-format';
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
  if (all.every((word) => /^\d+$/.test(word))) {
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
  const zipWord = lastPart.findLastIndex((word) => /^\d{5}$/.test(word));
  if (zipWord >= 0 && zipWord >= lastPart.length - 2) {
    const zip = context.zips.find(lastPart[zipWord] ?? '');
    if (zip >= 0) lead.push(zipSuggestion(context, zip));
    parts[parts.length - 1] = lastPart.slice(0, zipWord);
    if (parts[parts.length - 1]?.length === 0) parts.pop();
  }

  const { entities, names } = context;
  const tiers = new Map<number, number>();
  const search = (
    nameWords: readonly string[],
    states: ReadonlySet<number> | null,
    partialState: boolean,
  ) => {
    const prefix = nameWords.join('');
    if (prefix === '') return;
    names.forEachPrefix(prefix, (entity, exact, laterWord) => {
      if (laterWord && (partialState || states)) return;
      if (states && !states.has(entities.state(entity))) return;
      // Neighbourhoods and post-office stations ("Atl") never count as whole-name matches.
      const whole = exact && !entities.isMinorPlace(entity);
      const tier = laterWord
        ? TIER.laterWord
        : (whole ? TIER.exact : TIER.prefix) + (partialState ? TIER.partialStatePenalty : 0);
      const previous = tiers.get(entity);
      if (previous === undefined || tier < previous) tiers.set(entity, tier);
    });
  };
  // Free text: the name as typed, the name before a state ("dallas tx"), and before a partly typed state.
  const searchFreeText = (part: readonly string[]) => {
    search(part, null, false);
    const state = trailingState(part);
    if (state && state.words < part.length)
      search(part.slice(0, -state.words), new Set([state.state]), false);
    for (let count = 1; count <= Math.min(3, part.length - 1); count++) {
      const states = statesStartingWith(part.slice(-count).join(''));
      if (states.length > 0) search(part.slice(0, -count), new Set(states), true);
    }
    // A bare state code ranks like a prefix match ("la" -> Los Angeles, Las Vegas, Louisiana).
    if (part.length === 1 && part[0]?.length === 2) {
      const coded = stateOfWords(part);
      if (coded >= 0 && !tiers.has(entities.stateEntity(coded)))
        tiers.set(entities.stateEntity(coded), TIER.prefix);
    }
  };

  if (parts.length >= 2) {
    // "Dallas, TX" / "dallas, t" / "123 Main St, Dallas, TX": the last part narrows the part before it by state;
    // if it names no state, it is the place being typed.
    const last = parts.at(-1) ?? [];
    const before = parts.at(-2) ?? [];
    const exactState = stateOfWords(last);
    if (exactState >= 0) search(before, new Set([exactState]), false);
    else {
      const states = statesStartingWith(last.join(''));
      if (states.length > 0) search(before, new Set(states), true);
    }
    if (tiers.size === 0) searchFreeText(last);
  } else if (parts.length === 1) searchFreeText(parts[0] ?? []);

  const candidates = [...tiers].map(([entity, tier]) => ({
    entity,
    tier,
    weight: entities.weight(entity),
    zipCount: entities.zipCount(entity),
  }));
  type Candidate = (typeof candidates)[number];
  const byName = (a: number, b: number): number => {
    const [nameA, nameB] = [entities.name(a), entities.name(b)];
    return nameA < nameB ? -1 : nameA > nameB ? 1 : entities.state(a) - entities.state(b);
  };
  const compare = (a: Candidate, b: Candidate): number =>
    a.tier - b.tier || b.weight - a.weight || b.zipCount - a.zipCount || byName(a.entity, b.entity);
  // Twice the limit leaves room for dropped duplicates; rank everything only if that was not enough.
  let ranked = bestOf(candidates, max * 2, compare);
  if (ranked.length < candidates.length && distinctNames(ranked, context) < max)
    ranked = candidates.sort(compare);
  const seen = new Set(lead.map((suggestion) => suggestion.place_name));
  const result = lead.slice(0, max);
  for (const { entity } of ranked) {
    if (result.length >= max) break;
    const suggestion = entitySuggestion(context, entity);
    if (seen.has(suggestion.place_name)) continue;
    seen.add(suggestion.place_name);
    result.push(suggestion);
  }
  return result;
}

/** The `count` best items in order, by insertion into a short sorted list (the candidates can be thousands). */
function bestOf<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

/** How many different place names the ranked entities have (a city and a county can share one). */
function distinctNames(ranked: readonly { entity: number }[], { entities }: SearchContext): number {
  return new Set(ranked.map(({ entity }) => entities.placeName(entity))).size;
}
