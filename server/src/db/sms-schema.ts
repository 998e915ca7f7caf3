// Table types of the text-message (SMS) feature (migration 20261127_0120_sms).
import type { SmsKind } from '@dealloop/core';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = string;
type Switch = ColumnType<number, number | undefined, number>;

/** Delivery state of a text: ours (pending, sending, held, canceled) or the provider's. */
export type SmsStatus =
  | 'pending'
  | 'sending'
  | 'queued'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'held'
  | 'canceled';

export interface SmsSettingsTable {
  user_id: string;
  phone: string | null;
  verified_at: Timestamp | null;
  consent_text: string | null;
  consent_page: string | null;
  consent_ip: string | null;
  consented_at: Timestamp | null;
  notify_saved_search: Switch;
  notify_offers: Switch;
  notify_contracts: Switch;
  notify_deals: Switch;
  time_zone: string | null;
  updated_at: Timestamp;
}

export interface SmsVerificationsTable {
  id: string;
  user_id: string;
  phone: string;
  code_hash: string;
  consent_text: string;
  consent_page: string;
  consent_ip: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SmsSuppressionsTable {
  phone: string;
  suppressed_at: Timestamp;
  message: string;
}

export interface SmsOutboxTable {
  id: string;
  user_id: string | null;
  to_phone: string;
  kind: SmsKind;
  body: string;
  idempotency_key: string;
  blast_key: string | null;
  status: SmsStatus;
  attempts: ColumnType<number, number | undefined, number>;
  send_after: Timestamp;
  claimed_at: Timestamp | null;
  last_error: string | null;
  transport: string | null;
  provider_id: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  status_at: Timestamp | null;
}

export type SmsSettingsRow = Selectable<SmsSettingsTable>;
export type SmsOutboxRow = Selectable<SmsOutboxTable>;
