// Which emails a user receives: one row per user and kind, defaults when there is none, and unsubscribes.
import {
  ALWAYS_SENT_EMAIL_KINDS,
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  type EmailKind,
  isOptionalEmailKind,
  OPTIONAL_EMAIL_KINDS,
  type SavedSearchFrequency,
} from '@dealloop/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether a kind is on for a user who never chose: everything but the daily digest (instant is the default). */
export function defaultEnabled(kind: EmailKind): boolean {
  if (kind === 'saved_search_digest') return DEFAULT_SAVED_SEARCH_FREQUENCY === 'daily';
  if (kind === 'saved_search_instant') return DEFAULT_SAVED_SEARCH_FREQUENCY === 'instant';
  return true;
}

/** A user's email settings as the API shows them. */
export interface EmailPreferences {
  /** Every optional kind and whether it is on. */
  kinds: Record<EmailKind, boolean>;
  /** How saved-search matches are emailed (derived from the two saved-search kinds). */
  savedSearchFrequency: SavedSearchFrequency;
}

/** Whether the user receives emails of `kind`; password resets and buyers list confirmations always go out. */
export async function emailAllowed(db: Db, userId: string, kind: EmailKind): Promise<boolean> {
  if (!isOptionalEmailKind(kind)) return true;
  const row = await db
    .selectFrom('email_preferences')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? Boolean(row.enabled) : defaultEnabled(kind);
}

/** Reads every preference of a user, defaults filled in. */
export async function readEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const rows = await db
    .selectFrom('email_preferences')
    .select(['kind', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const stored = new Map(rows.map((row) => [row.kind, Boolean(row.enabled)]));
  const kinds = Object.fromEntries(ALWAYS_SENT_EMAIL_KINDS.map((kind) => [kind, true])) as Record<
    EmailKind,
    boolean
  >;
  for (const kind of OPTIONAL_EMAIL_KINDS) kinds[kind] = stored.get(kind) ?? defaultEnabled(kind);
  const savedSearchFrequency: SavedSearchFrequency = kinds.saved_search_instant
    ? 'instant'
    : kinds.saved_search_digest
      ? 'daily'
      : 'off';
  return { kinds, savedSearchFrequency };
}

/** How often the user wants saved-search matches emailed. */
export async function savedSearchFrequencyOf(db: Db, userId: string): Promise<SavedSearchFrequency> {
  return (await readEmailPreferences(db, userId)).savedSearchFrequency;
}

/** Turns kinds on or off for a user (password resets cannot be turned off and are ignored). */
export async function setEmailPreferences(
  db: Db,
  userId: string,
  changes: Partial<Record<EmailKind, boolean>>,
  now = new Date().toISOString(),
): Promise<void> {
  for (const [kind, enabled] of Object.entries(changes) as [EmailKind, boolean][]) {
    if (!isOptionalEmailKind(kind)) continue;
    await db
      .insertInto('email_preferences')
      .values({ user_id: userId, kind, enabled, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ enabled, updated_at: now }))
      .execute();
  }
}

/** The two saved-search kinds a frequency stands for. */
export function savedSearchKindsFor(frequency: SavedSearchFrequency): Partial<Record<EmailKind, boolean>> {
  return {
    saved_search_instant: frequency === 'instant',
    saved_search_digest: frequency === 'daily',
  };
}

/** Whether an address without an account unsubscribed from a kind. */
export async function addressSuppressed(db: Db, address: string, kind: EmailKind): Promise<boolean> {
  if (!isOptionalEmailKind(kind)) return false;
  const row = await db
    .selectFrom('email_suppressions')
    .select('kind')
    .where('address', '=', address.toLowerCase())
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Boolean(row);
}

/** Records that an address without an account unsubscribed from a kind (again is a no-op). */
export async function suppressAddress(db: Db, address: string, kind: EmailKind, now: string): Promise<void> {
  await db
    .insertInto('email_suppressions')
    .values({ address: address.toLowerCase(), kind, created_at: now })
    .onConflict((oc) => oc.columns(['address', 'kind']).doNothing())
    .execute();
}
