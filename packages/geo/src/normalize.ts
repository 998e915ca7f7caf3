// Text folding shared by the index builder, suggest and geocode: case, accents, punctuation and abbreviations.

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};

/** Abbreviations used in US place names and the words they stand for. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
  pt: 'point',
};
const EXPANSIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ABBREVIATIONS).map(([short, long]) => [long, short]),
);

/**
 * Lowercase ASCII words of a text: accents folded ("Cañon" -> "canon"), apostrophes and the Hawaiian okina dropped
 * ("Coeur d'Alene" -> "coeur", "dalene"), any other punctuation treated as a space.
 */
export function words(text: string): string[] {
  const ascii = /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ßøæœłđ]/g, (letter) => SPECIAL_LETTERS[letter] ?? '');
  const folded = ascii
    .replace(/['’‘ʻ`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return folded === '' ? [] : folded.split(' ');
}

/** The search key of a text: its words run together, so spacing and punctuation never matter ("St. Louis" -> "stlouis"). */
export function compactKey(text: string): string {
  return words(text).join('');
}

/** A name's words without a leading "the" ("The Bronx", "The Dalles", "The Villages"). */
const withoutArticle = (nameWords: readonly string[]): readonly string[] =>
  nameWords.length > 1 && nameWords[0] === 'the' ? nameWords.slice(1) : nameWords;

/**
 * The word lists of a name with its abbreviations as written, all contracted and all expanded, with and without
 * a leading "the".
 */
function spellings(nameWords: readonly string[]): string[][] {
  const forms = new Set([nameWords, withoutArticle(nameWords)]);
  return [...forms].flatMap((form) => [
    [...form],
    form.map((word) => EXPANSIONS[word] ?? word),
    form.map((word) => ABBREVIATIONS[word] ?? word),
  ]);
}

/**
 * Every key a name is found by: the whole name under each spelling ("St. Louis" -> "stlouis", "saintlouis").
 * A query matches a name when its {@link compactKey} is a prefix of one of these keys.
 */
export function nameKeys(name: string): string[] {
  return [...new Set(spellings(words(name)).map((spelling) => spelling.join('')))];
}

/** Keys for the later words of a multi-word name ("Salt Lake City" -> "lakecity", "city"), for weaker matches. */
export function innerWordKeys(name: string): string[] {
  const keys = new Set<string>();
  for (const spelling of spellings(words(name))) {
    for (let start = 1; start < spelling.length; start++) keys.add(spelling.slice(start).join(''));
  }
  return [...keys];
}

/**
 * The identity key of a name: abbreviations contracted and a leading "the" dropped, so "Saint Louis" and
 * "St. Louis", "Bronx" and "The Bronx" are the same place.
 */
export function identityKey(name: string): string {
  return withoutArticle(words(name))
    .map((word) => EXPANSIONS[word] ?? word)
    .join('');
}
