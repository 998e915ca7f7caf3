// What the API shows of texts: a user's own settings (GET /me/sms) and the admin outbox's rows.
import type { SmsOutboxMessage, SmsSettings } from '@dealloop/contract';
import { displayUsPhone, smsTimeZone } from '@dealloop/core';
import type { SmsOutboxRow, SmsSettingsRow } from '../db/sms-schema';

/** A user's own text settings. */
export function serializeSmsSettings(
  row: SmsSettingsRow | undefined,
  pending: { phone: string; expires_at: string } | undefined,
  suppression: { suppressed_at: string } | undefined,
): SmsSettings {
  const phone = row?.phone ?? null;
  const verified = Boolean(phone && row?.verified_at);
  const consent =
    row && phone && row.consent_text && row.consent_page && row.consented_at
      ? { phone, text: row.consent_text, page: row.consent_page, consentedAt: row.consented_at }
      : null;
  const on = (value: number | undefined) => value === undefined || Number(value) === 1;
  return {
    phone,
    phoneDisplay: phone ? displayUsPhone(phone) : null,
    verified,
    pending: pending
      ? { phone: pending.phone, phoneDisplay: displayUsPhone(pending.phone), expiresAt: pending.expires_at }
      : null,
    consent,
    kinds: {
      savedSearch: on(row?.notify_saved_search),
      offers: on(row?.notify_offers),
      contracts: on(row?.notify_contracts),
      deals: on(row?.notify_deals),
    },
    timeZone: row?.time_zone ?? null,
    effectiveTimeZone: smsTimeZone(row?.time_zone, phone ?? pending?.phone ?? null),
    suppressed: suppression !== undefined,
    suppressedAt: suppression?.suppressed_at ?? null,
    canReceive: verified && consent !== null && suppression === undefined,
  };
}

/** A text of the admin outbox, as sent (or to be sent). */
export function serializeOutboxText(row: SmsOutboxRow): SmsOutboxMessage {
  return {
    id: row.id,
    to: row.to_phone,
    kind: row.kind,
    body: row.body,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    transport: row.transport,
    providerId: row.provider_id,
    createdAt: row.created_at,
    sendAfter: row.send_after,
    sentAt: row.sent_at,
  };
}
