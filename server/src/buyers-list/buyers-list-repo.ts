// Buyers lists in the database: a wholesaler's buyers (read, upsert by email, import all or nothing, tags,
// delete), the public join, and the leave-the-list token.
import type { BuyerFields, ImportedBuyer } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { newOpaqueToken } from '../auth/opaque-tokens';
import type { BuyersListEntry } from '../db/buyers-list-schema';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';

type Db = Kysely<Database>;

/** A buyer as the owner's API answers it. */
export function serializeBuyer(row: BuyersListEntry) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    markets: row.buyer_markets,
    minPrice: row.min_price,
    maxPrice: row.max_price,
    propertyTypes: row.buyer_property_types,
    proofOfFunds: row.has_proof_of_funds,
    tags: row.buyer_tags,
    source: row.source,
    consentedAt: row.consented_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const fieldColumns = (fields: BuyerFields) => ({
  name: fields.name,
  email: fields.email,
  email_key: fields.email.toLowerCase(),
  phone: fields.phone,
  buyer_markets: JSON.stringify(fields.markets),
  min_price: fields.minPrice,
  max_price: fields.maxPrice,
  buyer_property_types: JSON.stringify(fields.propertyTypes),
  has_proof_of_funds: fields.proofOfFunds,
});

/** The owner's buyers, newest first. */
export function buyersOf(db: Db, ownerId: string): Promise<BuyersListEntry[]> {
  return db
    .selectFrom('buyers_list_entries')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many buyers the owner has. */
export async function countBuyers(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('buyers_list_entries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the owner's buyers, or undefined (another owner's id too). */
export function ownBuyer(db: Db, ownerId: string, id: string): Promise<BuyersListEntry | undefined> {
  return db
    .selectFrom('buyers_list_entries')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/**
 * Adds a buyer to the owner's list, or updates the entry of the same email (case-insensitive). Imports keep the
 * tags of the file when it has some; a join keeps the existing tags. Answers whether the buyer is new.
 */
export async function upsertBuyer(
  db: Db,
  ownerId: string,
  buyer: BuyerFields & { tags?: string[] },
  source: 'join' | 'import',
): Promise<{ created: boolean; id: string }> {
  const now = isoNow();
  const existing = await db
    .selectFrom('buyers_list_entries')
    .select(['id', 'buyer_tags'])
    .where('owner_id', '=', ownerId)
    .where('email_key', '=', buyer.email.toLowerCase())
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('buyers_list_entries')
      .set({
        ...fieldColumns(buyer),
        ...(buyer.tags?.length && { buyer_tags: JSON.stringify(buyer.tags) }),
        ...(source === 'join' && { consented_at: now }),
        updated_at: now,
      })
      .where('id', '=', existing.id)
      .execute();
    return { created: false, id: existing.id };
  }
  const id = uuidv7();
  await db
    .insertInto('buyers_list_entries')
    .values({
      id,
      owner_id: ownerId,
      ...fieldColumns(buyer),
      buyer_tags: JSON.stringify(buyer.tags ?? []),
      source,
      consented_at: source === 'join' ? now : null,
      unsubscribe_token: newOpaqueToken(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { created: true, id };
}

/** Imports valid buyers in one transaction (all or none); answers how many were new and how many updated. */
export function importBuyers(
  db: Db,
  ownerId: string,
  buyers: readonly ImportedBuyer[],
): Promise<{ created: number; updated: number }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const buyer of buyers) {
      if ((await upsertBuyer(trx, ownerId, buyer, 'import')).created) created += 1;
    }
    return { created, updated: buyers.length - created };
  });
}

/** Replaces a buyer's tags. */
export async function setBuyerTags(db: Db, entry: BuyersListEntry, tags: string[]): Promise<BuyersListEntry> {
  const updated_at = isoNow();
  await db
    .updateTable('buyers_list_entries')
    .set({ buyer_tags: JSON.stringify(tags), updated_at })
    .where('id', '=', entry.id)
    .execute();
  return { ...entry, buyer_tags: tags, updated_at };
}

/** Deletes one of the owner's buyers; answers whether there was one. */
export async function deleteBuyer(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('buyers_list_entries')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The entry a leave-the-list token names, with its owner's display name, or undefined. */
export function entryOfToken(db: Db, token: string) {
  return db
    .selectFrom('buyers_list_entries')
    .leftJoin('profiles', 'profiles.user_id', 'buyers_list_entries.owner_id')
    .select(['buyers_list_entries.id', 'buyers_list_entries.owner_id', 'profiles.full_name'])
    .where('buyers_list_entries.unsubscribe_token', '=', token)
    .executeTakeFirst();
}

/** Removes the buyer a token names from its list; answers whether there was one. */
export async function leaveByToken(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom('buyers_list_entries')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
