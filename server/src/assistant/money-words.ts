// Dollar amounts as people type them in chat: "150k", "$150,000", "1.2m", "$85K", "200 thousand".

/** One amount found in a text, with where it was. */
export interface AmountMatch {
  readonly value: number;
  readonly index: number;
  readonly end: number;
  /** Whether it looked like money ($, k, m, thousand, or a comma-grouped number), not a bare small count. */
  readonly money: boolean;
}

const AMOUNT = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand|m|mm|mil|million)?\b/gi;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, million: 1e6 };

/** Every number in `text` with its dollar value ("150k" is 150000); percentages are left out. */
export function findAmounts(text: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, digits = '', unit] = match;
    const after = text.slice(match.index + whole.length);
    if (/^\s?%/.test(after) || /^\s?(?:percent|%)/i.test(after)) continue;
    const scale = unit ? SCALE[unit.toLowerCase()]! : 1;
    const value = Math.round(Number(digits.replace(/,/g, '')) * scale);
    if (!Number.isFinite(value)) continue;
    const money = whole.includes('$') || Boolean(unit) || digits.includes(',') || value >= 1000;
    found.push({ value, index: match.index, end: match.index + whole.length, money });
  }
  return found;
}

/** A percentage in the text ("65%", "75 percent") as a fraction, or null. */
export function findPercent(text: string): number | null {
  const match = /(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]) / 100;
  return value > 0 && value <= 1 ? value : null;
}
