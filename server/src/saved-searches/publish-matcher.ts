// When a listing is published or an approved edit changes it: the saved searches it matches raise a notification
// for their owners (a price cut one of its own) and queue instant emails or digest entries, in the same transaction.
import { isTooBroad, matchesSavedSearch } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import type { Database, Property, SavedSearch } from '../db/schema';
import { isoNow } from '../db/time';
import { emailAllowed, enqueueEmail } from '../mail/outbox';
import { queueSavedSearchTexts } from '../sms/alert-texts';
import { instantMatchEmail } from './saved-search-emails';
import { criteriaOf, placeOf } from './saved-search-serializer';
import { candidateSearches } from './saved-searches-repo';

/** The dedupe key that keeps a saved search to one instant email a day (UTC). */
export const instantDedupeKey = (searchId: string, now: string) =>
  `saved-search:${searchId}:${now.slice(0, 10)}`;

/** The saved searches of other users that the listing matches (SQL narrows them, core's rule decides). */
export async function matchingSearches(db: Kysely<Database>, listing: Property): Promise<SavedSearch[]> {
  const candidates = await candidateSearches(db, listing);
  return candidates.filter((search) => matchesSavedSearch(criteriaOf(search), listing, placeOf(search)));
}

/** The ids of the searches already told about the listing (it was published before, then held and back). */
async function announcedSearchIds(db: Kysely<Database>, listingId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('saved_search_matches')
    .select('saved_search_id')
    .where('property_id', '=', listingId)
    .execute();
  return new Set(rows.map((row) => row.saved_search_id));
}

/**
 * Tells the owners of the saved searches that `listing` (just published, or changed by an approved edit) matches:
 * one alert per owner, and per search that wants email and is not too broad, an instant email (at most one per
 * search and day) or a digest entry, by the owner's saved-search frequency. A search hears of a listing once, even
 * when it is published again after a hold. With `priceCut` (an approved edit lowered the price) every matching
 * search's owner hears of the cut, those told of the listing before too, like a portal's price-cut alert.
 * Answers the newly matched searches.
 */
export async function announceSavedSearchMatches(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  listing: Property,
  publicUrl: string,
  options: { priceCut?: boolean } = {},
): Promise<SavedSearch[]> {
  const announced = await announcedSearchIds(trx, listing.id);
  const matching = await matchingSearches(trx, listing);
  const matched = matching.filter((search) => !announced.has(search.id));
  const now = isoNow();
  const alerted = new Set<string>();
  for (const search of options.priceCut ? matching : matched) {
    if (!alerted.has(search.user_id)) {
      alerted.add(search.user_id);
      await raise({
        userId: search.user_id,
        kind: options.priceCut ? 'savedSearchPriceCut' : 'savedSearchMatch',
        propertyId: listing.id,
      });
    }
  }
  const addresses = new Map<string, string | null>();
  for (const search of matched) {
    const wantsEmail = search.notify_email && !isTooBroad(criteriaOf(search), placeOf(search));
    let waitsForDigest = false;
    if (wantsEmail && (await emailAllowed(trx, search.user_id, 'saved_search_instant'))) {
      if (!addresses.has(search.user_id)) addresses.set(search.user_id, await addressOf(trx, search.user_id));
      const to = addresses.get(search.user_id);
      if (to) {
        const email = instantMatchEmail(publicUrl, search.name, listing);
        await enqueueEmail(trx, {
          userId: search.user_id,
          to,
          kind: 'saved_search_instant',
          ...email,
          dedupeKey: instantDedupeKey(search.id, now),
        });
      }
    } else if (wantsEmail) {
      waitsForDigest = await emailAllowed(trx, search.user_id, 'saved_search_digest');
    }
    // Every match is recorded; only those waiting for a digest are left undigested.
    await trx
      .insertInto('saved_search_matches')
      .values({
        saved_search_id: search.id,
        property_id: listing.id,
        user_id: search.user_id,
        created_at: now,
        digested_at: waitsForDigest ? null : now,
      })
      .onConflict((oc) => oc.columns(['saved_search_id', 'property_id']).doNothing())
      .execute();
  }
  // Text alerts (notify_sms), like instant emails: not for searches too broad to email.
  const textable = matched.filter((search) => !isTooBroad(criteriaOf(search), placeOf(search)));
  await queueSavedSearchTexts(trx, textable, listing, publicUrl);
  return matched;
}

async function addressOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email ?? null;
}
