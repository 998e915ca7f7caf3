// Business cards in the database: create with a unique slug, list a user's cards, find by slug or id, update, delete.
import { cardSlug } from '@dealloop/core';
import type { Kysely, Updateable } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { BusinessCard, BusinessCardsTable, Database } from '../db/schema';
import { isoNow } from '../db/time';
import { collidesWith, firstFreeSlug, isUniqueViolation } from '../profiles/unique-slug';

type Db = Kysely<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The fields a card is created with. */
export interface NewCardFields {
  full_name: string;
  email: string;
  phone_number: string | null;
  company_name: string | null;
  company_logo: string | null;
}

/** The first free card slug: core's cardSlug (name + first 8 characters of the user id), then -2, -3... */
async function freeCardSlug(db: Db, fullName: string, userId: string): Promise<string> {
  const base = cardSlug(fullName, userId);
  const rows = await db
    .selectFrom('business_cards')
    .select('card_url')
    .where('card_url', 'like', `${base}%`)
    .execute();
  return firstFreeSlug(base, new Set(rows.map((r) => r.card_url).filter((slug) => collidesWith(base, slug))));
}

/**
 * Creates an active card; a lost race for the slug is retried with the next free one. Each attempt runs through
 * `within` (the route's quota transaction), so a retry starts a fresh transaction; by default it writes to `db`.
 */
export async function createCard(
  db: Db,
  userId: string,
  fields: NewCardFields,
  within: <T>(work: (trx: Db) => Promise<T>) => Promise<T> = (work) => work(db),
): Promise<BusinessCard> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await within(async (trx) => {
        const now = isoNow();
        const card: BusinessCard = {
          id: uuidv7(),
          user_id: userId,
          card_url: await freeCardSlug(trx, fields.full_name, userId),
          ...fields,
          is_active: true,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('business_cards').values(card).execute();
        return card;
      });
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The user's cards, oldest first. */
export function cardsOf(db: Db, userId: string): Promise<BusinessCard[]> {
  return db.selectFrom('business_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** A card by its id or its slug (card_url), whoever owns it and whether or not it is active. */
export function findCard(db: Db, cardUrlOrId: string): Promise<BusinessCard | undefined> {
  return db
    .selectFrom('business_cards')
    .selectAll()
    .where(UUID.test(cardUrlOrId) ? 'id' : 'card_url', '=', cardUrlOrId)
    .executeTakeFirst();
}

/** The user's card by id, or undefined. */
export function findOwnCard(db: Db, userId: string, id: string): Promise<BusinessCard | undefined> {
  return db
    .selectFrom('business_cards')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Changes a card's fields (the slug stays, so printed QR codes and shared links keep working). */
export async function updateCard(db: Db, id: string, changes: Updateable<BusinessCardsTable>): Promise<void> {
  await db
    .updateTable('business_cards')
    .set({ ...changes, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a card. */
export async function deleteCard(db: Db, id: string): Promise<void> {
  await db.deleteFrom('business_cards').where('id', '=', id).execute();
}
