// Account deletion: the user's personal rows go, the account row is anonymised (counterparties keep their deal
// history), listings are archived, open offers sent are withdrawn and every session is revoked, in one transaction;
// then the user's stored files (avatar, logo, listing photos, proofs of funds) are deleted from storage.

import { OPEN_OFFER_STATUSES } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { type ListingWriteDeps, writeListings } from '../listings/listing-writes';
import type { AlertBus } from '../realtime/alert-bus';
import { endingAccess } from '../realtime/ending-access';
import type { Bucket, FileStore } from '../storage/file-store';

type Db = Kysely<Database>;

/** The address a deleted account keeps: unique, undeliverable, and free for a new sign-up with the old one. */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** A password hash no password matches (not in the `scrypt$...` format `verifyPassword` accepts). */
const UNUSABLE_PASSWORD_HASH = 'deleted';

/** Tables of a user's own personal rows, deleted outright. */
const PERSONAL_TABLES = [
  'open_house_rsvps',
  'support_tickets',
  'billing_customers',
  'saved_search_matches',
  'saved_searches',
  'business_cards',
  'embed_keys',
  'moderator_applications',
  'email_preferences',
  'profile_markets',
  'alerts',
  'stream_tickets',
  'favorites',
  'user_consent',
  'user_roles',
  'password_reset_tokens',
  'profiles',
] as const;

/**
 * Deletes the user's personal data and anonymises the account: the email becomes `deleted-{id}@deleted.invalid`,
 * the password unusable, the account suspended (so no token works); listings are archived, the open offers the
 * user sent are withdrawn and every session is revoked; the account's open alert streams end once it commits.
 * Offers and contracts stay for the other party. Answers the ids of the listings it archived.
 */
export async function deleteAccount(
  deps: { db: Db; alertBus: AlertBus; files: FileStore } & ListingWriteDeps,
  userId: string,
): Promise<{ archivedListings: string[] }> {
  const { archivedListings, storedObjects } = await writeListings(deps, (listings) =>
    endingAccess(deps, userId, async (trx) => {
      const now = isoNow();
      const uploads = await trx
        .selectFrom('uploads')
        .select(['bucket', 'object_name', 'variants'])
        .where('user_id', '=', userId)
        .execute();
      for (const table of PERSONAL_TABLES)
        await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      // The user's buyers list (its deal sends go with it).
      await trx.deleteFrom('buyers_list_entries').where('owner_id', '=', userId).execute();
      // Joins still waiting for their emailed link, and the links' hashes.
      await trx.deleteFrom('buyers_list_join_tokens').where('owner_id', '=', userId).execute();
      await trx.deleteFrom('buyers_list_join_requests').where('owner_id', '=', userId).execute();
      await trx.deleteFrom('content_reports').where('reporter_id', '=', userId).execute();
      // The account's mail records go (queued mail is never sent); one being sent now only loses its link.
      await trx
        .deleteFrom('email_outbox')
        .where('user_id', '=', userId)
        .where('status', '!=', 'sending')
        .execute();
      await trx.updateTable('email_outbox').set({ user_id: null }).where('user_id', '=', userId).execute();
      // The listing state machine archives each listing (the system's move, allowed under a live contract too).
      const archived = await trx
        .selectFrom('properties')
        .select('id')
        .where('user_id', '=', userId)
        .where('archived_at', 'is', null)
        .execute();
      for (const { id } of archived) await listings.move(trx, id, 'archive', 'system');
      // Open houses on the archived listings do not take place.
      await trx
        .updateTable('open_houses')
        .set({ cancelled_at: now, updated_at: now })
        .where('host_id', '=', userId)
        .where('cancelled_at', 'is', null)
        .where('ends_at', '>', now)
        .execute();
      await trx
        .updateTable('offers')
        .set({ status: 'withdrawn', updated_at: now })
        .where('buyer_id', '=', userId)
        .where('status', 'in', [...OPEN_OFFER_STATUSES])
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('users')
        .set({
          email: deletedAccountEmail(userId),
          password_hash: UNUSABLE_PASSWORD_HASH,
          suspended_at: now,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
      return { archivedListings: archived.map((row) => row.id), storedObjects: storedObjectsOf(uploads) };
    }),
  );
  // Once committed: the files go (the public /storage route then answers 404; a proof of funds download too).
  for (const { bucket, name } of storedObjects) await deps.files.delete(bucket, name);
  return { archivedListings };
}

/** Every stored object of the uploads: each image variant, or the file itself (a proof of funds). */
function storedObjectsOf(
  uploads: { bucket: string; object_name: string; variants: { object_name: string }[] }[],
): { bucket: Bucket; name: string }[] {
  return uploads.flatMap((upload) => {
    const bucket = upload.bucket as Bucket;
    const names = upload.variants.length ? upload.variants.map((v) => v.object_name) : [upload.object_name];
    return names.map((name) => ({ bucket, name }));
  });
}
