// Secrets in email bodies (reset links, ticket keys): taken out once an email is sent by SMTP or has failed.
import { EMAIL_MESSAGES } from '@dealloop/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailOutboxTable } from '../db/schema';

type Bodies = Pick<Selectable<EmailOutboxTable>, 'text_body' | 'html_body' | 'secret'>;

/** The bodies with every occurrence of the secret replaced by core's "removed" text. */
export function bodiesWithoutSecret<T extends Bodies>(row: T): T {
  const secret = row.secret;
  if (!secret) return row;
  const strip = (body: string) => body.split(secret).join(EMAIL_MESSAGES.secretRemoved);
  return {
    ...row,
    text_body: strip(row.text_body),
    html_body: row.html_body === null ? null : strip(row.html_body),
  };
}

/**
 * Whether an admin may read the row's secret: only in an email the local mailbox delivered (that mailbox is the
 * delivery when no SMTP server is set up); queued, failed or SMTP-sent emails never show it.
 */
export const secretDelivered = (row: { status: string; transport: string | null }) =>
  row.status === 'sent' && row.transport === 'mailbox';

/** Rewrites the stored bodies without the secret and forgets it (after an SMTP send or a final failure). */
export async function forgetEmailSecret(db: Kysely<Database>, row: Bodies & { id: string }): Promise<void> {
  if (!row.secret) return;
  const redacted = bodiesWithoutSecret(row);
  await db
    .updateTable('email_outbox')
    .set({ text_body: redacted.text_body, html_body: redacted.html_body, secret: null })
    .where('id', '=', row.id)
    .execute();
}
