// Reads a listing search typed in plain words ("3 bed under 150k near Dallas", "duplexes in Ohio") into search
// filters and the place phrase to geocode. Pure: the place is checked by the geocoder afterwards.
import type { PropertyType } from '@dealloop/core';
import { findAmounts } from './money-words';

/** What a plain-words search asks for; the place is still text. */
export interface ParsedListingQuery {
  minBeds: number | null;
  minBaths: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  types: PropertyType[];
  /** Candidate place phrases, the likeliest first ("Austin TX"); empty when none was named. */
  places: string[];
}

/** Words for each property type; plurals are matched too. */
const TYPE_WORDS: readonly [RegExp, PropertyType][] = [
  [/\bsingle[- ]family\b|\bsfh?s?\b|\bhouses?\b|\branch(?:es)?\b|\bbungalows?\b/i, 'single_family'],
  [
    /\bmulti[- ]?family\b|\bduplex(?:es)?\b|\btriplex(?:es)?\b|\bfourplex(?:es)?\b|\bquadplex(?:es)?\b|\bapartment buildings?\b|\bmulti[- ]?units?\b/i,
    'multi_family',
  ],
  [/\bcondos?\b|\bcondominiums?\b/i, 'condo'],
  [/\btown ?homes?\b|\btown ?houses?\b|\browhomes?\b/i, 'townhouse'],
  [/\bland\b|\blots?\b(?! of)|\bacres?\b|\bacreage\b|\bparcels?\b/i, 'land'],
  [/\bcommercial\b|\bretail\b|\boffices?\b|\bwarehouses?\b/i, 'commercial'],
  [/\bmobile homes?\b|\bmanufactured homes?\b|\btrailers?\b/i, 'mobile_home'],
];

const BEDS = /(\d+(?:\.\d+)?)\s*\+?\s*(?:-\s*)?(?:beds?|bedrooms?|br|bd|bdrm)\b/i;
const BATHS = /(\d+(?:\.\d+)?)\s*\+?\s*(?:-\s*)?(?:baths?|bathrooms?|ba)\b/i;
const MAX_WORDS =
  /\b(?:under|below|less than|up to|at most|max(?:imum)?|no more than|cheaper than|budget(?: of)?|within)\s*$/i;
const MIN_WORDS = /\b(?:over|above|more than|at least|min(?:imum)?|from|starting at)\s*$/i;
const BETWEEN = /\bbetween\s+(\$?[\d.,]+\s?[km]?)\s+(?:and|to|-)\s+(\$?[\d.,]+\s?[km]?)/i;

/** Words that end a place phrase ("in Dallas under 150k" stops at "under"). */
const PLACE_STOP =
  /^(?:under|below|over|above|less|more|with|for|at|between|max|min|budget|that|which|and|priced|from|to|up|near|around|within|please|thanks|or|cheaper|listed|built|by|only|sorted|newest|cheapest)$/i;
const PLACE_INTRO = /\b(?:near|in|around|inside|outside|close to|by|at|within \d+ miles of)\s+/gi;
/** Phrases after "in"/"near" that are never places ("near me" is not Maine). */
const NOT_A_PLACE = /^(?:me|my|here|you|your|our|this|that|it|there|town|general|mind|person|cash|total)\b/i;
const TRAILING_FILLER = /\s+(?:area|region|metro|vicinity|surroundings|county area)$/i;

function placeAfter(text: string, start: number): string | null {
  const words: string[] = [];
  for (const word of text.slice(start).split(/\s+/)) {
    const clean = word.replace(/[?!.;:]+$/, '');
    if (!clean || PLACE_STOP.test(clean)) break;
    if (/\d/.test(clean) && !/^\d{5}$/.test(clean)) break;
    words.push(clean.replace(/,$/, ''));
    if (word !== clean || words.length >= 5) break;
  }
  const phrase = words
    .join(' ')
    .replace(TRAILING_FILLER, '')
    .replace(/^(?:the|a|an)\s+/i, '')
    .trim();
  return phrase.length >= 2 && !NOT_A_PLACE.test(phrase) ? phrase : null;
}

/** The place phrases of a text: after near/in/around..., then any 5-digit ZIP. Shorter variants follow. */
function placePhrases(text: string): string[] {
  const phrases: string[] = [];
  for (const match of text.matchAll(PLACE_INTRO)) {
    const phrase = placeAfter(text, match.index + match[0].length);
    if (!phrase) continue;
    const words = phrase.split(' ');
    for (let n = words.length; n >= 1; n -= 1) phrases.push(words.slice(0, n).join(' '));
  }
  for (const zip of text.matchAll(/\b\d{5}\b(?!\s?(?:k|m|thousand|million)\b)/gi)) {
    const before = text.slice(Math.max(0, zip.index - 16), zip.index);
    if (!/\$\s?$/.test(before) && !MAX_WORDS.test(before) && !MIN_WORDS.test(before)) phrases.push(zip[0]);
  }
  return [...new Set(phrases)];
}

/** Place phrases at the start of a text ("Austin TX?" after "what about"), longest first. */
export function leadingPlacePhrases(text: string): string[] {
  const phrase = placeAfter(text.trim(), 0);
  if (!phrase) return [];
  const words = phrase.split(' ');
  return words.map((_, i) => words.slice(0, words.length - i).join(' '));
}

function prices(text: string): { minPrice: number | null; maxPrice: number | null } {
  const between = BETWEEN.exec(text);
  if (between) {
    const [low, high] = [findAmounts(between[1]!)[0]?.value, findAmounts(between[2]!)[0]?.value];
    if (low !== undefined && high !== undefined) {
      return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high) };
    }
  }
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const amount of findAmounts(text)) {
    const after = text.slice(amount.end, amount.end + 12);
    if (
      /^\s*\+?\s*(?:-\s*)?(?:beds?|bedrooms?|br|bd|baths?|bathrooms?|ba|sq|square|acres?|miles?|units?)\b/i.test(
        after,
      )
    )
      continue;
    const before = text.slice(Math.max(0, amount.index - 24), amount.index);
    if (MAX_WORDS.test(before)) maxPrice = amount.value;
    else if (MIN_WORDS.test(before)) minPrice = amount.value;
    else if (/^\s*(?:or less|max|and under|or under)\b/i.test(after)) maxPrice = amount.value;
    else if (/^\s*(?:\+|or more|and up|and above|plus)/i.test(after)) minPrice = amount.value;
  }
  return { minPrice, maxPrice };
}

const count = (pattern: RegExp, text: string): number | null => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
};

/** Reads a plain-words listing search. */
export function parseListingQuery(text: string): ParsedListingQuery {
  const types = TYPE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, type]) => type);
  const beds = count(BEDS, text);
  return {
    minBeds: beds !== null && beds <= 50 ? Math.floor(beds) : null,
    minBaths: count(BATHS, text),
    ...prices(text),
    types,
    places: placePhrases(text),
  };
}

/** Whether anything concrete was asked for (a filter or a place). */
export function hasListingCriteria(query: ParsedListingQuery): boolean {
  return (
    query.minBeds !== null ||
    query.minBaths !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.types.length > 0 ||
    query.places.length > 0
  );
}
