// Saved searches in the database: create, list, read, change, delete (all by owner), and the searches a newly
// published listing may match, narrowed in SQL by state, type and price before core's matching rule.
import type { SavedSearchCriteria, SearchPlace } from '@dealloop/core';
import { type Kysely, sql } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, Property, SavedSearch } from '../db/schema';
import { isoNow } from '../db/time';

type Db = Kysely<Database>;

/** A search's fields as the routes give them; `place` is what its location resolved to (null: none). */
export interface SavedSearchInput {
  name: string;
  criteria: SavedSearchCriteria;
  place: SearchPlace | null;
  notifyEmail: boolean;
  notifySms: boolean;
}

const criteriaColumns = (criteria: SavedSearchCriteria, place: SearchPlace | null) => ({
  location: criteria.location,
  min_price: criteria.minPrice,
  max_price: criteria.maxPrice,
  property_type: criteria.propertyType,
  min_beds: criteria.minBeds ?? null,
  min_baths: criteria.minBaths ?? null,
  place_precision: place?.precision ?? null,
  place_state: place?.state ?? null,
  place_city: place?.city ?? null,
  place_zip: place?.zip ?? null,
  place_county: place?.county ?? null,
});

/** Stores a new saved search for the user. */
export async function insertSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const now = isoNow();
  const row: SavedSearch = {
    id: uuidv7(),
    user_id: userId,
    name: input.name,
    ...criteriaColumns(input.criteria, input.place),
    notify_email: input.notifyEmail,
    notify_sms: input.notifySms,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('saved_searches').values(row).execute();
  return row;
}

/** The user's saved searches, newest first. */
export function savedSearchesOf(db: Db, userId: string): Promise<SavedSearch[]> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The saved search if it belongs to the user, else undefined (callers answer 404 either way). */
export function ownSavedSearch(db: Db, userId: string, id: string): Promise<SavedSearch | undefined> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Changes the given fields of a saved search; answers the stored row. */
export async function updateSavedSearch(
  db: Db,
  search: SavedSearch,
  changes: Partial<SavedSearchInput>,
): Promise<SavedSearch> {
  await db
    .updateTable('saved_searches')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.criteria !== undefined && criteriaColumns(changes.criteria, changes.place ?? null)),
      ...(changes.notifyEmail !== undefined && { notify_email: changes.notifyEmail }),
      ...(changes.notifySms !== undefined && { notify_sms: changes.notifySms }),
      updated_at: isoNow(),
    })
    .where('id', '=', search.id)
    .execute();
  return db.selectFrom('saved_searches').selectAll().where('id', '=', search.id).executeTakeFirstOrThrow();
}

/** Deletes the user's saved search; answers whether there was one. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The saved searches of other users that could match the listing: those without a location or in its state,
 * of its type or any, with price bounds around its price. Core's `matchesSavedSearch` decides the rest.
 */
export function candidateSearches(db: Db, listing: Property): Promise<SavedSearch[]> {
  return candidateSearchesQuery(db, listing).execute();
}

/** The statement of {@link candidateSearches} (exported for the query-plan test). */
export function candidateSearchesQuery(
  db: Db,
  listing: Pick<Property, 'user_id' | 'state' | 'property_type' | 'price'>,
) {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '!=', listing.user_id)
    .where((eb) => {
      // A literal '' so both planners use the partial index of searches without a location (migration 0013).
      const anywhere = eb('location', '=', sql.lit(''));
      return listing.state === null ? anywhere : eb.or([eb('place_state', '=', listing.state), anywhere]);
    })
    .where((eb) => eb.or([eb('property_type', 'is', null), eb('property_type', '=', listing.property_type)]))
    .where((eb) => eb.or([eb('min_price', 'is', null), eb('min_price', '<=', listing.price)]))
    .where((eb) => eb.or([eb('max_price', 'is', null), eb('max_price', '>=', listing.price)]));
}
