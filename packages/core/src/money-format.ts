// How amounts of money and ROI show: whole US dollars (or the short "$25K" form) and percent with one decimal.

/** Rounds to 2 decimals. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Shown in place of a number that is missing or not finite. */
export const MISSING_VALUE = '—';

/** ROI with one decimal and a percent sign ("12.3%"), or "—" when it is missing or not finite. */
export function formatRoi(roi: number | null | undefined): string {
  if (typeof roi !== 'number' || !Number.isFinite(roi)) return MISSING_VALUE;
  const fixed = roi.toFixed(1);
  return `${fixed === '-0.0' ? '0.0' : fixed}%`;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * A price in whole US dollars: "$125,000". With `{ compact: true }`, the short form used by price options:
 * "$25K", "$750K", "$1M", "$1.5M" (amounts under $1,000 stay "$950"). Missing or non-finite gives "—".
 */
export function formatPrice(
  price: number | null | undefined,
  options: { readonly compact?: boolean } = {},
): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return MISSING_VALUE;
  const dollars = Math.round(price) || 0;
  if (!options.compact) return WHOLE_DOLLARS.format(dollars);
  const sign = dollars < 0 ? '-' : '';
  const amount = Math.abs(price);
  const thousands = round2(amount / 1_000);
  if (thousands >= 1_000) return `${sign}$${round2(amount / 1_000_000)}M`;
  if (amount >= 999.5) return `${sign}$${thousands}K`;
  return `${sign}$${Math.abs(dollars)}`;
}
