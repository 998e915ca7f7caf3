// Reading widget attributes: counts and texts as the widgets use them (amounts: core's parseDollarAmount).

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
