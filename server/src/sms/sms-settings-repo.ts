// A user's text settings: the number and its consent record, per-kind switches, time zone; verification codes
// (stored only as a hash); and withdrawal. Every function works on the caller's own user id only.
import { createHash, randomInt } from 'node:crypto';
import { SMS_LIMITS, type SmsSettingKind } from '@dealloop/core';
import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import type { SmsSettingsRow } from '../db/sms-schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of each per-kind switch. */
export const SWITCH_COLUMNS: Record<
  SmsSettingKind,
  'notify_saved_search' | 'notify_offers' | 'notify_contracts' | 'notify_deals'
> = {
  savedSearch: 'notify_saved_search',
  offers: 'notify_offers',
  contracts: 'notify_contracts',
  deals: 'notify_deals',
};

/** The SHA-256 of a code, bound to the user it was sent to. */
export const codeHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** A fresh 6-digit code. */
export const newCode = () =>
  String(randomInt(0, 10 ** SMS_LIMITS.codeLength)).padStart(SMS_LIMITS.codeLength, '0');

/** The user's settings row, if any. */
export function settingsRow(db: Db, userId: string): Promise<SmsSettingsRow | undefined> {
  return db.selectFrom('sms_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Makes sure the user has a settings row (switches on, no number) and answers it. */
export async function ensureSettings(db: Db, userId: string, now: Date): Promise<SmsSettingsRow> {
  await db
    .insertInto('sms_settings')
    .values({ user_id: userId, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await settingsRow(db, userId)) as SmsSettingsRow;
}

/** The latest code waiting to be entered (unused, unexpired, tries left), if any. */
export function pendingVerification(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('sms_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', SMS_LIMITS.codeAttempts)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The latest code sent to the user, used or not. */
export function latestVerification(db: Db, userId: string) {
  return db
    .selectFrom('sms_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Codes sent to the user in the hour before `now`. */
export async function codesSentSince(db: Db, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_verifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a new code's hash with the consent it would record; earlier unused codes stop working. */
export async function insertVerification(
  db: Db,
  input: {
    userId: string;
    phone: string;
    code: string;
    consentText: string;
    page: string;
    ip: string | null;
    now: Date;
  },
): Promise<{ id: string; expiresAt: string }> {
  const id = uuidv7();
  const expiresAt = new Date(input.now.getTime() + SMS_LIMITS.codeTtlMs).toISOString();
  await db
    .updateTable('sms_verifications')
    .set({ used_at: input.now.toISOString() })
    .where('user_id', '=', input.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('sms_verifications')
    .values({
      id,
      user_id: input.userId,
      phone: input.phone,
      code_hash: codeHash(input.userId, input.code),
      consent_text: input.consentText,
      consent_page: input.page,
      consent_ip: input.ip,
      attempts: 0,
      created_at: input.now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { id, expiresAt };
}

/** Counts a try at a code; answers the tries used, or null when none were left (another request used them). */
export async function countAttempt(db: Db, id: string): Promise<number | null> {
  const updated = await db
    .updateTable('sms_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', SMS_LIMITS.codeAttempts)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return updated ? Number(updated.attempts) : null;
}

/** The code was right: the number is verified and the consent recorded; a STOP on that number is lifted. */
export async function recordVerifiedConsent(
  db: Db,
  verification: {
    id: string;
    user_id: string;
    phone: string;
    consent_text: string;
    consent_page: string;
    consent_ip: string | null;
  },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('sms_verifications').set({ used_at: at }).where('id', '=', verification.id).execute();
  await ensureSettings(db, verification.user_id, now);
  await db
    .updateTable('sms_settings')
    .set({
      phone: verification.phone,
      verified_at: at,
      consent_text: verification.consent_text,
      consent_page: verification.consent_page,
      consent_ip: verification.consent_ip,
      consented_at: at,
      updated_at: at,
    })
    .where('user_id', '=', verification.user_id)
    .execute();
  await db.deleteFrom('sms_suppressions').where('phone', '=', verification.phone).execute();
}

/** Withdraws consent: the number and consent record go, waiting texts are canceled, saved searches stop texting. */
export async function withdrawConsent(db: Db, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('sms_settings')
    .set({
      phone: null,
      verified_at: null,
      consent_text: null,
      consent_page: null,
      consent_ip: null,
      consented_at: null,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('sms_verifications')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .updateTable('sms_outbox')
    .set({ status: 'canceled', status_at: at, last_error: 'consent withdrawn' })
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'held'])
    .execute();
  await db.updateTable('saved_searches').set({ notify_sms: false }).where('user_id', '=', userId).execute();
}
