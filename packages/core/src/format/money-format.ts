// How numbers, amounts of money and ROI show: US digit grouping ("1,850"), whole US dollars (or the short "$25K"
// form) and percent with one decimal. Written out rather than through Intl.NumberFormat: a page's first Intl number
// format loads ICU's locale data, about 30 ms of main thread on a desktop and four times that on a phone, before
// the first listing card can render.

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

/**
 * A number with US digit grouping and at most `maxDecimals` decimals, trailing zeros dropped, as
 * `Intl.NumberFormat('en-US')` writes it: 1850 → "1,850", 2.5 → "2.5", -1234567.891 → "-1,234,567.891".
 * Not finite gives "—".
 */
export function formatNumber(value: number, maxDecimals = 3): string {
  if (!Number.isFinite(value)) return MISSING_VALUE;
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

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
  const sign = dollars < 0 ? '-' : '';
  if (!options.compact) return `${sign}$${formatNumber(Math.abs(dollars), 0)}`;
  const amount = Math.abs(price);
  const thousands = round2(amount / 1_000);
  if (thousands >= 1_000) return `${sign}$${round2(amount / 1_000_000)}M`;
  if (amount >= 999.5) return `${sign}$${thousands}K`;
  return `${sign}$${Math.abs(dollars)}`;
}
