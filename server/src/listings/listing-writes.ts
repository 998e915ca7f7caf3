// Every write of a listing goes through here: the write itself (insert, field update, state move) and, once the
// work that made it has finished (its transaction committed or rolled back), the search index hearing of it.
import type { ListingActor, ListingMove } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, Property, PropertyImageRecord } from '../db/schema';
import type { SearchService } from '../search/search-service';
import { moveListing } from './listing-moves';
import { insertProperty, type ListingFields, type ListingPlace, updateProperty } from './properties-repo';

type Db = Kysely<Database>;

/** The listing writes a piece of work may make, each in the database (or transaction) it is given. */
export interface ListingWriter {
  /** Inserts a new listing of `userId` (it waits for review). */
  insert(
    db: Db,
    userId: string,
    fields: ListingFields,
    place: ListingPlace,
    images: PropertyImageRecord[],
  ): Promise<Property>;
  /** Writes changed columns of a listing (never its state: that is `move`). */
  update(db: Db, id: string, changes: Parameters<typeof updateProperty>[2]): Promise<Property>;
  /** Makes a state move through core's listing machine (see listing-moves.ts); answers the listing after it. */
  move(db: Db, id: string, move: ListingMove, actor: ListingActor): Promise<Property>;
}

/** What the listing writes need: the search service whose index they keep current. */
export interface ListingWriteDeps {
  search: Pick<SearchService, 'changed'>;
}

/**
 * Runs `work` with a {@link ListingWriter}; once it has finished (run the transaction inside it, so it has
 * committed by then), tells the search index that listings changed if the work wrote one, so the next search
 * reads the write. Answers what `work` answers.
 */
export async function writeListings<T>(
  deps: ListingWriteDeps,
  work: (listings: ListingWriter) => Promise<T>,
): Promise<T> {
  let wrote = false;
  const written = <A extends unknown[]>(write: (...args: A) => Promise<Property>) => {
    return (...args: A) => {
      wrote = true;
      return write(...args);
    };
  };
  const writer: ListingWriter = {
    insert: written(insertProperty),
    update: written(updateProperty),
    move: written(moveListing),
  };
  try {
    return await work(writer);
  } finally {
    // A rolled-back write makes the index look again and find nothing new: harmless.
    if (wrote) deps.search.changed();
  }
}
