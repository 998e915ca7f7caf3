// Which dialect a database handle (or a transaction, or a migration's handle) speaks: the one test for it.
import { type Kysely, PostgresAdapter } from 'kysely';

/** Whether `db` runs on PostgreSQL (else SQLite). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
