// One server process of the cluster section (bench-cluster.ts): the real app on the Postgres database of
// DATABASE_URL, built as server.ts builds it (prepare: migrations, the Postgres alert bus, the search service),
// its search index loaded before it says it is ready. With BENCH_CLUSTER_SEED it first seeds that many demo
// listings. Bench-only hooks under /bench/cluster/ answer on the same port, outside the app: stream users with
// tokens, and alerts raised at a steady rate with the moment each committed.
import { serve } from '@hono/node-server';
import { writeAndRaise } from '../src/alerts/write-with-alerts';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { capConnections, SERVER_LIMITS, serverOptionsOf } from '../src/http/server-limits';
import { createLogger } from '../src/logger';
import type { AlertBus } from '../src/realtime/alert-bus';
import { demoSeedDepsOf, seedDemoListings } from '../src/seed/seed-demo-listings';
import { prepare } from '../src/server';
import { streamUsers } from './bench-stream-users';

const SEED = Number(process.env.BENCH_CLUSTER_SEED ?? 0);
const HOOKS = '/bench/cluster/';

const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'false' });
const logger = createLogger(config.logLevel);
const { deps } = await prepare(config, logger);
const seeded = SEED
  ? await seedDemoListings(await demoSeedDepsOf(deps.db, deps.files, config), { count: SEED })
  : null;
const indexStarted = performance.now();
await deps.search.load();
const indexMs = performance.now() - indexStarted;

// The bus as the app uses it, noting when each alert committed (writeAndRaise calls `committed` right after).
const commits = new Map<number, number>();
const timedBus: AlertBus = {
  ...deps.alertBus,
  committed(alerts) {
    const at = performance.timeOrigin + performance.now();
    for (const alert of alerts) commits.set(alert.id, at);
    deps.alertBus.committed(alerts);
  },
};
const app = createApp({ ...deps, alertBus: timedBus });

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * Raises alerts for `seconds` on the schedule of `rate` a second (alert n is due n/rate s after the start), each in
 * its own transaction for a random one of `userIds`. Postgres commits take round trips and a WAL flush each, so
 * due alerts run side by side, at most the pool's connections at once. It stops on time: when commits cannot keep
 * the rate, fewer alerts are raised, and the rate reached says so.
 */
async function raiseAlerts(userIds: string[], rate: number, seconds: number) {
  const raised: { id: number; userId: string; at: number }[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let next = 0;
  let busyMs = 0;
  const raiseOne = async () => {
    const begun = performance.now();
    const userId = userIds[Math.floor(Math.random() * userIds.length)]!;
    const {
      alerts: [alert],
    } = await writeAndRaise({ db: deps.db, alertBus: timedBus, config }, (_trx, raise) =>
      raise({ userId, kind: 'offerReceived', party: 'seller', propertyTitle: 'Bench listing' }),
    );
    raised.push({ id: alert!.id, userId, at: commits.get(alert!.id)! });
    commits.delete(alert!.id);
    busyMs += performance.now() - begun;
  };
  while (elapsed() < seconds * 1000) {
    const due = Math.floor((elapsed() / 1000) * rate) + 1;
    while (next < due && inFlight.size < config.pgPoolMax) {
      next += 1;
      const running = raiseOne().finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
    if (inFlight.size >= config.pgPoolMax) await Promise.race(inFlight);
    else await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const meanMs = busyMs / Math.max(1, raised.length);
  return { raised, seconds: elapsed() / 1000, concurrency: config.pgPoolMax, meanMs };
}

let streamUserIds: string[] = [];
async function hook(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const action = url.pathname.slice(HOOKS.length);
  if (action === 'users') {
    const users = await streamUsers(deps, Number(url.searchParams.get('count')));
    streamUserIds = users.map((user) => user.userId);
    return json(users);
  }
  if (action === 'raise') {
    const rate = Number(url.searchParams.get('rate'));
    const seconds = Number(url.searchParams.get('seconds'));
    return json(await raiseAlerts(streamUserIds, rate, seconds));
  }
  return new Response('not found', { status: 404 });
}

const server = serve(
  {
    fetch: (request, env) =>
      new URL(request.url).pathname.startsWith(HOOKS) ? hook(request) : app.fetch(request, env),
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: serverOptionsOf(SERVER_LIMITS),
  },
  (info) => {
    const ready = {
      url: `http://127.0.0.1:${info.port}`,
      pid: process.pid,
      listings: seeded?.listings ?? 0,
      seedMs: seeded?.ms ?? 0,
      indexed: deps.search.indexed,
      indexMs,
    };
    process.stdout.write(`${JSON.stringify(ready)}\n`);
  },
);
capConnections(server, SERVER_LIMITS);
process.on('SIGTERM', () => {
  void deps.alertBus.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
