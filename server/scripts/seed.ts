// `pnpm seed`: creates the demo accounts that are missing. `pnpm seed --reset`: empties the database and
// stored files first, then recreates the demo data (300 demo listings unless --listings says otherwise).
// `--listings N` adds N deterministic demo listings (`--seed S` picks another set; the default is fixed).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { type DemoAccount, seedDemoAccounts } from '../src/seed/demo-accounts';
import { DEFAULT_DEMO_SEED } from '../src/seed/demo-listings';
import { resetDatabase } from '../src/seed/reset-database';
import { demoSeedDepsOf, FIRST_START_DEMO_LISTINGS, seedDemoListings } from '../src/seed/seed-demo-listings';
import { createLocalFileStore } from '../src/storage/file-store';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    listings: { type: 'string' },
    seed: { type: 'string' },
  },
});

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`--${name} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

const listings = wholeNumber('listings', values.listings, values.reset ? FIRST_START_DEMO_LISTINGS : 0);
const seed = wholeNumber('seed', values.seed, DEFAULT_DEMO_SEED);
const describe = (account: DemoAccount) =>
  `Demo account: ${account.email} / ${account.password}${account.roles.length ? ` (${account.roles.join(', ')})` : ''}`;

const config = loadConfig();
const database = openDatabase(config.databaseUrl, { poolMax: 2 });
try {
  await migrateToLatest(database.db);
  if (values.reset) {
    await resetDatabase(database.db);
    await rm(path.join(config.dataDir, 'storage'), { recursive: true, force: true });
    console.log(`Emptied the ${database.dialect} database and stored files.`);
  }
  const created = await seedDemoAccounts(database.db, config.passwordHashCost);
  for (const account of created) console.log(describe(account));
  if (!created.length) console.log('The demo accounts exist already; use --reset to rebuild them.');

  if (listings > 0) {
    const result = await seedDemoListings(
      await demoSeedDepsOf(database.db, createLocalFileStore(path.join(config.dataDir, 'storage')), config),
      { count: listings, seed },
    );
    for (const account of result.createdAccounts) console.log(describe(account));
    const seconds = (result.ms / 1000).toFixed(1);
    const rate = Math.round(result.listings / Math.max(result.ms / 1000, 0.001));
    console.log(
      `Created ${result.listings} demo listings (seed ${seed}, ${result.uploads} photo uploads) in ${seconds} s (${rate} listings/s).`,
    );
  }
} finally {
  await database.close();
}
