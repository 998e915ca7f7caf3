// A cheap digest of everything the database holds, so the fuzzer can check that a rejected request changed
// nothing: per table its row count and a hash of its rows (SQLite: hashed here; Postgres: md5 in one query).
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * Tables left out: `rate_limits` holds the throttling counters, which a rejected request is meant to bump (failed
 * sign-ins, per-IP budgets); they are bookkeeping, not state a client can see or change.
 */
export const DIGEST_EXCLUDED_TABLES: ReadonlySet<string> = new Set(['rate_limits']);

/** The digest: table name to `rows:hash`. Two equal digests mean no row was added, removed or changed. */
export type StateDigest = Record<string, string>;

/** Takes digests of one database. */
export interface StateDigester {
  digest(): Promise<StateDigest>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function sqliteTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
  `.execute(db);
  return rows.map((row) => row.name).filter((name) => !DIGEST_EXCLUDED_TABLES.has(name));
}

async function postgresTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  return rows.map((row) => row.name).filter((name) => !DIGEST_EXCLUDED_TABLES.has(name));
}

/**
 * SQLite: every row of every table read and hashed (row order does not matter). `total_changes()` of the one
 * connection is the cache key: while no INSERT, UPDATE or DELETE ran (committed or rolled back), the last digest
 * still holds and nothing is read again.
 */
async function sqliteDigester(db: Kysely<Database>): Promise<StateDigester> {
  const tables = await sqliteTables(db);
  let cached: { changes: number; digest: StateDigest } | null = null;
  return {
    async digest() {
      const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
      const changes = Number(rows[0]!.n);
      if (cached && cached.changes === changes) return cached.digest;
      const digest: StateDigest = {};
      for (const table of tables) {
        const result = await sql.raw<Record<string, unknown>>(`select * from ${quote(table)}`).execute(db);
        const lines = result.rows
          .map((row) => JSON.stringify(row, (_key, value) => toJsonSafe(value)))
          .sort();
        const hash = createHash('sha1');
        for (const line of lines) hash.update(line).update('\n');
        digest[table] = `${lines.length}:${hash.digest('hex')}`;
      }
      cached = { changes, digest };
      return digest;
    },
  };
}

const toJsonSafe = (value: unknown) =>
  typeof value === 'bigint'
    ? value.toString()
    : value instanceof Uint8Array
      ? Buffer.from(value).toString('base64')
      : value;

/** Postgres: one query, each table's count and the md5 of its rows' text in a fixed order. */
async function postgresDigester(db: Kysely<Database>): Promise<StateDigester> {
  const tables = await postgresTables(db);
  const query = tables
    .map(
      (table) =>
        `select ${`'${table.replaceAll("'", "''")}'`} as name, count(*)::int as n, ` +
        `md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${quote(table)} t`,
    )
    .join(' union all ');
  return {
    async digest() {
      const { rows } = await sql.raw<{ name: string; n: number; h: string }>(query).execute(db);
      const digest: StateDigest = {};
      for (const row of rows) digest[row.name] = `${row.n}:${row.h}`;
      return digest;
    },
  };
}

/** A digester for the dialect of `db` (`postgres`, else SQLite). */
export function createStateDigester(db: Kysely<Database>, dialect: string): Promise<StateDigester> {
  return dialect === 'postgres' ? postgresDigester(db) : sqliteDigester(db);
}

/** The tables whose digest differs, empty when both are equal. */
export function changedTables(before: StateDigest, after: StateDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
