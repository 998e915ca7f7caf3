// Seeds one SQLite file for the scale section of `pnpm bench` (bench-scale.ts): `tsx bench-scale-seed.ts DIR COUNT`
// migrates DIR/dealloop.sqlite, writes COUNT demo listings and prints {"listings","seedMs","cpuMs"} as one JSON line
// (cpuMs: this process's CPU time, which a shared machine does not stretch as it does the wall-clock time).
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { demoSeedDepsOf, seedDemoListings } from '../src/seed/seed-demo-listings';
import { createLocalFileStore } from '../src/storage/file-store';

const [dataDir, count] = [process.argv[2]!, Number(process.argv[3])];
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'error' });
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const result = await seedDemoListings(
  await demoSeedDepsOf(database.db, createLocalFileStore(path.join(dataDir, 'storage')), config),
  { count },
);
await database.close();
const cpu = process.cpuUsage();
process.stdout.write(
  `${JSON.stringify({ listings: result.listings, seedMs: result.ms, cpuMs: Math.round((cpu.user + cpu.system) / 1000) })}\n`,
);
