// The review queue: listings waiting for a moderator (pending_review, not archived), oldest first, with the owner;
// `q` narrows it to listings whose title, location or owner email contains the text.
import { type Kysely, sql } from 'kysely';
import type { Database, Property } from '../db/schema';

/** A listing waiting for review and who listed it. */
export interface QueuedListing {
  property: Property;
  owner: { id: string; name: string | null; email: string };
}

/** `%text%` for LIKE with the wildcards of the text escaped (escape character `\`). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the queue (oldest submitted first) and how many listings wait in all (matching `q`). */
export async function pendingListings(
  db: Kysely<Database>,
  page: { limit: number; offset: number; q?: string },
): Promise<{ items: QueuedListing[]; total: number }> {
  let pending = db
    .selectFrom('properties')
    .innerJoin('users', 'users.id', 'properties.user_id')
    .where('properties.listing_status', '=', 'pending_review')
    .where('properties.archived_at', 'is', null);
  const q = page.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    pending = pending.where((eb) =>
      eb.or(
        ['properties.title', 'properties.location', 'users.email'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const rows = await pending
    .leftJoin('profiles', 'profiles.user_id', 'properties.user_id')
    .selectAll('properties')
    .select(['users.email as owner_email', 'profiles.full_name as owner_name'])
    .orderBy('properties.created_at', 'asc')
    .orderBy('properties.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await pending.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    total: Number(count.count),
    items: rows.map(({ owner_email, owner_name, ...property }) => ({
      property: property as Property,
      owner: { id: property.user_id, name: owner_name, email: owner_email },
    })),
  };
}
