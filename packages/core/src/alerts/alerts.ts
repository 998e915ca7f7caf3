// Live alerts outside deals (rule: docs/product/alerts.md): their kinds and texts, read from ALERT_TEXTS, and where each leads.

import { propertyDetailPath } from '../site/navigation';
import { ALERT_TEXTS, type AlertKind, type AlertRecipient, type AlertText } from './alert-texts';

type Texts = typeof ALERT_TEXTS;

/** The recipients of a deal step's alerts: a deal's parties. */
type DealRecipient = 'buyer' | 'seller';

/** An event outside deals that raises a live alert (its recipient is no deal party). */
export type GeneralAlertKind = {
  [K in AlertKind]: [Extract<keyof Texts[K], DealRecipient>] extends [never] ? K : never;
}[AlertKind];

const table: Readonly<Record<string, Partial<Record<AlertRecipient, AlertText>>>> = ALERT_TEXTS;

/**
 * Live alerts by event, outside deals (a deal's alerts depend on the recipient: DEAL_ALERTS in deal-alerts.ts):
 * each event's text for its one recipient in ALERT_TEXTS.
 */
export const ALERTS = Object.freeze(
  Object.fromEntries(
    Object.entries(table)
      .filter(([, texts]) => !('buyer' in texts || 'seller' in texts))
      .map(([kind, texts]) => [kind, Object.values(texts)[0]]),
  ),
) as { readonly [K in GeneralAlertKind]: Texts[K][keyof Texts[K]] };

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
