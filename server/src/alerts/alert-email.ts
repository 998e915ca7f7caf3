// An alert that Notification Settings promise by email (offers, contracts, listings) is queued as one, in the
// alert's own transaction, to the recipient's address; the outbox honours the kind's toggle.
import { alertEmail, alertEmailKind, alertEmailPath } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Alert, Database } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';

/**
 * Queues the email of an alert when its kind is emailed: subject and body are the alert's title and message, so
 * the email says what the recipient reads in the app, with a link to the page it is about. Nothing for a closed
 * account (suspended without a reason) or a kind that is in-app only; the outbox drops it when the recipient
 * switched the kind off. Answers whether one was queued.
 */
export async function queueAlertEmail(
  trx: Kysely<Database>,
  alert: Alert,
  publicUrl: string,
): Promise<boolean> {
  const kind = alertEmailKind(alert.kind);
  if (!kind) return false;
  const user = await trx
    .selectFrom('users')
    .select(['email', 'suspended_at', 'suspension_reason'])
    .where('id', '=', alert.user_id)
    .executeTakeFirst();
  if (!user || (user.suspended_at !== null && user.suspension_reason === null)) return false;
  const path = alertEmailPath(alert.kind, { propertyId: alert.property_id, contractId: alert.contract_id });
  const email = alertEmail(alert, path ? `${publicUrl}${path}` : null);
  const queued = await enqueueEmail(trx, {
    userId: alert.user_id,
    to: user.email,
    kind,
    ...email,
    dedupeKey: `alert:${alert.id}`,
  });
  return queued.queued;
}
