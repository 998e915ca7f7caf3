// Dollar amounts as people type them in chat: "150k", "$150,000", "1.2m", "$85K", "200 thousand", "200 grand",
// and in Spanish "200 mil" (thousand).

/** One amount found in a text, with where it was. */
export interface AmountMatch {
  readonly value: number;
  readonly index: number;
  readonly end: number;
  /** Whether it looked like money ($, k, m, thousand, or a comma-grouped number), not a bare small count. */
  readonly money: boolean;
}

/** How to read the words of a message: in Spanish "mil" is a thousand, in English slang a million. */
export interface AmountOptions {
  readonly spanish?: boolean;
}

const AMOUNT =
  /\$?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(k|thousand|grand|mil(?:lones|lón|lon)?|mm|m|million))?(?![\p{L}\d])/giu;
const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
  millones: 1e6,
  millón: 1e6,
  millon: 1e6,
};

/** Every number in `text` with its dollar value ("150k" is 150000); percentages are left out. */
export function findAmounts(text: string, options: AmountOptions = {}): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, digits = '', unit] = match;
    const after = text.slice(match.index + whole.length);
    if (/^\s?(?:%|percent|por ?ciento)/i.test(after)) continue;
    const word = unit?.toLowerCase();
    const scale = !word ? 1 : word === 'mil' && options.spanish ? 1e3 : SCALE[word]!;
    const value = Math.round(Number(digits.replace(/,/g, '')) * scale);
    if (!Number.isFinite(value)) continue;
    const money = whole.includes('$') || Boolean(unit) || digits.includes(',') || value >= 1000;
    found.push({ value, index: match.index, end: match.index + whole.length, money });
  }
  return found;
}

/** A percentage in the text ("65%", "75 percent", "65 por ciento") as a fraction, or null. */
export function findPercent(text: string): number | null {
  const match = /(\d{1,3}(?:\.\d+)?)\s?(?:%|percent|por ?ciento)/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]) / 100;
  return value > 0 && value <= 1 ? value : null;
}

/** Words only Spanish uses: one of them marks a message as Spanish ("terrenos en Austin"). */
const SPANISH_ONLY =
  /[¿¡ñ]|(?<![\p{L}])(?:casas|propiedades|terrenos?|condominios?|dúplex(?:es)?|rec[aá]maras?|habitaciones|ba[nñ]os|reparaciones|arreglos|remodelaci[oó]n|vendid[ao]s?|disponibles?|busco|buscar|quiero|mu[eé]strame|cu[aá]nt[oa]s?|cu[aá]l(?:es)?|d[oó]nde|ofertas?|ganancia|tarifa|asignaci[oó]n|compro|vendo|precio|barat[oa]s?|rendimiento|reventa|despu[eé]s|vendedor|tel[eé]fono|compara|cerca|est[aá]|sigue|tiene|hay|hola|gracias|qui[eé]n|gan[oó])(?![\p{L}])/iu;
/** Words Spanish shares with other languages or that are short: three different ones mark a message as Spanish. */
const SPANISH_COMMON =
  /(?<![\p{L}])(?:mis?|es|son|las|los|el|la|casa|en|por|de|del|si|con|y|menos|m[aá]s|valor|entre|para|que)(?![\p{L}])/giu;

/** Whether a message reads as Spanish: a word only Spanish uses, or three different common Spanish words. */
export function isSpanish(text: string): boolean {
  if (SPANISH_ONLY.test(text)) return true;
  const marks = text.match(SPANISH_COMMON) ?? [];
  return new Set(marks.map((mark) => mark.toLowerCase())).size >= 3;
}
