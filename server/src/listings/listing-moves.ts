// Every change of a listing's state columns (listing_status, status, archived_at) goes through here: read the
// listing and whether a live contract holds it, ask core's state machine, write its answer guarded by what was read.
import {
  LIVE_CONTRACT_STATUSES,
  type ListingActor,
  type ListingLifecycleState,
  type ListingMove,
  type ListingStatus,
  nextListingState,
  type PropertyStatus,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, Property } from '../db/schema';
import { isoNow } from '../db/time';
import { ApiError, conflict, notFound } from '../http/api-error';
import { findPropertyById } from './properties-repo';

type Db = Kysely<Database>;

/** Whether a live (pending or approved) contract holds the property. */
export async function hasLiveContract(db: Db, propertyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('contracts')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('status', 'in', [...LIVE_CONTRACT_STATUSES])
    .executeTakeFirst();
  return row !== undefined;
}

/** The state the machine looks at, from a stored listing. */
export function lifecycleStateOf(property: Property, liveContract: boolean): ListingLifecycleState {
  return {
    listingStatus: property.listing_status as ListingStatus,
    status: property.status as PropertyStatus,
    archived: property.archived_at !== null,
    liveContract,
  };
}

/** The machine's refusal as the API's 409. */
const refusal = (code: string, message: string) => conflict(message, code);

/** The staff actor of a caller with these roles. */
export const staffActorOf = (roles: readonly string[]): ListingActor =>
  roles.includes('admin') ? 'admin' : 'moderator';

/**
 * Makes `move` as `actor` on the listing, in `db` (run it inside the caller's transaction): 404 for an unknown
 * listing, a 409 `{ code, message }` from the machine when the move is refused, or when the listing changed
 * between the read and the write. Answers the listing after the move.
 */
export async function moveListing(
  db: Db,
  propertyId: string,
  move: ListingMove,
  actor: ListingActor,
): Promise<Property> {
  const property = await findPropertyById(db, propertyId);
  if (!property) throw notFound('This listing does not exist.');
  const state = lifecycleStateOf(property, await hasLiveContract(db, propertyId));
  const result = nextListingState(state, move, actor);
  if (!result.ok) throw refusal(result.code, result.message);
  const now = isoNow();
  const { next } = result;
  let update = db
    .updateTable('properties')
    .set({
      listing_status: next.listingStatus,
      status: next.status,
      ...(next.archived && !state.archived && { archived_at: now }),
      updated_at: now,
    })
    .where('id', '=', propertyId)
    .where('listing_status', '=', property.listing_status)
    .where('status', '=', property.status);
  update = property.archived_at === null ? update.where('archived_at', 'is', null) : update;
  const written = await update.executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) {
    // Someone else moved the listing first: answer what the machine says about the state it is in now.
    const current = await findPropertyById(db, propertyId);
    const again =
      current &&
      nextListingState(lifecycleStateOf(current, await hasLiveContract(db, propertyId)), move, actor);
    throw again && !again.ok
      ? refusal(again.code, again.message)
      : conflict('This listing changed meanwhile; reload it and try again.', 'listing_changed');
  }
  return (await findPropertyById(db, propertyId))!;
}

/** Whether an error is the machine's (or the guard's) 409 refusal of a listing move. */
export const isListingRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;
