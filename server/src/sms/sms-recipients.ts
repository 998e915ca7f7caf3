// Who may get a text of a kind: a verified number with a consent record, its kind switched on, not suppressed.
// The one rule every text (saved search, deal, offer, contract) goes through, at queueing and again at sending.
import { SMS_TEXTS, type SmsKind, smsSettingFor, smsTimeZone } from '@dealloop/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SmsSettingsRow } from '../db/sms-schema';
import { badRequest } from '../http/api-error';

type Db = Kysely<Database> | Transaction<Database>;

/** A number that may be texted, with the user it belongs to and the zone its quiet hours use. */
export interface TextableNumber {
  userId: string;
  phone: string;
  timeZone: string;
}

const SWITCH_COLUMN = {
  savedSearch: 'notify_saved_search',
  offers: 'notify_offers',
  contracts: 'notify_contracts',
  deals: 'notify_deals',
} as const;

/** Whether a settings row has a verified, consenting number with the switch for `kind` on. */
export function settingsAllow(row: SmsSettingsRow, kind: SmsKind): boolean {
  if (!row.phone || !row.verified_at || !row.consented_at) return false;
  const setting = smsSettingFor(kind);
  return setting === null || Number(row[SWITCH_COLUMN[setting]]) === 1;
}

/** Whether the number replied STOP (or similar) and has not opted back in. */
export async function isSuppressed(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_suppressions')
    .select('phone')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

function textable(row: SmsSettingsRow): TextableNumber {
  return {
    userId: row.user_id,
    phone: row.phone as string,
    timeZone: smsTimeZone(row.time_zone, row.phone),
  };
}

/** The user's number if they may get a text of `kind` now, else null. */
export async function textableUser(db: Db, userId: string, kind: SmsKind): Promise<TextableNumber | null> {
  const row = await db
    .selectFrom('sms_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || !settingsAllow(row, kind)) return null;
  if (await isSuppressed(db, row.phone as string)) return null;
  return textable(row);
}

/**
 * The account whose verified number is `phone`, if it may get a text of `kind` (a buyers-list entry's phone:
 * a list owner's import never gives consent; only the number's own verified account does).
 */
export async function textableNumber(db: Db, phone: string, kind: SmsKind): Promise<TextableNumber | null> {
  const rows = await db
    .selectFrom('sms_settings')
    .selectAll()
    .where('phone', '=', phone)
    .where('verified_at', 'is not', null)
    .orderBy('verified_at', 'desc')
    .execute();
  const row = rows.find((candidate) => settingsAllow(candidate, kind));
  if (!row || (await isSuppressed(db, phone))) return null;
  return textable(row);
}

/** Refuses (400 sms_consent_required) unless the user has a verified, consenting, unsuppressed number. */
export async function requireTextableNumber(db: Db, userId: string): Promise<void> {
  if (!(await textableUser(db, userId, 'verification'))) {
    throw badRequest(SMS_TEXTS.consentRequired, 'sms_consent_required');
  }
}
