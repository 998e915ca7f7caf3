// Buyers list helpers of the API tests: the confirmation link a join emailed, read from the outbox as it was queued.
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema';

/** The token of the newest confirmation email queued to `address` (before the worker sent it). */
export async function confirmationTokenOf(db: Kysely<Database>, address: string): Promise<string> {
  const email = await db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('kind', '=', 'buyers_list_confirm')
    .where('to_address', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/buyers-list\/confirm\?token=([\w-]+)/.exec(email.text_body)?.[1];
  expect(token, email.text_body).toBeTruthy();
  return token!;
}
