// "Send this deal": one listing of the owner emailed through the outbox to the buyers of their list who match it
// on every criterion (core's `buyerMatch`), at most BUYER_DEAL_EMAILS_PER_WEEK per buyer in any 7 days.
import {
  BUYER_DEAL_EMAILS_PER_WEEK,
  BUYERS_LIST_TEXTS,
  buyerMatch,
  dealCapWindowStart,
  formatPrice,
  propertyDetailPath,
  publicLocation,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, Property } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { queueDealText } from '../sms/deal-texts';
import { buyersOf } from './buyers-list-repo';

/** What a send did: emailed, over the weekly cap, or not queued (sent this deal before, or unsubscribed). */
export interface SendDealResult {
  matching: number;
  sent: number;
  capped: number;
  notQueued: number;
  /** Texts queued to buyers whose own verified number consented to deal texts. */
  texted: number;
}

/** The leave-the-list page of a buyer's token. */
export const leaveListUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/buyers-list/unsubscribe?token=${encodeURIComponent(token)}`;

/** Emails the listing to the owner's matching buyers, in one transaction with the send records. */
export function sendDealToBuyers(
  db: Kysely<Database>,
  options: { ownerId: string; ownerName: string; property: Property; publicUrl: string; now?: Date },
): Promise<SendDealResult> {
  const { ownerId, property, publicUrl } = options;
  const now = options.now ?? new Date();
  const windowStart = dealCapWindowStart(now).toISOString();
  const listing = {
    city: property.city,
    state: property.state,
    price: property.price,
    propertyType: property.property_type,
  };
  return db.transaction().execute(async (trx) => {
    const result: SendDealResult = { matching: 0, sent: 0, capped: 0, notQueued: 0, texted: 0 };
    for (const entry of await buyersOf(trx, ownerId)) {
      const match = buyerMatch(
        {
          markets: entry.buyer_markets,
          minPrice: entry.min_price,
          maxPrice: entry.max_price,
          propertyTypes: entry.buyer_property_types,
        },
        listing,
      );
      if (!match.matches) continue;
      result.matching += 1;
      // Texts keep their own weekly cap and quiet hours (sms/sms-outbox), whatever the email did.
      const texted = await queueDealText(trx, {
        entryId: entry.id,
        phone: entry.phone,
        ownerId,
        ownerName: options.ownerName,
        property,
        publicUrl,
        now,
      });
      if (texted) result.texted += 1;
      const recent = await trx
        .selectFrom('buyers_list_deal_sends')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('entry_id', '=', entry.id)
        .where('sent_at', '>', windowStart)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= BUYER_DEAL_EMAILS_PER_WEEK) {
        result.capped += 1;
        continue;
      }
      const place = publicLocation(property);
      const text = [
        `Hi ${entry.name},`,
        '',
        BUYERS_LIST_TEXTS.emailIntro(options.ownerName),
        '',
        property.title,
        [formatPrice(property.price), place].filter(Boolean).join(' · '),
        '',
        `${BUYERS_LIST_TEXTS.emailView} ${publicUrl}${propertyDetailPath(property.id)}`,
        '',
        `${BUYERS_LIST_TEXTS.emailLeave} ${leaveListUrl(publicUrl, entry.unsubscribe_token)}`,
      ].join('\n');
      const email = await enqueueEmail(trx, {
        userId: null,
        to: entry.email,
        kind: 'buyers_list_deal',
        subject: BUYERS_LIST_TEXTS.emailSubject(property.title),
        text,
        dedupeKey: `buyers-deal:${entry.id}:${property.id}`,
      });
      if (!email.queued) {
        result.notQueued += 1;
        continue;
      }
      await trx
        .insertInto('buyers_list_deal_sends')
        .values({
          id: uuidv7(),
          entry_id: entry.id,
          owner_id: ownerId,
          property_id: property.id,
          email_id: email.id,
          sent_at: now.toISOString(),
        })
        .execute();
      result.sent += 1;
    }
    return result;
  });
}
