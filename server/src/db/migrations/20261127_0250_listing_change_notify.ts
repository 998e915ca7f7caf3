// Cross-process search freshness (issue 23 item 5): on Postgres, every statement that writes listings NOTIFYs the
// `dealloop_listings` channel (delivered on commit, to every listening process), so other processes' search
// indexes read the write at their next search instead of up to SEARCH_SYNC_MS later. A trigger, so no write path
// can forget. SQLite serves one process: nothing to do there.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../is-postgres';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function properties_notify_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('dealloop_listings', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger properties_notify_changed after insert or update or delete on properties
    for each statement execute procedure properties_notify_changed()`.execute(db);
  await sql`create trigger properties_notify_truncated after truncate on properties
    for each statement execute procedure properties_notify_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger properties_notify_truncated on properties`.execute(db);
  await sql`drop trigger properties_notify_changed on properties`.execute(db);
  await sql`drop function properties_notify_changed()`.execute(db);
}
