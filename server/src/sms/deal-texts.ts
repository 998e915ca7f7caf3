// "Send this deal" by text: a matching buyer is texted only when the buyer's own account verified that number and
// consented to deal texts (a list owner's CSV import never gives SMS consent); and the per-blast delivery counts.
import type { SmsBlastCounts } from '@dealloop/contract';
import { formatPrice, propertyDetailPath, SMS_TEXTS, toUsE164 } from '@dealloop/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Property } from '../db/schema';
import { enqueueText } from './sms-outbox';
import { textableNumber } from './sms-recipients';

type Db = Kysely<Database> | Transaction<Database>;

/** The blast key of one owner's sends of one listing. */
export const dealBlastKey = (ownerId: string, propertyId: string) => `deal:${ownerId}:${propertyId}`;

/** Texts the deal to a buyer-list entry's phone when its number may get deal texts; answers whether one was queued. */
export async function queueDealText(
  trx: Db,
  input: {
    entryId: string;
    phone: string;
    ownerId: string;
    ownerName: string;
    property: Property;
    publicUrl: string;
    now: Date;
  },
): Promise<boolean> {
  const phone = toUsE164(input.phone);
  if (!phone) return false;
  const recipient = await textableNumber(trx, phone, 'deal');
  if (!recipient) return false;
  const { property } = input;
  const queued = await enqueueText(trx, {
    userId: recipient.userId,
    to: phone,
    kind: 'deal',
    body: SMS_TEXTS.dealFromList(
      input.ownerName,
      property.title,
      formatPrice(property.price),
      `${input.publicUrl}${propertyDetailPath(property.id)}`,
    ),
    idempotencyKey: `deal:${input.entryId}:${property.id}`,
    blastKey: dealBlastKey(input.ownerId, property.id),
    timeZone: recipient.timeZone,
    now: input.now,
    publicUrl: input.publicUrl,
  });
  return !queued.duplicate;
}

/** Which of these phones (as typed on a buyers list) replied STOP. */
export async function suppressedPhones(db: Db, phones: readonly string[]): Promise<Set<string>> {
  const byNumber = new Map<string, string[]>();
  for (const phone of phones) {
    const e164 = toUsE164(phone);
    if (e164) byNumber.set(e164, [...(byNumber.get(e164) ?? []), phone]);
  }
  if (!byNumber.size) return new Set();
  const rows = await db
    .selectFrom('sms_suppressions')
    .select('phone')
    .where('phone', 'in', [...byNumber.keys()])
    .execute();
  return new Set(rows.flatMap((row) => byNumber.get(row.phone) ?? []));
}

/** Delivery counts of each blast key's texts. */
export async function blastCounts(db: Db, keys: readonly string[]): Promise<Map<string, SmsBlastCounts>> {
  const counts = new Map<string, SmsBlastCounts>();
  if (!keys.length) return counts;
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['blast_key', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('blast_key', 'in', [...keys])
    .groupBy(['blast_key', 'status'])
    .execute();
  for (const row of rows) {
    const key = row.blast_key as string;
    const entry = counts.get(key) ?? { sent: 0, delivered: 0, failed: 0, pending: 0 };
    const n = Number(row.n);
    if (row.status === 'queued' || row.status === 'sent') entry.sent += n;
    else if (row.status === 'delivered') {
      entry.sent += n;
      entry.delivered += n;
    } else if (row.status === 'failed' || row.status === 'undelivered') entry.failed += n;
    else if (row.status !== 'canceled') entry.pending += n;
    counts.set(key, entry);
  }
  return counts;
}

/** The owner's blasts, newest first: emails from the send records, texts from the outbox. */
export async function dealSendHistory(db: Db, ownerId: string) {
  const emailed = await db
    .selectFrom('buyers_list_deal_sends')
    .select([
      'property_id',
      (eb) => eb.fn.countAll<string | number>().as('n'),
      (eb) => eb.fn.max('sent_at').as('last'),
    ])
    .where('owner_id', '=', ownerId)
    .groupBy('property_id')
    .execute();
  const prefix = `deal:${ownerId}:`;
  const texted = await db
    .selectFrom('sms_outbox')
    .select(['blast_key', (eb) => eb.fn.max('created_at').as('last')])
    .where('blast_key', 'like', `${prefix}%`)
    .groupBy('blast_key')
    .execute();
  const blasts = new Map<string, { emailed: number; last: string }>();
  for (const row of emailed) blasts.set(row.property_id, { emailed: Number(row.n), last: String(row.last) });
  for (const row of texted) {
    const propertyId = String(row.blast_key).slice(prefix.length);
    const known = blasts.get(propertyId);
    const last = String(row.last);
    blasts.set(propertyId, {
      emailed: known?.emailed ?? 0,
      last: known && known.last > last ? known.last : last,
    });
  }
  if (!blasts.size) return [];
  const titles = await db
    .selectFrom('properties')
    .select(['id', 'title'])
    .where('id', 'in', [...blasts.keys()])
    .execute();
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  const counts = await blastCounts(
    db,
    [...blasts.keys()].map((id) => dealBlastKey(ownerId, id)),
  );
  return [...blasts.entries()]
    .map(([propertyId, blast]) => ({
      propertyId,
      title: titleOf.get(propertyId) ?? '',
      lastSentAt: blast.last,
      emailed: blast.emailed,
      texts: counts.get(dealBlastKey(ownerId, propertyId)) ?? {
        sent: 0,
        delivered: 0,
        failed: 0,
        pending: 0,
      },
    }))
    .sort((a, b) => (a.lastSentAt < b.lastSentAt ? 1 : -1));
}
