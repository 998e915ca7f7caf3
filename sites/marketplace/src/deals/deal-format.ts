// How the deal pages write dates and names: closing dates, expiry times and a party's name.

import type { PartySummary } from '@dealloop/contract';
import { avatarDisplayName } from '@dealloop/core';

/** An Intl date format made on first use, not when the module loads: a page's first Intl format loads ICU's
 * locale data, which the listing page, importing this for its offer panel, would pay for without showing a date. */
function onFirstUse(options: Intl.DateTimeFormatOptions): (time: number) => string {
  let format: Intl.DateTimeFormat | null = null;
  return (time) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(time);
  };
}

const date = onFirstUse({ dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = onFirstUse({ dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date ('YYYY-MM-DD', as closing dates are) as "Mar 5, 2027"; the text itself when unreadable. */
export function formatDealDate(day: string): string {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? day : date(time);
}

/** A moment (ISO string, e.g. when an offer expires) in the visitor's time zone, as "Mar 5, 2027, 3:00 PM". */
export function formatDealTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime(time);
}

/** A party's name, "User" when they have none (the avatar menu's fallback). */
export function partyName(party: PartySummary): string {
  return avatarDisplayName(party.fullName);
}
