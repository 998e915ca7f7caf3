// The investor directory: published profiles filtered by search text, profile type, specialty and market, newest
// published first, in keyset pages.

import type { DirectoryQuery } from '@dealloop/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { beyondCursor, decodeCursor, pageOf } from '../db/keyset-cursor';
import type { Database } from '../db/schema';
import { publiclyVisible } from '../listings/visible-property';
import type { PublishedProfileRecord } from '../profiles/profiles-repo';

/** `%text%` for LIKE with the wildcards of the text escaped (escape character `\`). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of published profiles and the cursor of the next page (null on the last). */
export async function investorDirectoryPage(
  db: Kysely<Database>,
  query: DirectoryQuery,
): Promise<{ items: PublishedProfileRecord[]; nextCursor: string | null }> {
  let select = db
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
        .as('published_listings'),
    ])
    .where('profiles.profile_published', '=', true)
    .where('profiles.profile_slug', 'is not', null)
    .where('profiles.published_at', 'is not', null)
    .where('users.suspended_at', 'is', null);

  const like = (column: string, pattern: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) =>
      eb.or(
        ['profiles.full_name', 'profiles.company_name', 'profiles.specialty', 'profiles.bio'].map((column) =>
          like(column, pattern),
        ),
      ),
    );
  }
  if (query.specialty) {
    const pattern = containsPattern(query.specialty);
    select = select.where(like('profiles.specialty', pattern));
  }
  if (query.profileType) select = select.where('profiles.profile_template', '=', query.profileType);
  if (query.market) {
    const market = query.market;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('profile_markets')
          .select('profile_markets.state')
          .whereRef('profile_markets.user_id', '=', 'profiles.user_id')
          .where('profile_markets.state', '=', market),
      ),
    );
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor, 'timestamp');
    select = select.where((eb) =>
      beyondCursor(eb, ['profiles.published_at', 'profiles.user_id'], after, 'desc'),
    );
  }
  const rows = await select
    .orderBy('profiles.published_at', 'desc')
    .orderBy('profiles.user_id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({
    value: row.published_at!,
    id: row.user_id,
  }));
  const userIds = page.map((row) => row.user_id);
  const marketRows = userIds.length
    ? await db
        .selectFrom('profile_markets')
        .select(['user_id', 'state'])
        .where('user_id', 'in', userIds)
        .orderBy('state')
        .execute()
    : [];
  const items = page.map((row) => ({
    ...row,
    profile_slug: row.profile_slug!,
    published_listings: Number(row.published_listings ?? 0),
    markets: marketRows.filter((m) => m.user_id === row.user_id).map((m) => m.state),
  }));
  return { items, nextCursor };
}
