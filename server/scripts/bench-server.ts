// The server process the benchmark measures: the real app on a fresh SQLite file, plus a bare JSON route as the ceiling.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { prepare } from '../src/server';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'error',
});
const { deps } = await prepare(config, createLogger('error'));
const app = createApp(deps);
app.get('/bench/ceiling', (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}`, dataDir })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
setInterval(() => {
  process.stdout.write(`${JSON.stringify({ rss: process.memoryUsage().rss })}\n`);
}, 500).unref();
