// The "several server processes on PostgreSQL" section of `pnpm bench` (issue 23 item 5), also runnable alone:
// `tsx server/scripts/bench-cluster.ts` prints it. Two real server processes on one Postgres database seeded with
// BENCH_LISTINGS demo listings (bench-cluster-setup.ts): alerts raised in A delivered to streams held on B
// (bench-cluster-alerts.ts), a listing change through A's API shown by B's search (bench-cluster-listings.ts), and
// the bench's varied searches against one process, then spread over both. BENCH_CLUSTER=0 skips it; by default it
// runs when Postgres answers. A report, not a test: it never fails the build.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGazetteer } from '@dealloop/geo';
import autocannon from 'autocannon';
import { SEARCH_SYNC_MS } from '../src/search/search-service';
import { type ClusterAlertFigures, measureClusterAlerts } from './bench-cluster-alerts';
import { type ListingChangeFigures, measureListingChanges } from './bench-cluster-listings';
import { type ClusterProcess, cpuSeconds, postgresAnswers, startCluster } from './bench-cluster-setup';
import { searchPaths } from './bench-requests';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Streams held on B: under the 8,192 connections one process accepts (SERVER_LIMITS). */
const STREAMS = Number(process.env.BENCH_CLUSTER_STREAMS ?? 8000);
const WARMUP_SECONDS = 2;
/** Connections in all, whether on one process or split over two. */
const CONNECTIONS = 50;
const ALERT_RATE = 1000;
const ALERT_SECONDS = 10;
/** Targets: issue 23 item 5, the alert-stream p99 of the one-process section, a change visible within 1 s. */
const TARGETS = { alertP99: 50, changeMs: 1000 };

interface SearchFigures {
  processes: number;
  rps: number;
  p99: number;
  errors: number;
  /** CPU seconds per second of each server process, then of the load generator. */
  cpu: number[];
  load: number;
}

/** The varied searches for SECONDS against `targets` (connections split evenly), with each process's CPU use. */
async function measureSearches(targets: ClusterProcess[], paths: string[]): Promise<SearchFigures> {
  let next = 0;
  const run = (seconds: number) =>
    Promise.all(
      targets.map((target) =>
        autocannon({
          url: target.url,
          connections: CONNECTIONS / targets.length,
          duration: seconds,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
            },
          ],
        }),
      ),
    );
  await run(WARMUP_SECONDS);
  const pids = targets.map((target) => target.pid);
  const before = await Promise.all(pids.map(cpuSeconds));
  const self = process.cpuUsage();
  const started = performance.now();
  const results = await run(SECONDS);
  const wall = (performance.now() - started) / 1000;
  const after = await Promise.all(pids.map(cpuSeconds));
  const selfUsed = process.cpuUsage(self);
  return {
    processes: targets.length,
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    cpu: [
      ...after.map((used, i) => (used - before[i]!) / wall),
      (selfUsed.user + selfUsed.system) / 1e6 / wall,
    ],
    load: os.loadavg()[0]!,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'never');
const met = (ok: boolean) => (ok ? 'yes' : '**NO**');

function report(
  cluster: { processes: ClusterProcess[]; seconds: number },
  alerts: ClusterAlertFigures,
  changes: ListingChangeFigures,
  searches: SearchFigures[],
): string[] {
  const [a] = cluster.processes;
  const [one, two] = searches as [SearchFigures, SearchFigures];
  const cpu = (f: SearchFigures) =>
    `${f.cpu
      .slice(0, -1)
      .map((c) => c.toFixed(2))
      .join(' + ')} (servers) + ${f.cpu.at(-1)!.toFixed(2)} (autocannon)`;
  return [
    '## Several server processes on PostgreSQL',
    '',
    `Two server processes (the real app with the Postgres alert bus and its search index loaded, each on its own port) on one PostgreSQL database seeded with ${a!.listings.toLocaleString('en-US')} demo listings (seeding ${(a!.seedMs / 1000).toFixed(1)} s, loading the index ${(a!.indexMs / 1000).toFixed(1)} s; whole set-up ${cluster.seconds.toFixed(0)} s). Machine: ${os.cpus().length} cores, shared with the other load of this machine (load average ${os.loadavg()[0]!.toFixed(1)} at the end).`,
    '',
    `Alerts: ${alerts.streams.toLocaleString('en-US')} streams of distinct users held on B by 2 load processes (${alerts.failedOpens} failed to open); A was asked for ${ALERT_RATE.toLocaleString('en-US')} alerts/s for ${ALERT_SECONDS} s and raised ${alerts.alerts.toLocaleString('en-US')} in ${alerts.raiseSeconds.toFixed(1)} s (${alerts.rate.toFixed(0)}/s), each in its own transaction for a random one of those users, at most ${alerts.concurrency} at once, each taking ${alerts.meanMs.toFixed(1)} ms on average from begin to commit; they reach B by LISTEN/NOTIFY; latency and losses are counted over the ${alerts.watched.toLocaleString('en-US')} raised for users whose stream was open. ${rateText(alerts)} Latency runs from the moment A's transaction committed to the arrival at the load process (one clock: same machine). Listing changes: ${changes.changes} changes through A's API (a moderator publishes a new listing, then its seller archives it), B's search polled back to back (${changes.polls.toLocaleString('en-US')} polls) until it shows each; the delay runs from A's answer to B's first answer showing the change (B's index reads another process's listing write at its next search once the write's NOTIFY arrives, and within SEARCH_SYNC_MS = ${SEARCH_SYNC_MS} ms in any case).`,
    '',
    '| figure | value | target | met |',
    '| --- | --- | --- | --- |',
    `| alert commit on A -> delivery on B, p50 / p99 / max at ${alerts.rate.toFixed(0)} alerts/s | ${ms(alerts.p50)} / ${ms(alerts.p99)} / ${ms(alerts.max)} | p99 <= ${TARGETS.alertP99} ms at 1,000/s | ${met(alerts.p99 <= TARGETS.alertP99 && alerts.rate >= 0.98 * ALERT_RATE)} |`,
    `| alerts lost / duplicated across processes | ${alerts.lost} / ${alerts.duplicated} | 0 / 0 | ${met(alerts.lost === 0 && alerts.duplicated === 0)} |`,
    `| listing change on A -> shown by B's search, p50 / p99 / max (${changes.changes} changes) | ${ms(changes.p50)} / ${ms(changes.p99)} / ${ms(changes.max)} | <= ${TARGETS.changeMs} ms | ${met(changes.max <= TARGETS.changeMs)} |`,
    '',
    `Searches: the bench's varied searches, ${CONNECTIONS} connections in all for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, from autocannon in this process; against one process, then split over both (two autocannon instances, ${CONNECTIONS / 2} connections each). CPU is CPU seconds per second of wall time.`,
    '',
    '| searches | req/s | p99 ms | errors | CPU used | load average |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[one, two].map(
      (f) =>
        `| ${f.processes} process${f.processes > 1 ? 'es' : ''} | ${f.rps} | ${f.p99} | ${f.errors} | ${cpu(f)} | ${f.load.toFixed(1)} |`,
    ),
    '',
    `Two processes serve ${gainText(two.rps / one.rps - 1)} searches than one. ${limitText(one, two)}`,
    '',
  ];
}

/** Why A raised fewer alerts than asked, when it did. */
function rateText(f: ClusterAlertFigures): string {
  if (f.rate >= 0.98 * ALERT_RATE) return '';
  return `A could not keep ${ALERT_RATE.toLocaleString('en-US')}/s with at most ${f.concurrency} alert transactions at once, each taking ${f.meanMs.toFixed(1)} ms from begin to commit (its round trips and its commit's WAL flush; different users' alert transactions no longer wait for one another, decision 0021, and NOTIFY is sent after commit).`;
}

/** `0.14` as "14% more", `-0.23` as "23% fewer". */
const gainText = (gain: number) => `${Math.abs(gain * 100).toFixed(0)}% ${gain >= 0 ? 'more' : 'fewer'}`;

/** What limits the search rows: with the index in memory Postgres is not on the path, so it is the CPU. */
function limitText(one: SearchFigures, two: SearchFigures): string {
  const cores = os.cpus().length;
  const used = (f: SearchFigures) => f.cpu.reduce((sum, c) => sum + c, 0);
  return `Searches run from each process's in-memory index (Postgres is only asked for the listings' change counter, once per ${SEARCH_SYNC_MS} ms per process), so the limit is CPU: with one process it used ${one.cpu[0]!.toFixed(2)} of a core (one event loop is one core at most) while autocannon used ${one.cpu.at(-1)!.toFixed(2)}; with two, the servers and autocannon together used ${used(two).toFixed(2)} of the ${cores} cores, which the other engineers' work on this machine (load average ${two.load.toFixed(1)}) also takes. A second process helps only as far as a free core is left for it.`;
}

/** The section's markdown lines; a note when it is skipped. */
export async function clusterSection(): Promise<string[]> {
  const gate = process.env.BENCH_CLUSTER;
  if (gate === '0') return [];
  if (!(await postgresAnswers())) {
    return [
      '## Several server processes on PostgreSQL',
      '',
      'Skipped: PostgreSQL did not answer at 127.0.0.1:5432 (BENCH_CLUSTER_POSTGRES).',
      '',
    ];
  }
  const setupStarted = performance.now();
  const cluster = await startCluster(LISTINGS, 2);
  const seconds = (performance.now() - setupStarted) / 1000;
  const step = (name: string) =>
    process.stderr.write(
      `cluster bench: ${name} (${((performance.now() - setupStarted) / 1000).toFixed(0)} s)\n`,
    );
  step('processes ready');
  try {
    const [a, b] = cluster.processes as [ClusterProcess, ClusterProcess];
    const alerts = await measureClusterAlerts(a.url, b.url, {
      streamCount: STREAMS,
      rate: ALERT_RATE,
      seconds: ALERT_SECONDS,
    });
    step('alerts measured');
    const changes = await measureListingChanges(a.url, b.url, cluster.databaseUrl);
    step('listing changes measured');
    const paths = searchPaths(await loadGazetteer());
    const searches = [await measureSearches([a], paths), await measureSearches([a, b], paths)];
    return report({ processes: cluster.processes, seconds }, alerts, changes, searches);
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log((await clusterSection()).join('\n'));
}
