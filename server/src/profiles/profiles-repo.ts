// Profiles in the database: the owner's profile with its markets, updates (publishing claims a unique slug), and
// published profiles by user id or slug.
import { slugify } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, Profile, ProfileUpdate, Property } from '../db/schema';
import { isoNow } from '../db/time';
import { publiclyVisible } from '../listings/visible-property';
import { collidesWith, firstFreeSlug, isUniqueViolation } from './unique-slug';

type Db = Kysely<Database>;

/** A profile row with the markets its owner invests in. */
export type ProfileRecord = Profile & { markets: string[] };

/** A published profile with what its public page shows besides the row. */
export type PublishedProfileRecord = ProfileRecord & {
  profile_slug: string;
  member_since: string;
  published_listings: number;
};

/** The state codes of a user's markets, alphabetical. */
export async function marketsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('profile_markets')
    .select('state')
    .where('user_id', '=', userId)
    .orderBy('state')
    .execute();
  return rows.map((row) => row.state);
}

/** The user's profile; one is created (from the account email) for an account that has none yet. */
export async function loadOwnProfile(db: Db, userId: string, accountEmail: string): Promise<ProfileRecord> {
  let row = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) {
    const now = isoNow();
    await db
      .insertInto('profiles')
      .values({ user_id: userId, full_name: null, email: accountEmail, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    row = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }
  return { ...row, markets: await marketsOf(db, userId) };
}

/** The first free public slug for a full name: its slug (or "investor"), then -2, -3... */
async function freeProfileSlug(db: Db, fullName: string | null, userId: string): Promise<string> {
  const base = slugify(fullName ?? '') || 'investor';
  const rows = await db
    .selectFrom('profiles')
    .select('profile_slug')
    .where('profile_slug', 'like', `${base}%`)
    .where('user_id', '!=', userId)
    .execute();
  const taken = new Set(rows.map((r) => r.profile_slug!).filter((slug) => collidesWith(base, slug)));
  return firstFreeSlug(base, taken);
}

/**
 * Writes profile changes and, when given, replaces the markets. A profile that ends up published gets its
 * publication time when it becomes published and a unique slug the first time (kept afterwards, so shared links
 * keep working). A lost race for a slug is retried.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileUpdate,
  markets?: readonly string[],
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('profiles')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        const now = isoNow();
        const next: ProfileUpdate = { ...changes, updated_at: now };
        const published = changes.profile_published ?? current.profile_published;
        if (published && !current.profile_published) next.published_at = now;
        if (published && !current.profile_slug) {
          next.profile_slug = await freeProfileSlug(trx, changes.full_name ?? current.full_name, userId);
        }
        await trx.updateTable('profiles').set(next).where('user_id', '=', userId).execute();
        if (markets) {
          await trx.deleteFrom('profile_markets').where('user_id', '=', userId).execute();
          const unique = [...new Set(markets)];
          if (unique.length > 0) {
            await trx
              .insertInto('profile_markets')
              .values(unique.map((state) => ({ user_id: userId, state })))
              .execute();
          }
        }
      });
      return;
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

const PUBLISHED_LISTING_COUNT = 'published_listings';

/** A published profile by user id or by slug, or undefined (unpublished, unknown, or a suspended account). */
export async function findPublishedProfile(
  db: Db,
  by: { userId: string } | { slug: string },
): Promise<PublishedProfileRecord | undefined> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .selectAll('profiles')
    .select((eb) => [
      'users.created_at as member_since',
      eb
        .selectFrom('properties')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .whereRef('properties.user_id', '=', 'profiles.user_id')
        .where(publiclyVisible)
        .as(PUBLISHED_LISTING_COUNT),
    ])
    .where('profiles.profile_published', '=', true)
    .where('profiles.profile_slug', 'is not', null)
    .where('users.suspended_at', 'is', null)
    .where(
      'userId' in by ? 'profiles.user_id' : 'profiles.profile_slug',
      '=',
      'userId' in by ? by.userId : by.slug,
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    profile_slug: row.profile_slug!,
    published_listings: Number(row.published_listings ?? 0),
    markets: await marketsOf(db, row.user_id),
  };
}

/** The owner's public listings, newest first (at most `limit`). */
export function publishedListingsOf(db: Db, userId: string, limit: number): Promise<Property[]> {
  return db
    .selectFrom('properties')
    .selectAll()
    .where('user_id', '=', userId)
    .where(publiclyVisible)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Gives a published profile without a slug (e.g. a demo account) its slug and publication time. */
export async function ensurePublishedSlug(db: Db, userId: string): Promise<void> {
  const row = await db
    .selectFrom('profiles')
    .select(['profile_published', 'profile_slug'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row?.profile_published && !row.profile_slug) {
    await db
      .updateTable('profiles')
      .set({ profile_published: false })
      .where('user_id', '=', userId)
      .execute();
    await updateProfile(db, userId, { profile_published: true });
  }
}
