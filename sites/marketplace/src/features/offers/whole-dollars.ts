// Reading money typed into the deal forms: positive whole dollars, with "$" and thousands commas allowed.

/** The whole-dollar amount of a typed text, or null when it is blank, not a whole number or not positive. */
export function parseWholeDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
