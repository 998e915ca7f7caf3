// The search index's snapshot file, on SQLite and Postgres: a restart reads a matching snapshot back and answers
// byte for byte as SQL does; it catches up with the writes made since; it never uses the snapshot of another
// database, one from before a deletion, or a damaged file (it builds the index from SQL instead).
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SNAPSHOT_FILE } from '../src/search/search-service';
import { insertDemoRows } from './support/listing-rows';
import { createTestApp, type TestApp } from './support/test-app';

let app: TestApp;
/** The same database searched in SQL only: the reference answers. */
let sqlOnly: TestApp;
let signedIn: Awaited<ReturnType<TestApp['signUp']>>;
const opened: TestApp[] = [];

const SEARCHES = [
  '',
  'limit=50',
  'sort=price_asc&limit=30',
  'location=TX&sort=price_desc',
  'status=sold',
  'location=Dallas%2C%20TX&lat=32.78&lng=-96.8&radius=25&sort=distance',
];

const snapshotOf = (test: TestApp) => path.join(test.config.dataDir, SEARCH_SNAPSHOT_FILE);

/** Another server process on `app`'s database and data folder (so with its snapshot file), its index loaded. */
async function restart(dataDir = app.config.dataDir): Promise<TestApp> {
  const next = await createTestApp({ DATABASE_URL: app.config.databaseUrl, DATA_DIR: dataDir });
  opened.push(next);
  await next.deps.search.load();
  return next;
}

/** Every search, anonymous and signed in, answers what the SQL path answers. */
async function expectSqlAnswers(
  test: TestApp,
  reference = sqlOnly,
  tokens = [undefined, signedIn.accessToken],
) {
  for (const query of SEARCHES) {
    for (const token of tokens) {
      const fromIndex = await test.call('GET', `/api/v1/properties?${query}`, { token });
      const fromSql = await reference.call('GET', `/api/v1/properties?${query}`, { token });
      expect(fromIndex.status, query).toBe(200);
      expect(fromIndex.text, query).toBe(fromSql.text);
    }
  }
}

beforeAll(async () => {
  app = await createTestApp();
  sqlOnly = await createTestApp({
    DATABASE_URL: app.config.databaseUrl,
    DATA_DIR: app.config.dataDir,
    SEARCH_INDEX: 'false',
  });
  const owner = await app.signUp();
  signedIn = await app.signUp();
  await insertDemoRows(app.db, { count: 400, seed: 21, ownerIds: [owner.user.id, signedIn.user.id] });
  await app.deps.search.load();
}, 120_000);

afterAll(async () => {
  // Last opened first: an app on another's database closes before that database is dropped with its owner.
  for (const test of opened.reverse()) await test.close();
  await sqlOnly.close();
  await app.close();
}, 120_000);

describe('the search index snapshot', () => {
  it('is written once the index is built from SQL, and a restart reads it back instead', async () => {
    expect(app.deps.search.loadedFrom).toBe('database');
    const next = await restart();
    expect(next.deps.search.loadedFrom).toBe('snapshot');
    expect(next.deps.search.indexed).toBe(app.deps.search.indexed);
    await expectSqlAnswers(next);
  });

  it('catches up with the listings written after it was saved', async () => {
    app.deps.search.save();
    const owner = await app.signUp();
    await insertDemoRows(app.db, { count: 30, seed: 22, ownerIds: [owner.user.id] });
    const [cheapest] = await app.db
      .selectFrom('properties')
      .select('id')
      .where('listing_status', '=', 'published')
      .orderBy('price')
      .limit(1)
      .execute();
    await app.db
      .updateTable('properties')
      .set({ price: 999_999_999 })
      .where('id', '=', cheapest!.id)
      .execute();
    const [newest] = await app.db
      .selectFrom('properties')
      .select('id')
      .where('listing_status', '=', 'published')
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    await app.db
      .updateTable('properties')
      .set({ listing_status: 'on_hold' })
      .where('id', '=', newest!.id)
      .execute();

    const next = await restart();
    expect(next.deps.search.loadedFrom).toBe('snapshot');
    const { count } = await app.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('listing_status', '=', 'published')
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(next.deps.search.indexed).toBe(Number(count));
    await expectSqlAnswers(next);
  });

  it('is not used for another database', async () => {
    app.deps.search.save();
    const foreign = await createTestApp();
    opened.push(foreign);
    const someone = await foreign.signUp();
    // More writes than the first database has had, so only its listings can tell the snapshot is not its own.
    await insertDemoRows(foreign.db, { count: 600, seed: 23, ownerIds: [someone.user.id] });
    await copyFile(snapshotOf(app), snapshotOf(foreign));
    await foreign.deps.search.load();
    expect(foreign.deps.search.loadedFrom).toBe('database');
    const foreignSql = await createTestApp({
      DATABASE_URL: foreign.config.databaseUrl,
      DATA_DIR: foreign.config.dataDir,
      SEARCH_INDEX: 'false',
    });
    opened.push(foreignSql);
    await expectSqlAnswers(foreign, foreignSql, [undefined]);
  });

  it('is not used when it is damaged, truncated or of another address', async () => {
    app.deps.search.save();
    const saved = await readFile(snapshotOf(app));
    const damaged = Buffer.from(saved);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    for (const bytes of [damaged, saved.subarray(0, saved.length - 100), Buffer.from('not a snapshot')]) {
      await writeFile(snapshotOf(app), bytes);
      const next = await restart();
      expect(next.deps.search.loadedFrom).toBe('database');
      await expectSqlAnswers(next);
    }
    await writeFile(snapshotOf(app), saved);
    const elsewhere = await createTestApp({
      DATABASE_URL: app.config.databaseUrl,
      DATA_DIR: app.config.dataDir,
      PUBLIC_URL: 'https://deals.example.com',
    });
    opened.push(elsewhere);
    await elsewhere.deps.search.load();
    expect(elsewhere.deps.search.loadedFrom).toBe('database');
  });

  it('is not used after listings were deleted', async () => {
    app.deps.search.save();
    const [oldest] = await app.db
      .selectFrom('properties')
      .select('id')
      .where('listing_status', '=', 'published')
      .orderBy('created_at')
      .limit(1)
      .execute();
    await app.db.deleteFrom('properties').where('id', '=', oldest!.id).execute();
    const next = await restart();
    expect(next.deps.search.loadedFrom).toBe('database');
    await expectSqlAnswers(next);
  });
});
