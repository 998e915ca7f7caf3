// The email outbox: every email is a row queued here (in the caller's transaction) and sent by the worker.
import type { EmailKind } from '@dealloop/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import { newOpaqueToken } from '../auth/opaque-tokens';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { addressSuppressed, emailAllowed } from './email-preferences';

export type { EmailKind } from '@dealloop/core';
export { emailAllowed } from './email-preferences';

/** An email to queue. `dedupeKey`: at most one email ever per key (e.g. `saved-search:{id}:{YYYY-MM-DD}`). */
export interface NewEmail {
  userId: string | null;
  to: string;
  kind: EmailKind;
  subject: string;
  text: string;
  html?: string;
  dedupeKey?: string;
  /**
   * The secret the body carries (a reset token, a ticket access key): the outbox takes it out of the stored body
   * once the email is handed to SMTP, and the admin mailbox never shows it before.
   */
  secret?: string;
}

/**
 * Queues an email. Answers `queued: false` when the user's preferences (or an unsubscribed address) block its
 * kind (then `id` is '') or when its dedupe key was already used (then `id` is the earlier email's).
 * Password resets are never blocked. The one-click unsubscribe link and headers are added when it is sent.
 */
export async function enqueueEmail(
  db: Kysely<Database> | Transaction<Database>,
  email: NewEmail,
): Promise<{ id: string; queued: boolean }> {
  const to = email.to.trim();
  const userId = email.userId ?? (await userIdOfAddress(db, to));
  const blocked = userId
    ? !(await emailAllowed(db, userId, email.kind))
    : await addressSuppressed(db, to, email.kind);
  if (blocked) return { id: '', queued: false };
  const now = new Date().toISOString();
  const id = uuidv7();
  const inserted = await db
    .insertInto('email_outbox')
    .values({
      id,
      user_id: userId,
      to_address: to,
      kind: email.kind,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      dedupe_key: email.dedupeKey ?? null,
      // Unique per email and unguessable: whoever holds it may only unsubscribe this recipient from this kind.
      unsubscribe_token: newOpaqueToken(),
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      transport: null,
      created_at: now,
      sent_at: null,
      secret: email.secret ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, queued: true };
  const earlier = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('dedupe_key', '=', email.dedupeKey ?? '')
    .executeTakeFirst();
  return { id: earlier?.id ?? '', queued: false };
}

async function userIdOfAddress(
  db: Kysely<Database> | Transaction<Database>,
  address: string,
): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', address.toLowerCase())
    .executeTakeFirst();
  return user?.id ?? null;
}
