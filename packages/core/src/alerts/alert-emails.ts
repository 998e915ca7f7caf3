// Which live alerts are also emailed (by the Notification Settings kind that switches them off), and their email.

import type { AlertKind } from './alert-texts';
import { alertLink, type GeneralAlertKind } from './alerts';
import { DEAL_ALERT_KINDS, type DealAlertKind } from './deal-alerts';
import type { EmailKind } from './email-kinds';

const OFFER_STEPS: readonly DealAlertKind[] = Object.freeze([
  'offerReceived',
  'offerCountered',
  'offerAccepted',
  'counterAccepted',
  'offerDeclined',
  'counterDeclined',
  'offerDeclinedForAnother',
  'offerWithdrawn',
  'offerExpired',
  'offerKeptAsBackup',
  'backupsDeclined',
]);

const LISTING_DECISIONS: readonly GeneralAlertKind[] = Object.freeze([
  'propertyPublished',
  'propertyDeclined',
  'propertyOnHold',
  'propertyHidden',
  'listingEditApproved',
  'listingEditDeclined',
]);

/** The dashboard pages a deal email opens. */
export const OFFERS_DASHBOARD_PATH = '/dashboard/offers';
export const CONTRACTS_DASHBOARD_PATH = '/dashboard/contracts';

/**
 * The email kind an alert is also sent as (its Notification Settings toggle), or null when it is in-app only:
 * every offer step is "offers", every contract step "contracts", a moderation decision about a listing "listings".
 * Saved-search matches have their own emails (instant or digest), sent where the match is found.
 */
export function alertEmailKind(kind: string): EmailKind | null {
  if ((OFFER_STEPS as readonly string[]).includes(kind)) return 'offers';
  if ((DEAL_ALERT_KINDS as readonly string[]).includes(kind)) return 'contracts';
  if ((LISTING_DECISIONS as readonly string[]).includes(kind)) return 'listings';
  return null;
}

/** The page an alert's email links to: the listing for a listing decision, else the offers or the contract. */
export function alertEmailPath(
  kind: string,
  ids: { propertyId?: string | null; contractId?: string | null },
): string | null {
  const emailKind = alertEmailKind(kind);
  if (emailKind === 'offers') return OFFERS_DASHBOARD_PATH;
  if (emailKind === 'contracts') {
    return ids.contractId ? `${CONTRACTS_DASHBOARD_PATH}/${ids.contractId}` : CONTRACTS_DASHBOARD_PATH;
  }
  return emailKind === 'listings' ? alertLink(kind as AlertKind, ids.propertyId) : null;
}

/** The texts of an alert's email. */
export const ALERT_EMAIL_TEXTS = Object.freeze({
  openLink: (url: string) => `Open it on DealLoop: ${url}`,
});

/**
 * The email of an alert: the subject is the alert's title and the body its message (the texts the recipient
 * sees in the app), then the page it opens.
 */
export function alertEmail(
  alert: { title: string; message: string },
  url: string | null,
): { subject: string; text: string } {
  return {
    subject: alert.title,
    text: url ? `${alert.message}\n\n${ALERT_EMAIL_TEXTS.openLink(url)}` : alert.message,
  };
}
