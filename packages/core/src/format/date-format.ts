// How dates show where a page renders them as it loads: written out rather than through Intl, whose first use on a
// page loads ICU's locale data (tens of milliseconds on a phone; see money-format.ts).

/** The months in English, January first. */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The UTC month and year of an ISO date, "November 2026" (as `toLocaleDateString('en-US', { month: 'long',
 * year: 'numeric', timeZone: 'UTC' })` writes it), or "" when the date is unreadable. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
