// What the server does with a user's text: STOP (and natural opt-out wording) suppresses the number at once for
// every kind, with one confirmation and nothing after it; HELP answers with help text; START opts back in.
import { classifyInbound, type InboundIntent, SMS_TEXTS } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueText } from './sms-outbox';

/** Handles one inbound text in one transaction; answers what it was read as. */
export async function handleInboundText(
  db: Kysely<Database>,
  message: { from: string; body: string; messageSid: string },
  options: { now: Date; publicUrl: string },
): Promise<InboundIntent> {
  const intent = classifyInbound(message.body);
  if (intent === 'other') return intent;
  const { now } = options;
  await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('sms_settings')
      .select('user_id')
      .where('phone', '=', message.from)
      .executeTakeFirst();
    const reply = (body: string) =>
      enqueueText(trx, {
        userId: owner?.user_id ?? null,
        to: message.from,
        kind: 'reply',
        body,
        idempotencyKey: `reply:${intent}:${message.messageSid}`,
        timeZone: 'America/New_York',
        now,
        publicUrl: options.publicUrl,
      });
    if (intent === 'stop') {
      const inserted = await trx
        .insertInto('sms_suppressions')
        .values({
          phone: message.from,
          suppressed_at: now.toISOString(),
          message: message.body.slice(0, 500),
        })
        .onConflict((oc) => oc.column('phone').doNothing())
        .returning('phone')
        .executeTakeFirst();
      await trx
        .updateTable('sms_outbox')
        .set({ status: 'canceled', status_at: now.toISOString(), last_error: 'number replied STOP' })
        .where('to_phone', '=', message.from)
        .where('status', 'in', ['pending', 'held'])
        .where('kind', '!=', 'reply')
        .execute();
      // One confirmation: a second STOP from a number already suppressed gets no text at all.
      if (inserted) await reply(SMS_TEXTS.stopConfirmation);
    } else if (intent === 'help') {
      await reply(SMS_TEXTS.helpReply);
    } else {
      await trx.deleteFrom('sms_suppressions').where('phone', '=', message.from).execute();
      await reply(SMS_TEXTS.startConfirmation);
    }
  });
  return intent;
}

/** The provider's delivery states, in order: a late callback never moves a text back. */
const PROVIDER_STATES: Record<string, number> = {
  queued: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
};

/** Records a delivery status callback; answers false when no text has that provider id. */
export async function recordDeliveryStatus(
  db: Kysely<Database>,
  update: { messageSid: string; status: string; errorCode: string | null },
  now: Date,
): Promise<boolean> {
  const rank = PROVIDER_STATES[update.status];
  const row = await db
    .selectFrom('sms_outbox')
    .select(['id', 'status'])
    .where('provider_id', '=', update.messageSid)
    .executeTakeFirst();
  if (!row) return false;
  const current = PROVIDER_STATES[row.status];
  if (rank === undefined || current === undefined || rank < current) return true;
  await db
    .updateTable('sms_outbox')
    .set({
      status: update.status as 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed',
      status_at: now.toISOString(),
      ...(update.errorCode && { last_error: `provider error ${update.errorCode}` }),
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .execute();
  return true;
}
