// Reading widget attributes: amounts, counts and texts as the widgets use them.

/** A dollar amount from an attribute or input: digits with optional `$`, commas and decimals; null otherwise. */
export function parseAmount(value: string | null | undefined): number | null {
  const text = (value ?? '').replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** A whole count within [min, max]; `fallback` when missing or unreadable, clamped otherwise. */
export function parseCount(
  value: string | null | undefined,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const count = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(count)) return fallback;
  return Math.min(max, Math.max(min, count));
}

/** A trimmed text, or null when empty or missing. */
export function parseText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
