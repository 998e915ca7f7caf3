// Empties every table of the app (not the migration bookkeeping), children before parents.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Tables in deletion order; a migration that adds a table adds it here. */
const TABLES_CHILD_FIRST: readonly (keyof Database)[] = [
  'buyers_list_deal_sends',
  'buyers_list_entries',
  'buyers_list_join_tokens',
  'buyers_list_join_requests',
  'support_tickets',
  'billing_events',
  'billing_invoices',
  'billing_customers',
  'open_house_rsvps',
  'open_houses',
  'admin_audit',
  'raffles',
  'moderation_actions',
  'content_reports',
  'moderator_applications',
  'email_outbox',
  'email_preferences',
  'email_suppressions',
  'alerts',
  'alert_sequences',
  'stream_tickets',
  'contracts',
  'offers',
  'user_consent',
  'uploads',
  'favorites',
  'saved_search_matches',
  'saved_searches',
  'embed_keys',
  'business_cards',
  'profile_markets',
  'properties',
  'user_roles',
  'profiles',
  'rate_limits',
  'password_reset_tokens',
  'refresh_tokens',
  'sessions',
  'users',
];

/** Deletes every row of every app table in one transaction. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of TABLES_CHILD_FIRST) await trx.deleteFrom(table).execute();
  });
}
