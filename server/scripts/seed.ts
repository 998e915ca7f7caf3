// `pnpm seed`: creates the demo accounts that are missing. `pnpm seed --reset`: empties the database and
// stored files first, then recreates the demo data.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoAccounts } from '../src/seed/demo-accounts';
import { resetDatabase } from '../src/seed/reset-database';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
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
  for (const account of created) {
    console.log(
      `Demo account: ${account.email} / ${account.password}${account.roles.length ? ` (${account.roles.join(', ')})` : ''}`,
    );
  }
  if (!created.length) console.log('The demo accounts exist already; use --reset to rebuild them.');
} finally {
  await database.close();
}
