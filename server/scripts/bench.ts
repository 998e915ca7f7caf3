// `pnpm bench`: measures the server with autocannon from a separate process and writes bench-report.md with the
// targets next to the figures. A report, not a test: it never fails the build.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadGazetteer } from '@dealloop/geo';
import autocannon from 'autocannon';
import { buildSdk } from '../../packages/embed/scripts/build-sdk';
import { formatSizeTable, measureBundles } from '../../packages/embed/scripts/bundle-sizes';
import { clusterSection } from './bench-cluster';
import { type LoadFigures, loadFigures } from './bench-figures';
import { lighthouseSection } from './bench-lighthouse';
import { peerSection } from './bench-peer';
import { type BenchRequest, medianBytes, recordAnswers, startSameBytes } from './bench-record';
import { searchPaths, suggestionQueries, VARIED_REQUESTS } from './bench-requests';
import { scaleSection } from './bench-scale';
import { sdkGridSection } from './bench-sdk-grid';
import { runSoak, soakReport } from './bench-soak';
import { countDeliveries, type StreamReceipt, startStreamClients } from './bench-stream-clients';
import { ensureSiteBuilt } from './lighthouse-server';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 50;
const MB = 1024 * 1024;

interface Figures extends LoadFigures {
  name: string;
  peakRss: number;
}

interface Ready {
  url: string;
  sqlUrl: string;
  dataDir: string;
  listings: number;
  seedMs: number;
  indexed: number | null;
  indexMs: number;
  indexBytes: number;
  rss: number;
}

const serverDir = path.resolve(import.meta.dirname, '..');
// Every server of the bench loads the built site as a production start does, with its compressed copies.
ensureSiteBuilt((line) => process.stderr.write(`[bench] ${line}\n`));
const startedAt = performance.now();
const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench-server.ts'], {
  cwd: serverDir,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let peakRss = 0;
const started = new Promise<Ready>((resolve, reject) => {
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      const message = JSON.parse(line);
      if (message.url) resolve(message);
      if (message.rss) peakRss = Math.max(peakRss, message.rss);
    }
  });
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const ready = await started;
const startSeconds = (performance.now() - startedAt) / 1000;
const { url, dataDir } = ready;

/** A request autocannon sends; `next` gives each request its own path and body from a fixed list. */
type Shape = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; base?: string };
type Varied = {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  base?: string;
  next: () => { path: string; body?: string };
};

async function run(target: Shape | Varied, seconds: number) {
  const base = target.base ?? url;
  const options: autocannon.Options = { url: base, connections: CONNECTIONS, duration: seconds };
  if ('next' in target) {
    options.requests = [
      {
        method: target.method,
        headers: target.headers ?? {},
        setupRequest: (request) => ({ ...request, ...target.next() }),
      },
    ];
  } else {
    options.url = `${base}${target.path}`;
    options.method = target.method ?? 'GET';
    options.headers = target.headers ?? {};
  }
  return autocannon(options);
}

async function measure(name: string, target: Shape | Varied): Promise<Figures> {
  await run(target, WARMUP_SECONDS);
  peakRss = 0;
  const result = await run(target, DURATION_SECONDS);
  return { name, ...loadFigures(result), peakRss };
}

/** Cycles through a fixed list, shared by all connections. */
function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

const signUp = await fetch(`${url}/api/v1/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 1' }),
});
const { session } = (await signUp.json()) as { session: { accessToken: string } };
const gazetteer = await loadGazetteer();
const searchList = searchPaths(gazetteer);
const suggestionBodies = suggestionQueries(gazetteer).map((query) => JSON.stringify({ query }));
const nextSearch = cycle(searchList);
const nextSuggestion = cycle(suggestionBodies);
/** What a browser or the SDK sends: it takes brotli or gzip. */
const COMPRESSED = { 'accept-encoding': 'br, gzip' };
const SUGGEST_PATH = '/api/v1/functions/geocode-location';

// BENCH_STREAMS_ONLY=1 runs the alert-stream section alone (quick to iterate on).
const streamsOnly = process.env.BENCH_STREAMS_ONLY === '1';
const skipped: Figures = { name: '', rps: 0, p50: 0, p99: 0, errors: 0, peakRss: 0 };
const skip = (name: string): Figures => ({ ...skipped, name, rps: 1 });

// The same-bytes ceilings (issue 23): the server's own answers to the same requests, recorded byte for byte and
// served again, cycled, by a bare route in another process.
const asGet =
  (headers?: Record<string, string>) =>
  (path: string): BenchRequest => ({ method: 'GET', path, headers });
const recorded = streamsOnly
  ? null
  : {
      search: await recordAnswers(url, searchList.map(asGet())),
      searchCompressed: await recordAnswers(url, searchList.map(asGet(COMPRESSED))),
      suggestions: await recordAnswers(
        url,
        suggestionBodies.map((body) => ({
          method: 'POST',
          path: SUGGEST_PATH,
          headers: { 'content-type': 'application/json' },
          body,
        })),
      ),
    };
const sameBytes = recorded ? await startSameBytes(serverDir, recorded) : null;
const sameBytesRow = (name: string, list: string) =>
  streamsOnly ? skip('') : measure(name, { path: `/${list}`, base: sameBytes!.url });

const ceiling = streamsOnly
  ? skip('')
  : await measure('bare Hono JSON route, 2 bytes (context)', { path: '/bench/ceiling' });
const health = streamsOnly ? skip('') : await measure('GET /api/v1/health', { path: '/api/v1/health' });
const user = streamsOnly
  ? skip('')
  : await measure('GET /api/v1/auth/user (token + session + roles)', {
      path: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
const searchCeiling = await sameBytesRow(
  'same bytes as the search answers (bare route, other process)',
  'search',
);
const search = streamsOnly
  ? skip('')
  : await measure('GET /api/v1/properties (city, radius, price, type, by distance, 20)', {
      method: 'GET',
      next: () => ({ path: nextSearch() }),
    });
const compressedCeiling = await sameBytesRow(
  'same bytes as the compressed search answers (bare route, other process)',
  'searchCompressed',
);
const searchCompressed = streamsOnly
  ? skip('')
  : await measure('GET /api/v1/properties, Accept-Encoding: br, gzip', {
      method: 'GET',
      headers: COMPRESSED,
      next: () => ({ path: nextSearch() }),
    });
const suggestionsCeiling = await sameBytesRow(
  'same bytes as the suggestion answers (bare route, other process)',
  'suggestions',
);
const suggestions = streamsOnly
  ? skip('')
  : await measure('POST /api/v1/functions/geocode-location {query}', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      next: () => ({ path: SUGGEST_PATH, body: nextSuggestion() }),
    });
sameBytes?.stop();
const searchSql = streamsOnly
  ? skip('')
  : await measure('the same searches in SQL (SEARCH_INDEX=false), for reference', {
      method: 'GET',
      base: ready.sqlUrl,
      next: () => ({ path: nextSearch() }),
    });
const streams = await measureStreams();
// Searches, then alert streams, each at 70% of the maxima just measured for BENCH_SOAK_SECONDS (bench-soak.ts).
const soakInput = {
  url,
  serverDir,
  nextSearch,
  searchRps: search.rps,
  alertRate: streams.rate,
  streams: streams.streams,
};
const soaks = streamsOnly ? [] : [await runSoak(soakInput, 'searches'), await runSoak(soakInput, 'alerts')];
const measured = streamsOnly
  ? []
  : [
      ceiling,
      health,
      user,
      searchCeiling,
      search,
      compressedCeiling,
      searchCompressed,
      suggestionsCeiling,
      suggestions,
      searchSql,
    ];
child.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });
const sdkSizes = await sdkSizeReport();
const sdkGrid = await sdkGridSection();
const siteSpeed = await lighthouseSection();

/** Each measured row's ceiling (the row it is a share of) and target. */
const targets = new Map<Figures, { of: Figures; ratio: number; p99?: number }>([
  [health, { of: ceiling, ratio: 0.4, p99: 20 }],
  [user, { of: ceiling, ratio: 0.3, p99: 30 }],
  [search, { of: searchCeiling, ratio: 0.5, p99: 10 }],
  [searchCompressed, { of: compressedCeiling, ratio: 0.5, p99: 10 }],
  [suggestions, { of: suggestionsCeiling, ratio: 0.7 }],
]);
const ceilingNames = new Map([
  [ceiling, '2-byte route'],
  [searchCeiling, 'same bytes'],
  [compressedCeiling, 'same bytes, compressed'],
  [suggestionsCeiling, 'same bytes'],
]);
const rows = measured.map((f) => {
  const target = targets.get(f);
  const ratio = target ? f.rps / target.of.rps : null;
  const meets = target
    ? ratio! >= target.ratio && f.p99 <= (target.p99 ?? Infinity) && f.errors === 0
    : f.errors === 0;
  const targetText = target
    ? [
        `>= ${Math.round(target.ratio * 100)}% of ${ceilingNames.get(target.of)}`,
        target.p99 === undefined ? '' : `, p99 <= ${target.p99} ms`,
      ].join('')
    : '-';
  const share = ratio === null ? (ceilingNames.has(f) ? 'ceiling' : '-') : `${(ratio * 100).toFixed(0)}%`;
  const rss = (f.peakRss / MB).toFixed(0);
  return `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${share} | ${f.errors} | ${rss} | ${targetText} | ${meets ? 'yes' : 'NO'} |`;
});
const answerSizes = recorded
  ? `Median answer: search ${medianBytes(recorded.search).toLocaleString('en-US')} B (${medianBytes(recorded.searchCompressed).toLocaleString('en-US')} B compressed), suggestions ${medianBytes(recorded.suggestions).toLocaleString('en-US')} B. Each same-bytes row serves the server's own answers to the same requests, recorded byte for byte with their headers and cycled, from a bare Hono route in another process; it is the ceiling of the row under it.`
  : '';
const report = [
  `# DealLoop benchmark (${new Date().toISOString()})`,
  '',
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the start of the report (other work on the machine lowers every figure).`,
  '',
  `SQLite, one server process with ${ready.listings.toLocaleString('en-US')} demo listings, ${CONNECTIONS} connections for ${DURATION_SECONDS} s per row (after ${WARMUP_SECONDS} s of warm-up), load from a separate process. Searches and suggestions cycle through ${VARIED_REQUESTS.toLocaleString('en-US')} different requests each.`,
  '',
  answerSizes,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | of its ceiling | errors | peak RSS MB | target | met |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  `Start-up: ${startSeconds.toFixed(1)} s, of which seeding ${ready.listings.toLocaleString('en-US')} listings ${(ready.seedMs / 1000).toFixed(1)} s and loading the search index ${(ready.indexMs / 1000).toFixed(1)} s.`,
  `Search index: ${ready.indexed?.toLocaleString('en-US') ?? 'off'} published listings, ${(ready.indexBytes / MB).toFixed(0)} MB (heap and buffers after loading, less before).`,
  `Server RSS when ready: ${(ready.rss / MB).toFixed(0)} MB; peak over the run: ${(Math.max(peakRss, ...measured.map((f) => f.peakRss)) / MB).toFixed(0)} MB.`,
  '',
  ...streamReport(streams),
  '',
  ...soakReport(soaks),
  '',
  ...(await peerSection(streamsOnly ? {} : { index: search, sqlOnSqlite: searchSql })),
  ...(await clusterSection()),
  ...sdkSizes,
  '',
  ...sdkGrid,
  '',
  ...siteSpeed,
  '',
  ...(await scaleSection()),
].join('\n');
await writeFile(path.resolve(serverDir, '..', 'bench-report.md'), report);
console.log(report);

interface StreamFigures {
  streams: number;
  clients: number;
  openSeconds: number;
  failedOpens: number;
  bytesPerStream: number;
  heapPerStream: number;
  rate: number;
  alerts: number;
  p50: number;
  p99: number;
  max: number;
  stormAlerts: number;
  stormSeconds: number;
  stormFailed: number;
  lost: number;
  duplicated: number;
  totalSeconds: number;
}

/**
 * The alert-stream section: BENCH_STREAMS (10,000) idle streams of distinct users held by two load processes
 * (RSS per idle stream); commit-to-delivery latency of 1,000 targeted alerts a second for 10 s, from the moment
 * each committed (noted by the server) to its arrival (noted by the load process, same clock); then a reconnect
 * storm: every stream drops and reconnects with its Last-Event-ID while alerts keep coming; lost and duplicated
 * alerts are counted over both phases.
 */
async function measureStreams(): Promise<StreamFigures> {
  const sectionStarted = performance.now();
  const streamCount = Number(process.env.BENCH_STREAMS ?? 10_000);
  const clientCount = 2;
  const rate = 1000;
  const post = async <T>(action: string) =>
    (await (await fetch(`${url}/bench/streams/${action}`, { method: 'POST' })).json()) as T;
  const memory = () => post<NodeJS.MemoryUsage>('memory');
  const users = await post<{ userId: string; token: string }[]>(`users?count=${streamCount}`);
  const clients = startStreamClients(serverDir, clientCount);
  const { askAll } = clients;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // Idle memory: RSS after garbage collection, before and after the streams are open.
  await sleep(500);
  const before = await memory();
  const openStarted = performance.now();
  const opened = await askAll<{ count: number; failed: number }>(
    (index) => ({ type: 'open', url, streams: users.filter((_, n) => n % clientCount === index) }),
    'opened',
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  const held = opened.reduce((sum, o) => sum + o.count, 0);
  await sleep(1000);
  const after = await memory();

  // Latency at a steady rate.
  type Raised = { id: number; userId: string; at: number }[];
  const steady = await post<Raised>(`raise?rate=${rate}&seconds=10`);
  await sleep(1000);
  const firstReports = await askAll<{ arrivals: [number, number][] }>(() => ({ type: 'report' }), 'report');
  const arrivals = new Map(firstReports.flatMap((report) => report.arrivals));
  const latencies = steady
    .map((alert) => (arrivals.get(alert.id) ?? Number.POSITIVE_INFINITY) - alert.at)
    .sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;

  // The storm: alerts keep coming while every stream drops and comes back with its Last-Event-ID.
  const stormRaising = post<Raised>(`raise?rate=${rate}&seconds=8`);
  await sleep(2000);
  const stormStarted = performance.now();
  const stormed = await askAll<{ failed: number }>(() => ({ type: 'storm' }), 'stormed');
  const stormSeconds = (performance.now() - stormStarted) / 1000;
  const storm = await stormRaising;

  const expected = new Map<string, number[]>();
  for (const alert of [...steady, ...storm]) {
    const list = expected.get(alert.userId) ?? [];
    list.push(alert.id);
    expected.set(alert.userId, list);
  }
  /** Lost and duplicated alerts as the load processes saw them so far. */
  const count = async () => {
    const reports = await askAll<{ received: StreamReceipt[] }>(() => ({ type: 'report' }), 'report');
    return countDeliveries(
      expected,
      reports.flatMap((report) => report.received),
    );
  };
  // Replays may still be on their way: give them up to 15 s before counting what never came.
  let { lost, duplicated } = await count();
  for (let waited = 0; lost > 0 && waited < 15; waited += 1) {
    await sleep(1000);
    ({ lost, duplicated } = await count());
  }
  clients.stop();
  return {
    streams: held,
    clients: clientCount,
    openSeconds,
    failedOpens: opened.reduce((sum, o) => sum + o.failed, 0),
    bytesPerStream: (after.rss - before.rss) / held,
    heapPerStream: (after.heapUsed + after.external - before.heapUsed - before.external) / held,
    rate: steady.length / 10,
    alerts: steady.length,
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: latencies.at(-1)!,
    stormAlerts: storm.length,
    stormSeconds,
    stormFailed: stormed.reduce((sum, s) => sum + s.failed, 0),
    lost,
    duplicated,
    totalSeconds: (performance.now() - sectionStarted) / 1000,
  };
}

function streamReport(f: StreamFigures): string[] {
  const kb = f.bytesPerStream / 1024;
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  return [
    '## Alert streams',
    '',
    `${f.streams.toLocaleString('en-US')} idle SSE streams of distinct users, held by ${f.clients} load processes over node:http (opened in ${f.openSeconds.toFixed(1)} s, ${f.failedOpens} failed). Alerts are raised inside the server, each in its own transaction for a random one of those users; latency runs from the moment it committed to its arrival at the load process. Section took ${f.totalSeconds.toFixed(0)} s.`,
    '',
    '| figure | value | target | met |',
    '| --- | --- | --- | --- |',
    `| RSS per idle stream | ${kb.toFixed(1)} KB (JS heap + external ${(f.heapPerStream / 1024).toFixed(1)} KB) | <= 32 KB | ${yes(kb <= 32)} |`,
    `| commit-to-delivery p50 / p99 / max at ${f.rate.toFixed(0)} alerts/s (${f.alerts.toLocaleString('en-US')} alerts) | ${f.p50.toFixed(1)} / ${f.p99.toFixed(1)} / ${f.max.toFixed(1)} ms | p99 <= 50 ms | ${yes(f.p99 <= 50)} |`,
    `| reconnect storm: every stream dropped and reconnected with Last-Event-ID (${f.stormSeconds.toFixed(1)} s, ${f.stormFailed} failed) while ${f.stormAlerts.toLocaleString('en-US')} alerts were raised | lost ${f.lost}, duplicated ${f.duplicated} | 0 and 0 | ${yes(f.lost === 0 && f.duplicated === 0 && f.stormFailed === 0)} |`,
    '',
  ];
}

/** The SDK section: builds packages/embed into a temporary folder and lists gzip sizes next to issue 8's budgets. */
async function sdkSizeReport(): Promise<string[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-sdk-bench-'));
  try {
    await buildSdk(outDir);
    return [
      '## Embeddable SDK sizes',
      '',
      "Gzip (level 9) of each built entry plus every chunk it imports statically; chunks loaded later (the chat panel, the business card's QR code) are their own rows or not counted.",
      '',
      ...formatSizeTable(measureBundles(outDir)),
    ];
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
