// Texts raised alongside alerts and saved-search matches: offer and contract alerts (the kinds Notification
// Settings email, core's alertEmailKind: one rule for both channels) and instant saved-search matches, each to
// a verified, consenting, unsuppressed number with that kind switched on.
import { alertEmailKind, alertEmailPath, propertyDetailPath, SMS_TEXTS, type SmsKind } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Alert, Database, Property, SavedSearch } from '../db/schema';
import { enqueueText } from './sms-outbox';
import { textableUser } from './sms-recipients';

/** The text kind of an alert kind: offers and contracts only (listing decisions stay email and in-app). */
export function smsKindOfAlert(kind: string): SmsKind | null {
  const emailKind = alertEmailKind(kind);
  if (emailKind === 'offers') return 'offer';
  if (emailKind === 'contracts') return 'contract';
  return null;
}

/** Queues the text of an alert when its recipient opted in for its kind; answers whether one was queued. */
export async function queueAlertText(
  trx: Kysely<Database>,
  alert: Alert,
  publicUrl: string,
): Promise<boolean> {
  const kind = smsKindOfAlert(alert.kind);
  if (!kind) return false;
  const recipient = await textableUser(trx, alert.user_id, kind);
  if (!recipient) return false;
  const path = alertEmailPath(alert.kind, { propertyId: alert.property_id, contractId: alert.contract_id });
  const queued = await enqueueText(trx, {
    userId: recipient.userId,
    to: recipient.phone,
    kind,
    body: SMS_TEXTS.alert(alert.title, `${publicUrl}${path ?? ''}`),
    idempotencyKey: `alert:${alert.id}`,
    timeZone: recipient.timeZone,
    now: new Date(),
    publicUrl,
  });
  return !queued.duplicate;
}

/** Queues one text per user for a newly matched listing (any of their searches with text alerts on). */
export async function queueSavedSearchTexts(
  trx: Kysely<Database>,
  searches: readonly SavedSearch[],
  listing: Property,
  publicUrl: string,
): Promise<void> {
  const texted = new Set<string>();
  for (const search of searches) {
    if (!search.notify_sms || texted.has(search.user_id)) continue;
    texted.add(search.user_id);
    const recipient = await textableUser(trx, search.user_id, 'saved_search');
    if (!recipient) continue;
    await enqueueText(trx, {
      userId: recipient.userId,
      to: recipient.phone,
      kind: 'saved_search',
      body: SMS_TEXTS.savedSearchMatch(
        search.name,
        listing.title,
        `${publicUrl}${propertyDetailPath(listing.id)}`,
      ),
      idempotencyKey: `saved-search:${search.user_id}:${listing.id}`,
      timeZone: recipient.timeZone,
      now: new Date(),
      publicUrl,
    });
  }
}
