// Reviewed edits of published listings in the database: the owner's pending edit (one a listing, merged when they
// edit again), the latest edit of a listing, the moderators' queue of pending edits, and the diff each one makes.
import { type ListingEditChange, type ListingEditValues, listingEditDiff } from '@dealloop/core';
import { type Kysely, sql } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, ListingEdit, ListingEditColumns, Property } from '../db/schema';
import { isoNow } from '../db/time';

type Db = Kysely<Database>;

/** The columns of `properties` an edit may carry (what `ListingEditColumns` names). */
const EDIT_COLUMNS = [
  'title',
  'description',
  'location',
  'city',
  'state',
  'zip',
  'county',
  'lat',
  'lng',
  'price',
  'beds',
  'baths',
  'sqft',
  'lot_size',
  'property_type',
  'arv',
  'repair_cost',
  'profit_potential',
  'roi',
  'images',
] as const satisfies readonly (keyof ListingEditColumns)[];

/** The reviewed fields of a listing row, as core's diff compares them. */
export function editValuesOf(property: Property): ListingEditValues {
  return {
    title: property.title,
    description: property.description,
    location: property.location,
    price: property.price,
    propertyType: property.property_type,
    beds: property.beds,
    baths: property.baths,
    sqft: property.sqft,
    lotSize: property.lot_size,
    arv: property.arv,
    repairCost: property.repair_cost,
    imageIds: property.images.map((image) => image.uploadId),
  };
}

/** The listing as it would read with the edit applied. */
export function withEdit(property: Property, changes: ListingEditColumns): Property {
  return { ...property, ...changes };
}

/** What the edit changes in the listing as it is now, field by field (core's diff). */
export function editDiff(property: Property, changes: ListingEditColumns): ListingEditChange[] {
  return listingEditDiff(editValuesOf(property), editValuesOf(withEdit(property, changes)));
}

/** The edit's columns as `updateProperty` writes them (photos as JSON text). */
export function editUpdate(changes: ListingEditColumns) {
  const { images, ...columns } = changes;
  return { ...columns, ...(images && { images: JSON.stringify(images) }) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The edit columns among `changes`, keeping only those that differ from the listing. */
export function editColumnsOf(property: Property, changes: Record<string, unknown>): ListingEditColumns {
  const kept: Record<string, unknown> = {};
  for (const column of EDIT_COLUMNS) {
    if (column in changes && !same(changes[column], property[column])) kept[column] = changes[column];
  }
  return kept as ListingEditColumns;
}

export function findPendingEdit(db: Db, propertyId: string): Promise<ListingEdit | undefined> {
  return db
    .selectFrom('listing_edits')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The newest edit of a listing (pending or decided), for its owner's page. */
export function latestEdit(db: Db, propertyId: string): Promise<ListingEdit | undefined> {
  return db
    .selectFrom('listing_edits')
    .selectAll()
    .where('property_id', '=', propertyId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findEditById(db: Db, id: string): Promise<ListingEdit | undefined> {
  return db.selectFrom('listing_edits').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records the owner's changes to a published listing as its pending edit, merged into the one already waiting.
 * Changes that leave a field as the approved listing has it are dropped; when nothing is left to review the
 * pending edit is withdrawn. Answers the pending edit, or null when none waits.
 */
export async function proposeEdit(
  db: Db,
  property: Property,
  userId: string,
  changes: ListingEditColumns,
): Promise<ListingEdit | null> {
  const pending = await findPendingEdit(db, property.id);
  const merged = editColumnsOf(property, { ...(pending?.changes ?? {}), ...changes });
  if (editDiff(property, merged).length === 0) {
    if (pending) await db.deleteFrom('listing_edits').where('id', '=', pending.id).execute();
    return null;
  }
  const now = isoNow();
  await db
    .insertInto('listing_edits')
    .values({
      id: uuidv7(),
      property_id: property.id,
      user_id: userId,
      changes: JSON.stringify(merged),
      status: 'pending',
      reason: null,
      decided_by: null,
      created_at: now,
      updated_at: now,
      decided_at: null,
    })
    .onConflict((oc) =>
      oc
        .column('property_id')
        // A literal, so both databases see the partial index's own condition.
        .where(sql<boolean>`status = 'pending'`)
        .doUpdateSet({ changes: JSON.stringify(merged), user_id: userId, updated_at: now }),
    )
    .execute();
  return (await findPendingEdit(db, property.id)) ?? null;
}

/** Marks a pending edit approved or declined; answers false when it was no longer pending (decided meanwhile). */
export async function closeEdit(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('listing_edits')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      reason: decision.reason,
      decided_at: isoNow(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A pending edit in the moderators' queue, with its listing and who asked for it. */
export interface QueuedEdit {
  edit: ListingEdit;
  property: Property;
  owner: { id: string; name: string | null; email: string };
}

/** One page of the pending edits of unarchived listings (the longest waiting first) and how many wait in all. */
export async function pendingEdits(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: QueuedEdit[]; total: number }> {
  const pending = db
    .selectFrom('listing_edits')
    .innerJoin('properties', 'properties.id', 'listing_edits.property_id')
    .innerJoin('users', 'users.id', 'properties.user_id')
    .where('listing_edits.status', '=', 'pending')
    .where('properties.archived_at', 'is', null);
  const edits = await pending
    .selectAll('listing_edits')
    .select(['users.email as owner_email'])
    .orderBy('listing_edits.updated_at', 'asc')
    .orderBy('listing_edits.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await pending.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const ids = edits.map((edit) => edit.property_id);
  const properties = ids.length
    ? await db.selectFrom('properties').selectAll().where('id', 'in', ids).execute()
    : [];
  const names = ids.length
    ? await db
        .selectFrom('profiles')
        .innerJoin('properties', 'properties.user_id', 'profiles.user_id')
        .select(['properties.id as property_id', 'profiles.full_name'])
        .where('properties.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(properties.map((property) => [property.id, property]));
  const nameOf = new Map(names.map((row) => [row.property_id, row.full_name]));
  return {
    total: Number(count.count),
    items: edits.map(({ owner_email, ...edit }) => {
      const property = byId.get(edit.property_id)!;
      return {
        edit: edit as ListingEdit,
        property,
        owner: { id: property.user_id, name: nameOf.get(property.id) ?? null, email: owner_email },
      };
    }),
  };
}
