// The owner details a public card shows: their public profile path (when published) and profile picture.
import { investorProfilePath } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The owner's public profile path (null unless published) and avatar URL. */
export async function cardOwnerDetails(
  db: Kysely<Database>,
  userId: string,
): Promise<{ profilePath: string | null; avatarUrl: string | null }> {
  const row = await db
    .selectFrom('profiles')
    .select(['profile_published', 'profile_slug', 'avatar_url'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    profilePath: row?.profile_published && row.profile_slug ? investorProfilePath(row.profile_slug) : null,
    avatarUrl: row?.avatar_url ?? null,
  };
}
