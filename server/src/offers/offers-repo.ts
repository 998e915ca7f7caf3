// Offers in the database: insert, find, list by box, expire, and count by listing. Plain functions over db or trx.
import { type OfferStatus, OPEN_OFFER_STATUSES } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, NewOffer, Offer } from '../db/schema';

type Db = Kysely<Database>;
const OPEN = [...OPEN_OFFER_STATUSES];

/** Which offers a list shows: the caller's sent, received, both, or (admins) all. */
export type OfferBox = 'sent' | 'received' | 'mine' | 'all';

export async function insertOffer(db: Db, row: NewOffer): Promise<void> {
  await db.insertInto('offers').values(row).execute();
}

export function findOffer(db: Db, id: string): Promise<Offer | undefined> {
  return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Offers of a box, newest first, filtered by status as readers see it (an open offer past expiry is expired). */
export function listOffers(
  db: Db,
  filter: { box: OfferBox; userId: string; status?: OfferStatus; propertyId?: string; now: string },
): Promise<Offer[]> {
  let query = db.selectFrom('offers').selectAll();
  if (filter.box === 'sent') query = query.where('buyer_id', '=', filter.userId);
  else if (filter.box === 'received') query = query.where('seller_id', '=', filter.userId);
  else if (filter.box === 'mine') {
    query = query.where((eb) =>
      eb.or([eb('buyer_id', '=', filter.userId), eb('seller_id', '=', filter.userId)]),
    );
  }
  if (filter.propertyId) query = query.where('property_id', '=', filter.propertyId);
  const { status, now } = filter;
  if (status === 'expired') {
    query = query.where((eb) =>
      eb.or([eb('status', '=', 'expired'), eb.and([eb('status', 'in', OPEN), eb('expires_at', '<=', now)])]),
    );
  } else if (status && OPEN.includes(status)) {
    query = query.where('status', '=', status).where('expires_at', '>', now);
  } else if (status) {
    query = query.where('status', '=', status);
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Marks open offers past their expiry expired (all of them, or one listing's); answers those it marked. */
export function expireOffers(
  db: Db,
  now: string,
  propertyId?: string,
): Promise<Pick<Offer, 'id' | 'property_id' | 'buyer_id' | 'seller_id'>[]> {
  let query = db
    .updateTable('offers')
    .set({ status: 'expired', updated_at: now })
    .where('status', 'in', OPEN)
    .where('expires_at', '<=', now);
  if (propertyId) query = query.where('property_id', '=', propertyId);
  return query.returning(['id', 'property_id', 'buyer_id', 'seller_id']).execute();
}

/** Whether the buyer has an open, unexpired offer on the listing. */
export async function hasOpenOffer(
  db: Db,
  propertyId: string,
  buyerId: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', OPEN)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every offer and the open (unexpired) ones, by listing. */
export async function offerCountsByProperty(
  db: Db,
  propertyIds: string[],
  now: string,
): Promise<Map<string, { offers: number; openOffers: number }>> {
  if (!propertyIds.length) return new Map();
  const rows = await db
    .selectFrom('offers')
    .select((eb) => [
      'property_id',
      eb.fn.countAll<number>().as('offers'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', 'in', OPEN), eb('expires_at', '>', now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('open_offers'),
    ])
    .where('property_id', 'in', propertyIds)
    .groupBy('property_id')
    .execute();
  return new Map(
    rows.map((row) => [row.property_id, { offers: Number(row.offers), openOffers: Number(row.open_offers) }]),
  );
}
