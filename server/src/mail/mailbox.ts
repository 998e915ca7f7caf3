// The admin mailbox (the outbox newest first, each email as it is or was sent) and one-click unsubscribes.
import { EMAIL_KIND_LABELS, type EmailKind, isOptionalEmailKind } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, EmailStatus } from '../db/schema';
import { type ComposeOptions, composeEmail } from './compose-email';
import { setEmailPreferences, suppressAddress } from './email-preferences';
import { bodiesWithoutSecret, secretDelivered } from './email-secret';

/**
 * One email of the mailbox as an admin sees it: the message as the transport got it, except the secret it carries
 * (a reset link's token, a ticket key), shown only once the local mailbox delivered it (no SMTP configured).
 */
export interface MailboxEmail {
  id: string;
  to: string;
  kind: EmailKind;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** A page of the mailbox, newest first, with the total. */
export async function listMailbox(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
  compose: ComposeOptions,
): Promise<{ items: MailboxEmail[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('email_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => {
    const message = composeEmail(secretDelivered(row) ? row : bodiesWithoutSecret(row), compose);
    return {
      id: row.id,
      to: row.to_address,
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      transport: row.transport,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      text: message.text,
      html: message.html,
      headers: message.headers,
    };
  });
  return { items, total: Number(count.total) };
}

/** What an unsubscribe token stands for. */
export interface UnsubscribeTarget {
  kind: EmailKind;
  label: string;
  userId: string | null;
  address: string;
}

/** The recipient and kind an unsubscribe token names, or null for an unknown token (or a password reset's). */
export async function findUnsubscribeTarget(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const row = await db
    .selectFrom('email_outbox')
    .select(['kind', 'user_id', 'to_address'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  if (!row || !isOptionalEmailKind(row.kind)) return null;
  return {
    kind: row.kind,
    label: EMAIL_KIND_LABELS[row.kind].label,
    userId: row.user_id,
    address: row.to_address,
  };
}

/** Turns the target's kind off: in the user's preferences, or for the address when it has no account. */
export async function applyUnsubscribe(db: Kysely<Database>, target: UnsubscribeTarget): Promise<void> {
  const now = new Date().toISOString();
  if (target.userId) await setEmailPreferences(db, target.userId, { [target.kind]: false }, now);
  else await suppressAddress(db, target.address, target.kind, now);
}
