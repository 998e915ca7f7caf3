// The server process the benchmark measures: the real app on a fresh SQLite file seeded with the demo listings
// and its search index loaded, with a bare Hono app with one JSON route on the same HTTP server as the ceiling;
// and on a second port the same app searching in SQL only. For the alert-stream section it also answers /bench/streams/*:
// stream users with tokens, a garbage-collected memory reading, and alerts raised at a steady rate with the moment
// each committed.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { writeAndRaise } from '../src/alerts/write-with-alerts';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import type { AlertBus } from '../src/realtime/alert-bus';
import { createSearchService } from '../src/search/search-service';
import { demoSeedDepsOf, seedDemoListings } from '../src/seed/seed-demo-listings';
import { prepare } from '../src/server';
import { measuredIndexLoad } from './bench-figures';
import { streamUsers } from './bench-stream-users';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CEILING_PATH = '/bench/ceiling';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  DEMO_DATA: 'false',
  LOG_LEVEL: 'error',
});
const logger = createLogger('error');
const { deps, database } = await prepare(config, logger);
const searchOptions = { db: database.db, publicUrl: config.publicUrl, logger };
const seeded = await seedDemoListings(await demoSeedDepsOf(deps.db, deps.files, config), { count: LISTINGS });
const index = await measuredIndexLoad(deps.search);

// The bus as the app uses it, noting when each alert committed (its `committed` call follows the commit at once).
const commits = new Map<number, { at: number; userId: string }>();
const timedBus: AlertBus = {
  ...deps.alertBus,
  committed(alerts) {
    const at = performance.timeOrigin + performance.now();
    for (const alert of alerts) commits.set(alert.id, { at, userId: alert.user_id });
    deps.alertBus.committed(alerts);
  },
};
const app = createApp({ ...deps, alertBus: timedBus });
// The same app with listing search in SQL only, on its own port, for the row that shows why the index exists.
const sqlApp = createApp({ ...deps, search: createSearchService({ ...searchOptions, useIndex: false }) });
const bare = new Hono().get(CEILING_PATH, (c) => c.json({ ok: true }));

const listen = (fetch: (request: Request, env: unknown) => Response | Promise<Response>) =>
  new Promise<{ server: ReturnType<typeof serve>; url: string }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
const BENCH_STREAMS = '/bench/streams/';
const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * Raises `rate` alerts a second for `seconds`, each for a random one of `userIds` in its own transaction. Behind
 * schedule it catches up after `seconds`. `soak` (bench-soak.ts, searches running at the same time): it stops on
 * time, and raises each tick's due alerts back to back, since one alert per event-loop turn falls far behind the
 * rate while the turns are full of requests.
 */
async function raiseAlerts(userIds: string[], rate: number, seconds: number, soak = false) {
  const raised: { id: number; userId: string; at: number }[] = [];
  const tickMs = 10;
  const started = performance.now();
  let due = 0;
  while (performance.now() - started < seconds * 1000) {
    due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (raised.length < due && !(soak && performance.now() - started >= seconds * 1000)) {
      const userId = userIds[Math.floor(Math.random() * userIds.length)]!;
      const {
        alerts: [alert],
      } = await writeAndRaise({ db: deps.db, alertBus: timedBus, config: deps.config }, (_trx, raise) =>
        raise({ userId, kind: 'offerReceived', party: 'seller', propertyTitle: 'Bench listing' }),
      );
      raised.push({ id: alert!.id, userId, at: commits.get(alert!.id)!.at });
      commits.delete(alert!.id);
      // SQLite commits synchronously: let the streams' reads and writes run between alerts, as between requests.
      if (!soak) await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  return raised;
}

let streamUserIds: string[] = [];
async function benchStreams(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const action = url.pathname.slice(BENCH_STREAMS.length);
  if (action === 'users') {
    const users = await streamUsers(deps, Number(url.searchParams.get('count')));
    streamUserIds = users.map((user) => user.userId);
    return json(users);
  }
  if (action === 'memory') {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    global.gc?.();
    return json(process.memoryUsage());
  }
  if (action === 'raise') {
    const rate = Number(url.searchParams.get('rate'));
    const seconds = Number(url.searchParams.get('seconds'));
    return json(await raiseAlerts(streamUserIds, rate, seconds, url.searchParams.get('soak') === '1'));
  }
  return new Response('not found', { status: 404 });
}

const main = await listen((request, env) => {
  if (request.url.endsWith(CEILING_PATH)) return bare.fetch(request);
  if (request.url.includes(BENCH_STREAMS)) return benchStreams(request);
  return app.fetch(request, env);
});
const sql = await listen((request, env) => sqlApp.fetch(request, env));
const ready = {
  url: main.url,
  sqlUrl: sql.url,
  dataDir,
  listings: seeded.listings,
  seedMs: seeded.ms,
  indexed: deps.search.indexed,
  indexMs: index.loadMs,
  indexBytes: index.indexBytes,
  rss: index.rss,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);
process.on('SIGTERM', () => {
  sql.server.close();
  main.server.close(() => process.exit(0));
});
setInterval(() => {
  process.stdout.write(`${JSON.stringify({ rss: process.memoryUsage().rss })}\n`);
}, 250).unref();
