// A fresh app over its own database for one test file: SQLite in a temp folder, or a new Postgres database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/app';
import type { AppDeps } from '../../src/app-env';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { prepare } from '../../src/server';

/** One test file's app, database and helpers. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const dialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `dealloop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The pool's end() answers before its connections have said goodbye; forcing the drop while one is still
      // open kills it, and its client reports the kill as an unhandled error. Wait for them (2 s at most).
      for (let tries = 0; tries < 40; tries += 1) {
        const { rows } = await client.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.open) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let ipCounter = 0;
/** A distinct client address per call, so throttling tests choose when requests share an IP. */
export const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

/** The MAIL_POSTAL_ADDRESS of every test app. */
export const TEST_POSTAL_ADDRESS = '100 Test Street, Suite 5, Springfield, IL 62701';

/** Creates the app; `env` overrides configuration variables. */
export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-test-'));
  const pgDb = dialect === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? `sqlite:${path.join(dataDir, 'test.sqlite')}`,
    PASSWORD_HASH_COST: '1024',
    TRUST_PROXY: 'true',
    DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    SITE_DIR: path.join(dataDir, 'no-site-built'),
    // Loop's answers arrive at once in the API suite (pacing is tested on its own, chat-stream-pace.test.ts).
    LOOP_STREAM_PACE_MS: '0',
    // The sender's postal address every marketing email carries (required with SMTP; tests check the footer).
    MAIL_POSTAL_ADDRESS: TEST_POSTAL_ADDRESS,
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', {}, (line) => logs.push(JSON.parse(line)));
  const { deps, database } = await prepare(config, logger);
  const app = createApp(deps);

  /** Calls the app in-process; a JSON body is encoded, `token` becomes a bearer header. */
  async function call(
    method: string,
    url: string,
    options: {
      json?: unknown;
      body?: BodyInit;
      token?: string;
      headers?: Record<string, string>;
      ip?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    let data: any = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return { status: response.status, headers: response.headers, data, text };
  }

  let emailCounter = 0;
  /** Signs up a new user and answers the tokens and user. */
  async function signUp(overrides: { email?: string; password?: string; fullName?: string } = {}) {
    const email = overrides.email ?? `user${++emailCounter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = overrides.password ?? 'correct horse battery';
    const res = await call('POST', '/api/v1/auth/sign-up', {
      json: { email, password, fullName: overrides.fullName ?? 'Test User' },
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    return {
      email,
      password,
      user: res.data.user,
      accessToken: res.data.session.accessToken as string,
      refreshToken: res.data.session.refreshToken as string,
    };
  }

  /** Puts a user on a plan (as a completed checkout would), e.g. Pro for its paid features. */
  async function onPlan(who: { user: { id: string } }, planId: string) {
    await deps.db
      .insertInto('billing_customers')
      .values({
        user_id: who.user.id,
        stripe_customer_id: null,
        plan_id: planId,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ plan_id: planId }))
      .execute();
  }

  return {
    app,
    deps: deps as AppDeps,
    onPlan,
    db: deps.db,
    config,
    dialect,
    logs,
    call,
    signUp,
    async close() {
      await deps.alertBus.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
