// The database a crash run writes to: a fresh SQLite file in a temporary folder or a fresh Postgres database
// (created and dropped as server/test/support/test-app.ts does), and reads beside the running server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SqliteDatabase } from '../../src/db/sqlite-driver';

export type CrashDialect = 'sqlite' | 'postgres';

/** Runs one SQL statement with `?` placeholders and answers its rows. */
export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** One run's database and data folder. */
export interface CrashDatabase {
  readonly dialect: CrashDialect;
  /** DATABASE_URL for the server. */
  readonly url: string;
  /** DATA_DIR for the server (its signing key lives there, so tokens outlive a restart). */
  readonly dataDir: string;
  /** Runs `work` on a new connection beside the server: read-only on SQLite. */
  read<T>(work: (query: Query) => Promise<T>): Promise<T>;
  /** Gives a user a role (the set-up's one write outside the API: nobody can grant the first role through it). */
  grantRole(userId: string, role: 'moderator' | 'admin'): Promise<void>;
  /** Deletes the database and the data folder; call after the server has stopped. */
  drop(): Promise<void>;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `?` placeholders to Postgres' `$1, $2...`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

function sqliteQuery(connection: SqliteDatabase): Query {
  return async <T>(sql: string, params: unknown[] = []) => connection.prepare(sql).all(...params) as T[];
}

function postgresQuery(client: pg.Client): Query {
  return async <T>(sql: string, params: unknown[] = []) =>
    (await client.query(numbered(sql), params)).rows as T[];
}

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(postgresQuery(client));
  } finally {
    await client.end();
  }
}

const GRANT_SQL =
  'insert into user_roles (user_id, role, created_at) values (?, ?, ?) on conflict (user_id, role) do nothing';

/** Reads beside the server: a new read-only connection on SQLite, a new client on Postgres, per call. */
export function databaseReader(dialect: CrashDialect, url: string): Pick<CrashDatabase, 'dialect' | 'read'> {
  return {
    dialect,
    async read(work) {
      if (dialect === 'postgres') return withPostgres(url, work);
      const connection = new SqliteDatabase(url.slice('sqlite:'.length), {
        readonly: true,
        fileMustExist: true,
      });
      try {
        return await work(sqliteQuery(connection));
      } finally {
        connection.close();
      }
    },
  };
}

/** Creates the run's database. */
export async function createCrashDatabase(dialect: CrashDialect): Promise<CrashDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-crash-'));
  if (dialect === 'sqlite') {
    const url = `sqlite:${path.join(dataDir, 'crash.sqlite')}`;
    return {
      ...databaseReader(dialect, url),
      url,
      dataDir,
      async grantRole(userId, role) {
        const connection = new SqliteDatabase(url.slice('sqlite:'.length), { fileMustExist: true });
        try {
          connection.pragma('busy_timeout = 5000');
          connection.prepare(GRANT_SQL).run(userId, role, new Date().toISOString());
        } finally {
          connection.close();
        }
      },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }

  const name = `dealloop_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withPostgres(POSTGRES_ADMIN_URL, (query) => query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    ...databaseReader(dialect, url.toString()),
    url: url.toString(),
    dataDir,
    grantRole: (userId, role) =>
      withPostgres(url.toString(), (query) => query(GRANT_SQL, [userId, role, new Date()])).then(() => {}),
    async drop() {
      await withPostgres(POSTGRES_ADMIN_URL, async (query) => {
        // A killed server's connections go away with its process; wait for them (2 s at most), then force.
        for (let tries = 0; tries < 40; tries += 1) {
          const [row] = await query<{ open: number }>(
            'select count(*)::int as open from pg_stat_activity where datname = ?',
            [name],
          );
          if (!row?.open) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await query(`drop database if exists ${name} with (force)`);
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
