// Fixed-window counters kept in the database, so every server process shares them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A limit: at most `max` hits per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Where a key stands after a hit or a check. */
export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

function state(count: number, windowStart: string, limit: RateLimit, now: number): RateLimitState {
  const resetAt = Date.parse(windowStart) + limit.windowSeconds * 1000;
  return {
    allowed: count <= limit.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  };
}

/** Counts one hit on `key` atomically and answers whether it is within the limit. */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: RateLimit,
): Promise<RateLimitState> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const cutoff = new Date(now - limit.windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '<=', cutoff)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('rate_limits.window_start', '<=', cutoff)
          .then(nowIso)
          .else(eb.ref('rate_limits.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return state(row.count, row.window_start, limit, now);
}

/** Answers whether `key` is still within the limit, without counting a hit. */
export async function peekRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: RateLimit,
): Promise<RateLimitState> {
  const now = Date.now();
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Date.parse(row.window_start) + limit.windowSeconds * 1000 <= now) {
    return { allowed: true, count: 0, retryAfterSeconds: 0 };
  }
  return { ...state(row.count, row.window_start, limit, now), allowed: row.count < limit.max };
}

/** Forgets the hits on `key` (for example after a successful sign-in). */
export async function resetRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
