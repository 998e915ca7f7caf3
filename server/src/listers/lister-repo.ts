import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { publiclyVisible } from '../listings/visible-property';

/** What the lister's card is made from; profile fields are null when the lister has no profile row. */
export interface ListerRecord {
  id: string;
  memberSince: string;
  fullName: string | null;
  companyName: string | null;
  avatarUrl: string | null;
  email: string | null;
  phone: string | null;
  profilePublished: boolean;
  publishedListings: number;
}

/** The lister with this user id, or undefined when the account does not exist. */
export async function findLister(db: Kysely<Database>, userId: string): Promise<ListerRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select((eb) => [
      'users.id as id',
      'users.created_at as created_at',
      'profiles.full_name as full_name',
      'profiles.company_name as company_name',
      'profiles.avatar_url as avatar_url',
      'profiles.email as email',
      'profiles.phone as phone',
      'profiles.profile_published as profile_published',
      eb
        .selectFrom('properties')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .whereRef('properties.user_id', '=', 'users.id')
        .where(publiclyVisible)
        .as('published_listings'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    memberSince: row.created_at,
    fullName: row.full_name,
    companyName: row.company_name,
    avatarUrl: row.avatar_url,
    email: row.email,
    phone: row.phone,
    profilePublished: row.profile_published === true,
    publishedListings: Number(row.published_listings ?? 0),
  };
}
