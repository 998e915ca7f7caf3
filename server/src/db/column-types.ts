// Column types for migrations that run unchanged on both dialects.
import type { Kysely } from 'kysely';
import { isPostgres } from './is-postgres';

/** The column type names for the dialect the migration runs on. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return {
    timestamp: postgres ? 'timestamptz' : 'text',
    boolean: postgres ? 'boolean' : 'integer',
    json: postgres ? 'jsonb' : 'text',
    double: 'double precision',
  } as const;
}
