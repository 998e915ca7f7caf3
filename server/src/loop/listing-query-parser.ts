// Reads a listing search typed in plain words ("3 bed under 150k near Dallas", "duplexes in Ohio") into search
// filters and the place phrase to geocode. Pure: the place is checked by the geocoder afterwards.
import { asksNearMe, type PropertyStatus, type PropertyType } from '@dealloop/core';
import { findAmounts, isSpanish } from './money-words';

/** How the answer orders the listings: the search's own orders, or by profit or ROI (read from the listings). */
export type ListingOrder = 'newest' | 'price_asc' | 'price_desc' | 'profit' | 'roi';

/** What a plain-words search asks for; the place is still text. */
export interface ParsedListingQuery {
  minBeds: number | null;
  minBaths: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  types: PropertyType[];
  /** Candidate place phrases, the likeliest first ("Austin TX"); empty when none was named. */
  places: string[];
  /** ARV, profit and ROI (percent) ranges ("ARV over 300k", "at least 40k profit", "ROI above 25%"). */
  minArv?: number | null;
  maxArv?: number | null;
  minProfit?: number | null;
  minRoi?: number | null;
  /** The order asked for ("cheapest", "newest", "most profit"), or null for the default (newest). */
  order?: ListingOrder | null;
  /** Statuses asked for; by default only active listings are offered. */
  statuses?: PropertyStatus[];
  /** "near me", "cerca de mí": around the asker's own position. */
  nearMe?: boolean;
}

/** Words for each property type; plurals are matched too. */
const TYPE_WORDS: readonly [RegExp, PropertyType][] = [
  [
    /\bsingle[- ]family\b|\bsfh?s?\b|\bhouses?\b|\branch(?:es)?\b|\bbungalows?\b|\bcasas?\b/i,
    'single_family',
  ],
  [
    /\bmulti[- ]?family\b|\bduplex(?:es)?\b|\btriplex(?:es)?\b|\bfourplex(?:es)?\b|\bquadplex(?:es)?\b|\bapartment buildings?\b|\bmulti[- ]?units?\b/i,
    'multi_family',
  ],
  [/\bcondos?\b|\bcondominiums?\b/i, 'condo'],
  [/\btown ?homes?\b|\btown ?houses?\b|\browhomes?\b/i, 'townhouse'],
  [/\bland\b|\blots?\b(?! of)|\bacres?\b|\bacreage\b|\bparcels?\b|\bterrenos?\b/i, 'land'],
  [/\bcommercial\b|\bretail\b|\boffices?\b|\bwarehouses?\b/i, 'commercial'],
  [/\bmobile homes?\b|\bmanufactured homes?\b|\btrailers?\b/i, 'mobile_home'],
];

const BEDS =
  /(\d+(?:\.\d+)?)\s*\+?\s*(?:-\s*)?(?:beds?|bedrooms?|br|bd|bdrm|habitaciones|rec[aá]maras|cuartos|dormitorios)\b|\b(\d)\/\d(?:\.\d)?\b/i;
const BATHS = /(\d+(?:\.\d+)?)\s*\+?\s*(?:-\s*)?(?:baths?|bathrooms?|ba|ba[nñ]os)\b|\b\d\/(\d(?:\.\d)?)\b/i;
const MAX_WORDS =
  /(?:\b(?:under|below|less than|up to|at most|max(?:imum)?|no more than|cheaper than|budget(?: of)?|within|menos de|bajo|hasta|m[aá]ximo)|<)\s*$/i;
const MIN_WORDS =
  /(?:\b(?:over|above|more than|at least|min(?:imum)?|from|starting at|m[aá]s de|desde|m[ií]nimo)|>)\s*$/i;
const AMOUNT_WORDS = '\\$?[\\d.,]+(?:\\s?(?:k|mm|m|mil|thousand|grand|million))?';
const BETWEEN = new RegExp(
  `\\b(?:between|entre)\\s+(${AMOUNT_WORDS})\\s+(?:and|to|-|y|a)\\s+(${AMOUNT_WORDS})(?![\\p{L}])`,
  'iu',
);

/** Words that end a place phrase ("in Dallas under 150k" stops at "under"). */
const PLACE_STOP =
  /^(?:under|below|over|above|less|more|with|for|at|between|max|min|budget|that|which|and|priced|from|to|up|near|around|within|please|thanks|or|cheaper|listed|built|by|only|sorted|newest|cheapest|deals?|listings?|por|con|de|menos|bajo|que|arv|profit|roi|sold|available|still)$/i;
const PLACE_INTRO = /\b(?:near|in|around|inside|outside|close to|by|at|within \d+ miles of|en|cerca de)\s+/gi;
/** Phrases after "in"/"near" that are never places ("near me" is not Maine). */
const NOT_A_PLACE =
  /^(?:me|my|here|you|your|our|this|that|it|there|town|general|mind|person|cash|total|m[ií]|aqu[ií]|repairs?|profit|arv|rehab)(?![\p{L}\d])/iu;
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
  // "Houston deals with ARV over 300k": a capitalised place right before the kind of listing asked for.
  const leading =
    /(?:^|\b(?:show me|find|any|the|cheapest|newest)\s+)((?:[A-Z][\w.'-]*\s+){0,2}[A-Z][\w.'-]*)\s+(?:deals?|listings?|homes?|houses?|properties|condos?|duplex(?:es)?|land|lots?)\b/.exec(
      text,
    );
  if (
    leading?.[1] &&
    !/^(?:Show|Find|Any|The|Cheapest|Newest|Compare|What|How|Which|Are|Is)$/.test(leading[1])
  ) {
    phrases.push(leading[1]);
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

/** An amount that is an ARV, profit or repair figure, not a price ("ARV over 300k", "40k profit"). */
const METRIC_BEFORE =
  /\b(?:arv|after[- ]repair value|profit|margin|spread|equity|repairs?|rehab|roi|ganancia)\b[^\d$]{0,16}$/i;
const METRIC_AFTER =
  /^\s*(?:\+\s*)?(?:of\s+)?(?:arv|profit|margin|spread|equity|in repairs|repairs|rehab|ganancia)\b/i;

/** The ARV, profit and ROI ranges of a search. */
function metrics(text: string) {
  let minArv: number | null = null;
  let maxArv: number | null = null;
  let minProfit: number | null = null;
  for (const amount of findAmounts(text, { spanish: isSpanish(text) })) {
    const before = text.slice(Math.max(0, amount.index - 30), amount.index);
    const after = text.slice(amount.end, amount.end + 20);
    const arv = /\b(?:arv|after[- ]repair value)\b/i.test(before) || /^\s*(?:\+\s*)?arv\b/i.test(after);
    const profit =
      /\b(?:profit|margin|spread|equity|ganancia)\b/i.test(before) ||
      /^\s*(?:\+\s*)?(?:of\s+)?(?:profit|margin|spread|equity|ganancia)\b/i.test(after);
    const max = MAX_WORDS.test(before.replace(/\b(?:arv|profit|of|an?)\b\s*/gi, ''));
    if (arv) {
      if (max) maxArv = amount.value;
      else minArv = amount.value;
    } else if (profit && !max) minProfit = amount.value;
  }
  const roi =
    /\broi\s*(?:of\s*)?(?:over|above|at least|more than|>|of at least)?\s*(\d{1,3}(?:\.\d+)?)\s*%/i.exec(
      text,
    );
  return { minArv, maxArv, minProfit, minRoi: roi ? Number(roi[1]) : null };
}

/** The order a search asks for. */
function orderOf(text: string): ListingOrder | null {
  if (/\b(?:cheapest|lowest[- ]priced|least expensive|lowest price|m[aá]s barat[oa]s?)\b/i.test(text))
    return 'price_asc';
  if (/\b(?:most expensive|priciest|highest[- ]priced)\b/i.test(text)) return 'price_desc';
  if (
    /\b(?:most|highest|best|biggest|largest)\s+(?:profit|margin|spread|equity)\b|\bmost profitable\b|\bm[aá]s ganancia\b/i.test(
      text,
    )
  )
    return 'profit';
  if (/\b(?:highest|best|top)\s+roi\b/i.test(text)) return 'roi';
  if (/\b(?:newest|latest|most recent|just listed|new listings|m[aá]s recientes?)\b/i.test(text))
    return 'newest';
  return null;
}

/** The statuses a search asks for: sold or under-contract ones only when named, else only active listings. */
function statusesOf(text: string): PropertyStatus[] {
  const statuses: PropertyStatus[] = [];
  if (/\bsold\b|\bvendid[ao]s?\b/i.test(text) && !/\bnot sold\b|\bunsold\b/i.test(text))
    statuses.push('sold');
  if (/\bunder contract\b|\bpending\b|\bbajo contrato\b/i.test(text)) statuses.push('under_contract');
  return statuses.length ? statuses : ['active'];
}

function prices(text: string): { minPrice: number | null; maxPrice: number | null } {
  const options = { spanish: isSpanish(text) };
  const between = BETWEEN.exec(text);
  if (between) {
    const [low, high] = [
      findAmounts(between[1]!, options)[0]?.value,
      findAmounts(between[2]!, options)[0]?.value,
    ];
    if (low !== undefined && high !== undefined) {
      return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high) };
    }
  }
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const amount of findAmounts(text, options)) {
    const after = text.slice(amount.end, amount.end + 12);
    if (
      /^\s*\+?\s*(?:-\s*)?(?:beds?|bedrooms?|br|bd|baths?|bathrooms?|ba|sq|square|acres?|miles?|units?)\b/i.test(
        after,
      )
    )
      continue;
    const before = text.slice(Math.max(0, amount.index - 24), amount.index);
    if (METRIC_BEFORE.test(before) || METRIC_AFTER.test(after)) continue;
    if (MAX_WORDS.test(before)) maxPrice = amount.value;
    else if (MIN_WORDS.test(before)) minPrice = amount.value;
    else if (/^\s*(?:or less|max|and under|or under)\b/i.test(after)) maxPrice = amount.value;
    else if (/^\s*(?:\+|or more|and up|and above|plus)/i.test(after)) minPrice = amount.value;
  }
  return { minPrice, maxPrice };
}

const count = (pattern: RegExp, text: string): number | null => {
  const match = pattern.exec(text);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? null : Number(value);
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
    ...metrics(text),
    order: orderOf(text),
    statuses: statusesOf(text),
    nearMe: asksNearMe(text),
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
    query.places.length > 0 ||
    (query.minArv ?? null) !== null ||
    (query.maxArv ?? null) !== null ||
    (query.minProfit ?? null) !== null ||
    (query.minRoi ?? null) !== null ||
    Boolean(query.order) ||
    Boolean(query.nearMe)
  );
}
