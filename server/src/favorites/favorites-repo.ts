// Favorites in the database: save (idempotent), remove, and a user's saved listings newest first.
import type { Kysely } from 'kysely';
import type { Database, Favorite, Property } from '../db/schema';
import { isoNow } from '../db/time';
import type { Viewer } from '../listings/property-serializer';
import { visibleToCondition } from '../listings/visible-property';

type Db = Kysely<Database>;

/** Saves the listing for the user; saving it again keeps the first save. Answers the stored row. */
export async function saveFavorite(db: Db, userId: string, propertyId: string): Promise<Favorite> {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, property_id: propertyId, created_at: isoNow() })
    .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
    .execute();
  return db
    .selectFrom('favorites')
    .selectAll()
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
}

/** Removes the listing from the user's favorites; nothing happens when it was not saved. */
export async function removeFavorite(db: Db, userId: string, propertyId: string): Promise<void> {
  await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .execute();
}

/** The listings the viewer saved and may still see, newest saved first. */
export async function favoriteProperties(db: Db, viewer: NonNullable<Viewer>): Promise<Property[]> {
  return db
    .selectFrom('favorites')
    .innerJoin('properties', 'properties.id', 'favorites.property_id')
    .selectAll('properties')
    .where('favorites.user_id', '=', viewer.userId)
    .where(visibleToCondition(viewer))
    .orderBy('favorites.created_at', 'desc')
    .orderBy('favorites.property_id', 'desc')
    .execute();
}

/** The ids of the listings the viewer saved and may still see, newest saved first. */
export async function favoritePropertyIds(db: Db, viewer: NonNullable<Viewer>): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('properties', 'properties.id', 'favorites.property_id')
    .select('favorites.property_id')
    .where('favorites.user_id', '=', viewer.userId)
    .where(visibleToCondition(viewer))
    .orderBy('favorites.created_at', 'desc')
    .orderBy('favorites.property_id', 'desc')
    .execute();
  return rows.map((row) => row.property_id);
}
