// The daily digest: once a day, each user's saved-search matches of the days before, in one email.

import { isPubliclyVisible } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { startPeriodicJob } from '../jobs/periodic-job';
import { emailAllowed, enqueueEmail } from '../mail/outbox';
import { type DigestEntry, digestEmail } from './saved-search-emails';

/** How often the job looks for digests to send (a digest goes out once a day; see the dedupe key). */
export const DIGEST_INTERVAL_MS = 15 * 60_000;

/** The dedupe key of a user's digest of one day (UTC). */
export const digestDedupeKey = (userId: string, now: string) =>
  `saved-search-digest:${userId}:${now.slice(0, 10)}`;

/**
 * Sends the digests due at `now`: for each user with matches waiting from before today (UTC), one email with
 * those still public, then marks them digested. A user who switched the digest off meanwhile gets none (the
 * matches are dropped). Several processes may run it: the dedupe key keeps it to one email per user and day.
 * Answers how many digests were queued.
 */
export async function sendSavedSearchDigests(
  deps: Pick<AppDeps, 'db' | 'config'>,
  now = new Date().toISOString(),
): Promise<number> {
  const { db, config } = deps;
  const dayStart = `${now.slice(0, 10)}T00:00:00.000Z`;
  const users = await db
    .selectFrom('saved_search_matches')
    .select('user_id')
    .distinct()
    .where('digested_at', 'is', null)
    .where('created_at', '<', dayStart)
    .execute();
  let queued = 0;
  for (const { user_id: userId } of users) {
    const sent = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('saved_search_matches as m')
        .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
        .innerJoin('properties as p', 'p.id', 'm.property_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select([
          'm.saved_search_id',
          'm.property_id',
          's.name',
          'p.title',
          'p.price',
          'p.status',
          'p.listing_status',
          'p.archived_at',
          'u.email',
        ])
        .where('m.user_id', '=', userId)
        .where('m.digested_at', 'is', null)
        .where('m.created_at', '<', dayStart)
        .orderBy('m.created_at')
        .execute();
      const entries: DigestEntry[] = rows
        .filter((row) => isPubliclyVisible(row))
        .map((row) => ({
          searchName: row.name,
          property: { id: row.property_id, title: row.title, price: row.price },
        }));
      let done = false;
      const to = rows[0]?.email;
      if (entries.length && to && (await emailAllowed(trx, userId, 'saved_search_digest'))) {
        const email = digestEmail(config.publicUrl, entries);
        done = (
          await enqueueEmail(trx, {
            userId,
            to,
            kind: 'saved_search_digest',
            ...email,
            dedupeKey: digestDedupeKey(userId, now),
          })
        ).queued;
      }
      await trx
        .updateTable('saved_search_matches')
        .set({ digested_at: now })
        .where('user_id', '=', userId)
        .where('digested_at', 'is', null)
        .where('created_at', '<', dayStart)
        .execute();
      return done;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * Starts the digest job; it stops when `server` emits close (or when the returned function is called). Errors
 * are logged, never thrown: the next run tries again.
 */
export function startSavedSearchDigests(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  server?: { once(event: 'close', listener: () => void): unknown },
  intervalMs = DIGEST_INTERVAL_MS,
): () => void {
  return startPeriodicJob(
    {
      name: 'saved-search digest',
      intervalMs,
      run: () => sendSavedSearchDigests(deps),
      didSomething: 'saved-search digests queued',
      logger: deps.logger,
    },
    server,
  );
}
