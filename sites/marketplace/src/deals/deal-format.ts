// How the deal pages write dates and names: closing dates, expiry times and a party's name.
import { avatarDisplayName } from '@dealloop/core';
import type { PartySummary } from './offer';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date ('YYYY-MM-DD', as closing dates are) as "Mar 5, 2027"; the text itself when unreadable. */
export function formatDealDate(date: string): string {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? date : DATE.format(time);
}

/** A moment (ISO string, e.g. when an offer expires) in the visitor's time zone, as "Mar 5, 2027, 3:00 PM". */
export function formatDealTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE_TIME.format(time);
}

/** A party's name, "User" when they have none (the avatar menu's fallback). */
export function partyName(party: PartySummary): string {
  return avatarDisplayName(party.fullName);
}
