// One server process of the scale section (bench-scale.ts): `tsx bench-scale-server.ts DIR` serves the app on the
// SQLite file in DIR with its search index loaded (from DIR's snapshot when it matches, else from SQL) and prints
// one JSON line once it is: the URL, where the index came from, its size and memory. On SIGTERM it saves the
// index's snapshot, as the server does on shutdown, and exits.
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { prepare } from '../src/server';
import { measuredIndexLoad } from './bench-figures';

const dataDir = process.argv[2]!;
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'error',
});
const { deps } = await prepare(config, createLogger('error'));
const index = await measuredIndexLoad(deps.search);
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(
    `${JSON.stringify({
      url: `http://127.0.0.1:${info.port}`,
      loadedFrom: deps.search.loadedFrom,
      indexed: deps.search.indexed,
      ...index,
    })}\n`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  deps.search.save();
  process.exit(0);
});
