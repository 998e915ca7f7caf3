// Named prepared statements on PostgreSQL for the statements that ask for them: Kysely sends every query unnamed
// (parsed and planned anew each time), so a hot statement starts with PREPARED_STATEMENT, and the pool behind
// Kysely sends it as a statement named after its text, which each connection parses once and then only binds and
// executes. Each connection keeps at most MAX_PREPARED of them; others run unnamed, as does one whose table
// changed shape after it was prepared.
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The comment a statement's SQL starts with to be prepared by name. */
export const PREPARED_STATEMENT = '/* prepared */ ';
/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const CACHED_PLAN_CHANGED = '0A000';
/** Statements prepared per connection at most (search has a few dozen shapes). */
const MAX_PREPARED = 200;

const names = new Map<string, string>();
/** A statement's name: a hash of its text (the same text, the same name, on every connection). */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_PREPARED * 4) names.clear();
    names.set(text, name);
  }
  return name;
}

/** The pool for Kysely's PostgresDialect: `pool`'s connections, preparing the statements that ask for it. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  const staleNames = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    async connect() {
      const client = await pool.connect();
      const preparedNames = prepared.get(client) ?? new Set<string>();
      prepared.set(client, preparedNames);
      const stale = staleNames.get(client) ?? new Set<string>();
      staleNames.set(client, stale);
      const run = async (text: string, values: unknown[]) => {
        if (text.startsWith(PREPARED_STATEMENT)) {
          const name = nameOf(text);
          if (!stale.has(name) && (preparedNames.has(name) || preparedNames.size < MAX_PREPARED)) {
            preparedNames.add(name);
            try {
              return await client.query({ name, text, values });
            } catch (err) {
              // A table it reads changed shape since it was prepared (a migration of another process): this
              // connection runs it unnamed from now on.
              if ((err as { code?: string }).code !== CACHED_PLAN_CHANGED) throw err;
              stale.add(name);
            }
          }
        }
        return client.query(text, values);
      };
      // A cursor (Kysely's streaming) goes through as it is and is answered at once, not as a promise.
      const query = (text: unknown, values?: readonly unknown[]) =>
        typeof text === 'string' ? run(text, [...(values ?? [])]) : client.query(text as pg.Submittable);
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
