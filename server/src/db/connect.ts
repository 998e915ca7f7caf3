// Opens the database named by the configuration: SQLite (better-sqlite3) by default, Postgres (pg pool) by URL.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements';
import { BOOLEAN_COLUMNS, type Database, JSON_COLUMNS } from './schema';
import { SqliteDatabase, type SqliteStatement } from './sqlite-driver';
import { SqliteTypesPlugin } from './sqlite-types-plugin';

export type Dialect = 'sqlite' | 'postgres';

/** An open database and how to close it. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

// Postgres answers timestamps as ISO strings (as SQLite stores them) and counts as numbers.
const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;
pg.types.setTypeParser(TIMESTAMPTZ_OID, (value) => new Date(value).toISOString());
pg.types.setTypeParser(TIMESTAMP_OID, (value) => new Date(`${value}Z`).toISOString());
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

/**
 * Opens the SQLite file (mode 0600, in a folder created 0700), with its pragmas. WAL with synchronous=FULL: every commit is fsynced before it is answered, so a
 * committed write survives a process crash and a power loss.
 */
function openSqlite(file: string): SqliteDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // The owner's only: SQLite creates its -wal and -shm files with the database file's mode.
  if (file !== ':memory:') {
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
    for (const companion of [`${file}-wal`, `${file}-shm`]) {
      if (fs.existsSync(companion)) fs.chmodSync(companion, 0o600);
    }
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Refreshes planner statistics of tables that changed a lot since they were last analyzed (quick, bounded).
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely, with prepared statements reused per SQL text: Kysely prepares every query
 * anew, and preparing costs more than running a small query.
 */
function withStatementCache(sqlite: SqliteDatabase) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/** Opens the database at `url` (`sqlite:/path/file.sqlite` or `postgres://...`). */
export function openDatabase(url: string, options: { poolMax?: number } = {}): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const sqlite = openSqlite(url.slice('sqlite:'.length));
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteTypesPlugin(BOOLEAN_COLUMNS, JSON_COLUMNS)],
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
