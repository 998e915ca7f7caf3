// An alert as its user receives it, from the notifications API and the alert stream alike.
import type { AlertNotification } from '@dealloop/contract';
import type { Alert } from '../db/schema';

/** The JSON of an alert (a notification of the bell, an event of the stream): the contract's Notification. */
export function serializeAlert(alert: Alert): AlertNotification {
  return {
    id: String(alert.id),
    kind: alert.kind,
    tone: alert.tone,
    title: alert.title,
    message: alert.message,
    link: alert.link,
    propertyId: alert.property_id,
    offerId: alert.offer_id,
    contractId: alert.contract_id,
    read: alert.read,
    createdAt: alert.created_at,
  };
}
