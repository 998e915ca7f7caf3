// The "Listed today / N weeks ago" label of a property card (rule: docs/product/listings.md).

const DAY_MS = 86_400_000;

/** Midnight UTC of the calendar day of a timestamp, in milliseconds. */
function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * Whole calendar days (UTC) between the day a listing was created and the day of `now`; negative when the
 * creation date is in the future, NaN when the date cannot be read.
 */
export function listingAgeDays(createdAt: Date | string | number, now: Date): number {
  const created = createdAt instanceof Date ? createdAt.getTime() : new Date(createdAt).getTime();
  const current = now.getTime();
  if (!Number.isFinite(created) || !Number.isFinite(current)) return Number.NaN;
  return utcDay(current) - utcDay(created);
}

/**
 * The listing-age label: "Listed today", "Listed yesterday", "Listed N days ago" under 7 days,
 * "N weeks ago" under 30 days (whole weeks), otherwise "N months ago" (whole 30-day months).
 * Ages are calendar-day differences in UTC. The week and month forms have no "Listed" (as in the spec) and use
 * the singular for one: "1 week ago", "1 month ago". A future date counts as today; an unreadable date gives "".
 */
export function listingAgeLabel(createdAt: Date | string | number, now: Date): string {
  const days = listingAgeDays(createdAt, now);
  if (Number.isNaN(days)) return '';
  if (days <= 0) return 'Listed today';
  if (days === 1) return 'Listed yesterday';
  if (days < 7) return `Listed ${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
