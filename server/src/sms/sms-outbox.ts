// The SMS outbox: every text is a row queued here (in the caller's transaction) and sent by the worker. Queueing
// applies quiet hours (send at 8 am local), the weekly cap of deal and saved-search texts (held ones are summed up
// in one digest text), and the idempotency key (at most one text ever per key).
import {
  SMS_CAPPED_KINDS,
  SMS_LIMITS,
  SMS_TEXTS,
  type SmsKind,
  smsCapWindowStart,
  smsSendTime,
} from '@dealloop/core';
import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import type { SmsStatus } from '../db/sms-schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Kinds sent at once, whatever the hour: codes the user just asked for and replies to their own texts. */
export const SMS_UNTIMED_KINDS: readonly SmsKind[] = ['verification', 'reply'];

/** A text to queue for a number already checked (see sms-recipients). */
export interface NewText {
  userId: string | null;
  to: string;
  kind: SmsKind;
  body: string;
  /** At most one text ever per key (e.g. `saved-search:{searchId}:{propertyId}`). */
  idempotencyKey: string;
  /** The blast it belongs to (`deal:{ownerId}:{propertyId}`), for per-blast counts. */
  blastKey?: string | null;
  /** The recipient's zone for quiet hours. */
  timeZone: string;
  now: Date;
  /** The site's public URL (the digest's link). */
  publicUrl: string;
}

/** What queueing did: `pending` (will be sent), `held` (over the weekly cap: in the digest) or a duplicate key. */
export interface QueuedText {
  id: string;
  status: SmsStatus;
  duplicate: boolean;
}

/** Queues a text (see the module comment). */
export async function enqueueText(db: Db, text: NewText): Promise<QueuedText> {
  const now = text.now;
  const sendAfter = SMS_UNTIMED_KINDS.includes(text.kind) ? now : smsSendTime(now, text.timeZone);
  let status: SmsStatus = 'pending';
  let freeAt: Date | null = null;
  if (SMS_CAPPED_KINDS.includes(text.kind)) {
    const counted = await db
      .selectFrom('sms_outbox')
      .select('created_at')
      .where('to_phone', '=', text.to)
      .where('kind', 'in', SMS_CAPPED_KINDS)
      .where('status', 'not in', ['held', 'canceled'])
      .where('created_at', '>', smsCapWindowStart(now).toISOString())
      .orderBy('created_at')
      .execute();
    if (counted.length >= SMS_LIMITS.weeklyCap) {
      status = 'held';
      const oldest = counted[counted.length - SMS_LIMITS.weeklyCap]?.created_at ?? now.toISOString();
      freeAt = new Date(new Date(oldest).getTime() + SMS_LIMITS.weeklyCapWindowMs);
    }
  }
  const id = uuidv7();
  const inserted = await db
    .insertInto('sms_outbox')
    .values({
      id,
      user_id: text.userId,
      to_phone: text.to,
      kind: text.kind,
      body: text.body,
      idempotency_key: text.idempotencyKey,
      blast_key: text.blastKey ?? null,
      status,
      attempts: 0,
      send_after: sendAfter.toISOString(),
      claimed_at: null,
      last_error: null,
      transport: null,
      provider_id: null,
      created_at: now.toISOString(),
      sent_at: null,
      status_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await db
      .selectFrom('sms_outbox')
      .select(['id', 'status'])
      .where('idempotency_key', '=', text.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { id: earlier.id, status: earlier.status, duplicate: true };
  }
  if (status === 'held' && freeAt) await queueDigest(db, text, freeAt);
  return { id, status, duplicate: false };
}

/** One digest per number per cap window: counts the texts held since the window began, sent when it frees up. */
async function queueDigest(db: Db, text: NewText, freeAt: Date): Promise<void> {
  const windowStart = new Date(freeAt.getTime() - SMS_LIMITS.weeklyCapWindowMs).toISOString();
  const held = await db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('to_phone', '=', text.to)
    .where('status', '=', 'held')
    .where('created_at', '>=', windowStart)
    .executeTakeFirstOrThrow();
  const body = SMS_TEXTS.digest(Number(held.n), `${text.publicUrl}/dashboard`);
  const key = `digest:${text.to}:${freeAt.toISOString()}`;
  await db
    .insertInto('sms_outbox')
    .values({
      id: uuidv7(),
      user_id: text.userId,
      to_phone: text.to,
      kind: 'digest',
      body,
      idempotency_key: key,
      blast_key: null,
      status: 'pending',
      attempts: 0,
      send_after: smsSendTime(freeAt, text.timeZone).toISOString(),
      claimed_at: null,
      last_error: null,
      transport: null,
      provider_id: null,
      created_at: text.now.toISOString(),
      sent_at: null,
      status_at: text.now.toISOString(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  await db
    .updateTable('sms_outbox')
    .set({ body })
    .where('idempotency_key', '=', key)
    .where('status', '=', 'pending')
    .execute();
}
