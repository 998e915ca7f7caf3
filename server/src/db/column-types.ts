// Column types for migrations that run unchanged on both dialects.
import { type Kysely, PostgresAdapter } from 'kysely';

/** The column type names for the dialect the migration runs on. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    timestamp: postgres ? 'timestamptz' : 'text',
    boolean: postgres ? 'boolean' : 'integer',
    json: postgres ? 'jsonb' : 'text',
    double: 'double precision',
  } as const;
}
