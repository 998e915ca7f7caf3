// Live alert texts (spec section 8) keyed by the event that causes them, and where each alert leads.

import { propertyDetailPath } from '../site/navigation';
import type { DealAlertKind } from './deal-alerts';

/** Visual tone of a live alert toast. */
export type AlertTone = 'success' | 'error' | 'info';

/** Title, message and tone of one live alert. */
export interface AlertText {
  readonly title: string;
  readonly message: string;
  readonly tone: AlertTone;
}

/**
 * Live alerts by event, outside deals (a deal's alerts depend on the recipient: DEAL_ALERTS in deal-alerts.ts).
 * Titles are the spec's where it has them, messages are ours. Tones follow section 4 (published is success,
 * declined is error).
 */
export const ALERTS = Object.freeze({
  propertyPublished: {
    title: 'Property Published!',
    message: 'Your property is now live on the marketplace.',
    tone: 'success',
  },
  propertyDeclined: {
    title: 'Property Declined',
    message: 'Your property listing was declined by our moderators.',
    tone: 'error',
  },
  // Not in the spec: a newly published listing matches one of the user's saved searches (issue 6).
  savedSearchMatch: {
    title: 'New Match for Your Saved Search',
    message: 'A new listing matches one of your saved searches.',
    tone: 'info',
  },
  // Not in the spec: moderation (issue 9). A moderator's reason is appended by `messageWithReason`.
  propertyOnHold: {
    title: 'Property On Hold',
    message: 'A moderator put your property listing on hold.',
    tone: 'info',
  },
  propertyHidden: {
    title: 'Property Hidden',
    message: 'A moderator hid your property listing after reports from other users.',
    tone: 'error',
  },
  profileUnpublished: {
    title: 'Profile Unpublished',
    message: 'A moderator unpublished your public profile after reports from other users.',
    tone: 'error',
  },
  moderatorApproved: {
    title: 'Welcome, Moderator!',
    message: 'Your application was approved. The Moderator Dashboard is now in your menu.',
    tone: 'success',
  },
  moderatorDeclined: {
    title: 'Moderator Application Declined',
    message: 'Your application to become a moderator was declined.',
    tone: 'error',
  },
  // Not in the spec: open houses (issue 9). The owner hears of each RSVP, attendees of a cancellation and, the
  // day before, of the slot itself.
  openHouseRsvp: {
    title: 'New Open House RSVP',
    message: 'Someone RSVPed to an open house on one of your listings.',
    tone: 'info',
  },
  openHouseCancelled: {
    title: 'Open House Cancelled',
    message: 'An open house you RSVPed to was cancelled by the owner.',
    tone: 'error',
  },
  openHouseReminder: {
    title: 'Open House Tomorrow',
    message: 'An open house you RSVPed to starts within a day.',
    tone: 'info',
  },
  // Not in the spec: buyers list (issue 9). A wholesaler hears of each new buyer who joins their list.
  buyerJoined: {
    title: 'New Buyer Joined Your List',
    message: 'A cash buyer joined your buyers list.',
    tone: 'success',
  },
  // Not in the spec: reviewed edits of a published listing (issue 18). The reason of a decline is appended.
  listingEditApproved: {
    title: 'Listing Changes Approved',
    message: 'A moderator approved your changes; they are now live on the marketplace.',
    tone: 'success',
  },
  listingEditDeclined: {
    title: 'Listing Changes Declined',
    message: 'A moderator declined your changes; your listing keeps its approved version.',
    tone: 'error',
  },
  // Not in the spec: an approved price cut on a listing that matches one of the user's saved searches (issue 18).
  savedSearchPriceCut: {
    title: 'Price Cut on a Saved Search Match',
    message: 'A listing that matches one of your saved searches just lowered its price.',
    tone: 'info',
  },
} as const satisfies Record<string, AlertText>);

/** An event outside deals that raises a live alert. */
export type GeneralAlertKind = keyof typeof ALERTS;

/** The event a live alert is about: a general one or a deal step. */
export type AlertKind = GeneralAlertKind | DealAlertKind;

/** Every general alert kind, the spec's first (deal steps: DEAL_ALERT_KINDS). */
export const ALERT_KINDS = Object.freeze(Object.keys(ALERTS) as GeneralAlertKind[]);

/** The alerts that open their listing (a moderation decision opens the listing, where its owner reads the reason). */
const LISTING_ALERTS: readonly AlertKind[] = [
  'propertyPublished',
  'savedSearchMatch',
  'propertyDeclined',
  'propertyOnHold',
  'propertyHidden',
  'listingEditApproved',
  'listingEditDeclined',
  'savedSearchPriceCut',
  'openHouseRsvp',
  'openHouseCancelled',
  'openHouseReminder',
];

/**
 * Where clicking a live alert leads: `/property/{id}` for the property-published alert, a saved search's new
 * match and the other moderation decisions about a listing, null for every other alert (the spec gives no destination for them) or when no property id is known.
 */
export function alertLink(kind: AlertKind, propertyId: string | null | undefined): string | null {
  // A new buyer opens the buyers list dashboard, where the wholesaler sees them.
  if (kind === 'buyerJoined') return '/buyers-list-dashboard';
  if (!LISTING_ALERTS.includes(kind) || !propertyId) return null;
  return propertyDetailPath(propertyId);
}
