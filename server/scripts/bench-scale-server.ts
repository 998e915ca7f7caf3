// One server process of the scale section (bench-scale.ts): `tsx bench-scale-server.ts DIR` serves the app on the
// SQLite file in DIR with its search index loaded (from DIR's snapshot when it matches, else from SQL) and prints
// one JSON line once it is: the URL, where the index came from, its size and memory. On SIGTERM it saves the
// index's snapshot, as the server does on shutdown, and exits.
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { prepare } from '../src/server';

const dataDir = process.argv[2]!;
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'error',
});
const { deps } = await prepare(config, createLogger('error'));
global.gc?.();
const before = process.memoryUsage();
const loadStarted = performance.now();
await deps.search.load();
const loadMs = performance.now() - loadStarted;
global.gc?.();
const after = process.memoryUsage();
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(
    `${JSON.stringify({
      url: `http://127.0.0.1:${info.port}`,
      loadedFrom: deps.search.loadedFrom,
      indexed: deps.search.indexed,
      loadMs,
      indexBytes: after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers,
      rss: after.rss,
    })}\n`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  deps.search.save();
  process.exit(0);
});
