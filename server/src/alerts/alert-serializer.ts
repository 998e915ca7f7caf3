// An alert as its user receives it, from the notifications API and the alert stream alike.
import type { Alert } from '../db/schema';

/** The JSON of an alert (a notification of the bell, an event of the stream). */
export interface AlertJson {
  /** The alert id as a string: the stream's event id, increasing. */
  id: string;
  kind: string;
  tone: 'success' | 'error' | 'info';
  title: string;
  message: string;
  /** The page the alert opens, when it has one (the property-published alert opens /property/{id}). */
  link: string | null;
  propertyId: string | null;
  offerId: string | null;
  contractId: string | null;
  read: boolean;
  createdAt: string;
}

export function serializeAlert(alert: Alert): AlertJson {
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
