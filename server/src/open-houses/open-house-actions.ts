// The changes of open houses, each in one transaction: an owner schedules a slot (future, not overlapping, on a
// published listing) or cancels one (attendees alerted); a buyer RSVPs (capacity counted under the slot's lock,
// the owner alerted) or cancels the RSVP.
import { isPubliclyVisible, OPEN_HOUSE_TEXTS, openHouseSlotProblem } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import type { Dialect } from '../db/connect';
import { uuidv7 } from '../db/ids';
import type { Database, OpenHouse, Property } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { overlappingSlots } from './open-houses-repo';

type Deps = Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'dialect'>;
const T = OPEN_HOUSE_TEXTS;

/** A slot as the owner sends it. */
export interface SlotInput {
  startsAt: string;
  endsAt: string;
  capacity: number;
  notes?: string | null | undefined;
}

/** The listing, locked for the transaction on Postgres (SQLite runs one transaction at a time). */
async function lockProperty(trx: Kysely<Database>, dialect: Dialect, id: string) {
  let query = trx.selectFrom('properties').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The slot, locked for the transaction on Postgres; 404 when unknown. */
async function lockSlot(trx: Kysely<Database>, dialect: Dialect, id: string): Promise<OpenHouse> {
  let query = trx.selectFrom('open_houses').selectAll().where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  const slot = await query.executeTakeFirst();
  if (!slot) throw notFound(T.notFound);
  return slot;
}

/**
 * Schedules a slot on the owner's published listing: 400 for a slot core's rule refuses, 403 for anyone but the
 * owner, 409 `not_published` or `open_house_overlap`. Answers the new slot's id.
 */
export async function scheduleOpenHouse(
  deps: Deps,
  owner: { userId: string; property: Property },
  input: SlotInput,
  now = new Date(),
): Promise<string> {
  if (owner.property.user_id !== owner.userId) throw forbidden(T.notOwner, 'not_owner');
  const problem = openHouseSlotProblem(input, now);
  if (problem) throw badRequest(problem);
  const window = {
    startsAt: new Date(input.startsAt).toISOString(),
    endsAt: new Date(input.endsAt).toISOString(),
  };
  return deps.db.transaction().execute(async (trx) => {
    const property = await lockProperty(trx, deps.dialect, owner.property.id);
    if (!property || !isPubliclyVisible(property)) throw conflict(T.notPublished, 'not_published');
    if ((await overlappingSlots(trx, property.id, window)).length) {
      throw conflict(T.overlap, 'open_house_overlap');
    }
    const id = uuidv7();
    const at = now.toISOString();
    await trx
      .insertInto('open_houses')
      .values({
        id,
        property_id: property.id,
        host_id: owner.userId,
        ...{ starts_at: window.startsAt, ends_at: window.endsAt },
        capacity: input.capacity,
        notes: input.notes?.trim() || null,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  });
}

/** Cancels the owner's slot and alerts each attendee; 403 for others, 409 when cancelled or over already. */
export async function cancelOpenHouse(
  deps: Deps,
  userId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  await writeWithAlerts(deps, async (trx, raise) => {
    const slot = await lockSlot(trx, deps.dialect, id);
    if (slot.host_id !== userId) throw forbidden(T.notOwner, 'not_owner');
    if (slot.cancelled_at) throw conflict(T.isCancelled, 'open_house_cancelled');
    const at = now.toISOString();
    if (slot.ends_at <= at) throw conflict(T.isOver, 'open_house_over');
    await trx
      .updateTable('open_houses')
      .set({ cancelled_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
    const attendees = await trx
      .selectFrom('open_house_rsvps')
      .select('user_id')
      .where('open_house_id', '=', id)
      .orderBy('created_at')
      .execute();
    for (const attendee of attendees) {
      await raise({ userId: attendee.user_id, kind: 'openHouseCancelled', propertyId: slot.property_id });
    }
  });
}

/** The slot a buyer may RSVP to or leave: visible listing, not cancelled, not started; else 404 or 409. */
async function openSlot(trx: Kysely<Database>, slot: OpenHouse, at: string): Promise<Property> {
  const property = await trx
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', slot.property_id)
    .executeTakeFirst();
  if (!property || !isPubliclyVisible(property)) throw notFound(T.notFound);
  if (slot.cancelled_at) throw conflict(T.isCancelled, 'open_house_cancelled');
  if (slot.starts_at <= at) throw conflict(T.isOver, 'open_house_started');
  return property;
}

/**
 * RSVPs the user to the slot: 403 `own_listing` for its owner, 409 `already_rsvped`, `open_house_full`,
 * `open_house_started` or `open_house_cancelled`. The seats are counted while the slot is locked, so two RSVPs
 * for the last seat cannot both succeed; the owner gets an `openHouseRsvp` alert in the same transaction.
 */
export async function rsvpToOpenHouse(
  deps: Deps,
  userId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  await writeWithAlerts(deps, async (trx, raise) => {
    const slot = await lockSlot(trx, deps.dialect, id);
    const property = await openSlot(trx, slot, now.toISOString());
    if (property.user_id === userId || slot.host_id === userId) throw forbidden(T.ownListing, 'own_listing');
    const existing = await trx
      .selectFrom('open_house_rsvps')
      .select('user_id')
      .where('open_house_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) throw conflict(T.alreadyRsvped, 'already_rsvped');
    const { count } = await trx
      .selectFrom('open_house_rsvps')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('open_house_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= slot.capacity) throw conflict(T.isFull, 'open_house_full');
    await trx
      .insertInto('open_house_rsvps')
      .values({ open_house_id: id, user_id: userId, created_at: now.toISOString(), reminded_at: null })
      .execute();
    await raise({ userId: slot.host_id, kind: 'openHouseRsvp', propertyId: slot.property_id });
  });
}

/** Cancels the user's RSVP (before the slot starts): 404 `not_rsvped` without one. */
export async function cancelRsvp(deps: Deps, userId: string, id: string, now = new Date()): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const slot = await lockSlot(trx, deps.dialect, id);
    if (!slot.cancelled_at && slot.starts_at <= now.toISOString()) {
      throw conflict(T.isOver, 'open_house_started');
    }
    const result = await trx
      .deleteFrom('open_house_rsvps')
      .where('open_house_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!Number(result.numDeletedRows)) throw notFound(T.notRsvped, 'not_rsvped');
  });
}
