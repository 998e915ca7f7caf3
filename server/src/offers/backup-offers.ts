// Backup offers on the server: keeping chosen open offers as ranked backups when the seller accepts another one,
// and declining every backup of a listing (the seller's "Decline all backups", or the listing sold).
import {
  BACKUP_FROM_STATUSES,
  BACKUP_MESSAGES,
  backupRanks,
  DECLINED_BACKUP_STATUS,
  MAX_BACKUP_OFFERS,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import type { Database, Offer } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { badRequest, conflict, notFound } from '../http/api-error';
import { findPropertyById } from '../listings/properties-repo';

/** Checks the shape of a backup list before any write: at most MAX_BACKUP_OFFERS, no repeats, not the accepted one. */
export function checkBackupList(acceptedId: string, ids: readonly string[]): void {
  if (ids.length > MAX_BACKUP_OFFERS) throw badRequest(BACKUP_MESSAGES.tooMany, 'invalid_backups');
  if (new Set(ids).size !== ids.length) throw badRequest(BACKUP_MESSAGES.duplicate, 'invalid_backups');
  if (ids.includes(acceptedId)) throw badRequest(BACKUP_MESSAGES.acceptedAsBackup, 'invalid_backups');
}

/**
 * Makes the chosen offers backups of the accepted one, ranked in the given order after the listing's current
 * backups (which keep their ranks), each buyer told their rank. Every id must be an open, unexpired offer on the
 * same listing (400 otherwise: the caller's transaction rolls back). A counter the buyer had not accepted lapses.
 */
export async function keepBackups(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  accepted: Offer,
  ids: readonly string[],
  now: string,
): Promise<void> {
  if (!ids.length) return;
  const candidates = await trx
    .selectFrom('offers')
    .select(['id', 'buyer_id'])
    .where('id', 'in', [...ids])
    .where('property_id', '=', accepted.property_id)
    .where('status', 'in', [...BACKUP_FROM_STATUSES])
    .where('expires_at', '>', now)
    .execute();
  if (candidates.length !== ids.length) throw badRequest(BACKUP_MESSAGES.notOpenOnListing, 'invalid_backups');
  const taken = await trx
    .selectFrom('offers')
    .select('backup_rank')
    .where('property_id', '=', accepted.property_id)
    .where('status', '=', 'backup')
    .execute();
  const ranks = backupRanks(
    ids.length,
    taken.flatMap((row) => (row.backup_rank === null ? [] : [row.backup_rank])),
  );
  const buyerOf = new Map(candidates.map((row) => [row.id, row.buyer_id]));
  for (const [index, id] of ids.entries()) {
    const rank = ranks[index]!;
    await trx
      .updateTable('offers')
      .set({
        status: 'backup',
        backup_rank: rank,
        counter_amount: null,
        counter_message: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await raiseDealAlerts(trx, raise, 'offerKeptAsBackup', {
      buyerId: buyerOf.get(id)!,
      sellerId: accepted.seller_id,
      propertyId: accepted.property_id,
      offerId: id,
      backupRank: rank,
    });
  }
}

/** Declines every backup of the listing, each buyer told (backupsDeclined); answers how many. */
export async function declineBackups(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  propertyId: string,
  now: string,
): Promise<number> {
  const declined = await trx
    .updateTable('offers')
    .set({ status: DECLINED_BACKUP_STATUS, updated_at: now })
    .where('property_id', '=', propertyId)
    .where('status', '=', 'backup')
    .returning(['id', 'buyer_id', 'seller_id'])
    .execute();
  for (const offer of declined) {
    await raiseDealAlerts(trx, raise, 'backupsDeclined', {
      buyerId: offer.buyer_id,
      sellerId: offer.seller_id,
      propertyId,
      offerId: offer.id,
    });
  }
  return declined.length;
}

/**
 * The seller declines all backups of their listing: 404 for anyone but its seller (or no such listing), 409 when
 * it has no backups. Answers how many were declined.
 */
export async function declineAllBackups(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>,
  propertyId: string,
  userId: string,
): Promise<number> {
  // Anyone but its seller learns nothing of the listing (it may be hidden): 404 as for a missing one.
  const property = await findPropertyById(deps.db, propertyId);
  if (!property || property.user_id !== userId) throw notFound(BACKUP_MESSAGES.notYourListing);
  const count = await writeWithAlerts(deps, (trx, raise) =>
    declineBackups(trx, raise, property.id, new Date().toISOString()),
  );
  if (!count) throw conflict(BACKUP_MESSAGES.noBackups, 'no_backups');
  return count;
}
