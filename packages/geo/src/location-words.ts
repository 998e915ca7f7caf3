// Reading state names, state codes and country suffixes at the end of location text.

import { compactKey } from './normalize';
import { US_STATES } from './us-states';

/** A state found at the end of a word list: its position in US_STATES and how many words it took. */
export interface TrailingState {
  state: number;
  words: number;
  /** Whether it was written as the two-letter code. */
  byCode: boolean;
}

const stateByKey = new Map<string, { state: number; byCode: boolean }>();
US_STATES.forEach((state, index) => {
  stateByKey.set(state.code.toLowerCase(), { state: index, byCode: true });
  stateByKey.set(compactKey(state.name), { state: index, byCode: false });
});
const stateNameKeys = US_STATES.map((state) => compactKey(state.name));
const stateCodeKeys = US_STATES.map((state) => state.code.toLowerCase());

const COUNTRY_KEYS = new Set(['us', 'usa', 'unitedstates', 'unitedstatesofamerica']);

/** The state written by the last 1 to 4 words (a code, or a full name, possibly "New York State"), longest first. */
export function trailingState(words: readonly string[]): TrailingState | null {
  const withoutStateWord = words.length > 1 && words.at(-1) === 'state' ? words.slice(0, -1) : words;
  for (let count = Math.min(4, withoutStateWord.length); count >= 1; count--) {
    const tail = withoutStateWord.slice(-count);
    const found = stateByKey.get(tail.join(''));
    // A code must be one word ("TX") or letters spelled apart ("D C"), not the end of a longer word run.
    if (!found || (found.byCode && count > 1 && tail.some((word) => word.length > 1))) continue;
    return { ...found, words: count + (withoutStateWord === words ? 0 : 1) };
  }
  return null;
}

/** The state exactly named or coded by a word list, or -1. */
export function stateOfWords(words: readonly string[]): number {
  const found = trailingState(words);
  return found && found.words === words.length ? found.state : -1;
}

/** States whose code equals, or whose name starts with, a partly typed compact key ("t" -> TN, TX; "new" -> NH...). */
export function statesStartingWith(key: string): number[] {
  const found: number[] = [];
  if (key === '') return found;
  for (let index = 0; index < US_STATES.length; index++) {
    if (stateCodeKeys[index]!.startsWith(key) || stateNameKeys[index]!.startsWith(key)) found.push(index);
  }
  return found;
}

/** The word list without a trailing country ("USA", "US", "United States", "United States of America"). */
export function withoutCountry(words: readonly string[]): string[] {
  for (let count = Math.min(4, words.length); count >= 1; count--) {
    if (COUNTRY_KEYS.has(words.slice(-count).join(''))) return words.slice(0, -count);
  }
  return [...words];
}
