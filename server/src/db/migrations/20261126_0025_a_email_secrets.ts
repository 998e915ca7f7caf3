// Email secrets: the token an email carries (a reset link's, a ticket key), kept only until the email is sent.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('secret', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('secret').execute();
}
