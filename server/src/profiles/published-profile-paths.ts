// The public investor profile pages the sitemap lists: each published profile's slug path and when it last changed.
import { investorProfilePath } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A page of the sitemap: its path and, when known, when it last changed (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The paths of published profiles of accounts in good standing (the ones whose page answers 200), most recently
 * changed first, each with its `updated_at` as lastmod.
 */
export async function publishedProfilePaths(db: Kysely<Database>, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.profile_slug', 'profiles.updated_at'])
    .where('profiles.profile_published', '=', true)
    .where('profiles.profile_slug', 'is not', null)
    .where('users.suspended_at', 'is', null)
    .orderBy('profiles.updated_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    path: investorProfilePath(row.profile_slug!),
    lastmod: new Date(row.updated_at).toISOString(),
  }));
}
