// The bench's PostGIS peer section (issue 23, item 2): DealLoop's search next to what a competent team would build
// on PostgreSQL + PostGIS (bench-peer-server.ts), on the same listings and the same 4,000 searches. Sets up
// `bench_peer` (bench-peer-data.ts), checks on a sample that the peer answers the same first pages and totals as
// DealLoop's index, then measures the peer and DealLoop's SQL path on PostgreSQL (the app with SEARCH_INDEX=false,
// its own process), each with autocannon from this process. DealLoop's index and its SQL path on SQLite are the
// main bench's rows, passed in. BENCH_PEER=0 skips it; without PostGIS it says so and is skipped.
// Alone: `tsx server/scripts/bench-peer.ts` prints the section (without the rows that come from the main bench).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadGazetteer } from '@dealloop/geo';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { cycledGetLoad, type LoadFigures } from './bench-figures';
import { createPeerDatabase, dropPeerDatabase, type PeerData, preparePeerData } from './bench-peer-data';
import { searchPaths } from './bench-requests';

/** One measured row, as bench.ts measures its rows. */
export interface PeerFigures extends LoadFigures {
  name: string;
}

/** What the main bench passes in: its search row (the index) and its SQL-on-SQLite row. */
export interface PeerInput {
  index?: PeerFigures;
  sqlOnSqlite?: PeerFigures;
}

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 50;
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
/** Searches of the 4,000 whose answers are compared before measuring. */
const SAMPLE = 50;
const HEADING = '## PostGIS peer: the same searches on PostgreSQL + PostGIS';
const serverDir = path.resolve(import.meta.dirname, '..');

async function measure(name: string, base: string, paths: readonly string[]): Promise<PeerFigures> {
  const run = { connections: CONNECTIONS, seconds: DURATION_SECONDS, warmupSeconds: WARMUP_SECONDS };
  return { name, ...(await cycledGetLoad(base, paths, run)) };
}

/** A free port on 127.0.0.1 (the app's server takes its port from PORT). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a script of the server package that prints `{ "url" }` when it listens. */
function startPrinting(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n') && line) resolve({ url: (JSON.parse(line) as { url: string }).url, child });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/** DealLoop's own server (src/main.ts) on `bench_peer` with SEARCH_INDEX=false: every search in SQL. */
async function startDealLoopSql(
  data: PeerData,
): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-bench-peer-sql-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: data.url,
      SEARCH_INDEX: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: data.config.publicUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`DealLoop on PostgreSQL exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    // Under the shared machine's load the app's start (tsx compiling it) can take minutes.
    if (tries > 3000) throw new Error('DealLoop on PostgreSQL did not start in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, dataDir };
}

type Answer = { items: { id: string }[]; total: number | null };
const idsOf = (answer: Answer) => answer.items.map((item) => item.id).join(',');

/**
 * The honesty check: for every `SAMPLE`th search, the first page's listing ids (in order) and the total of the
 * peer, of DealLoop's index (in process, anonymous, on the same database) and of DealLoop's SQL path.
 */
async function compareAnswers(data: PeerData, peerUrl: string, sqlUrl: string, paths: readonly string[]) {
  const app = createApp(data.deps);
  // Spread over the list; searches with an empty first page are skipped (they compare nothing but a zero).
  const stride = Math.floor(paths.length / (SAMPLE * 4));
  let searches = 0;
  let peerAgrees = 0;
  let sqlAgrees = 0;
  let emptyPages = 0;
  const differences: string[] = [];
  for (let at = 0; at < paths.length && searches < SAMPLE; at += stride) {
    const search = paths[at]!;
    const index = (await (await app.request(search)).json()) as Answer;
    if (!index.items.length) {
      emptyPages++;
      continue;
    }
    searches++;
    const peer = (await (await fetch(`${peerUrl}${search}`)).json()) as Answer;
    const sql = (await (await fetch(`${sqlUrl}${search}`)).json()) as Answer;
    const same = (other: Answer) => idsOf(other) === idsOf(index) && other.total === index.total;
    if (same(peer)) peerAgrees++;
    else if (differences.length < 3)
      differences.push(
        `${search}: index total ${index.total} [${idsOf(index).slice(0, 80)}], peer total ${peer.total} [${idsOf(peer).slice(0, 80)}]`,
      );
    if (same(sql)) sqlAgrees++;
  }
  return { searches, peerAgrees, sqlAgrees, emptyPages, differences };
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
const row = (f: PeerFigures) => `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} |`;

/** The section's markdown lines (see the header). */
export async function peerSection(input: PeerInput = {}): Promise<string[]> {
  if (process.env.BENCH_PEER === '0') return [HEADING, '', 'Skipped (BENCH_PEER=0).', ''];
  const unavailable = await createPeerDatabase();
  if (unavailable)
    return [HEADING, '', `Skipped: PostgreSQL with PostGIS could not be set up (${unavailable}).`, ''];
  const children: ChildProcess[] = [];
  let data: PeerData | null = null;
  let sqlDataDir: string | null = null;
  try {
    // The main bench's server answers with PORT=0's public URL: the same image URLs here.
    const publicUrl = loadConfig({ PORT: '0' }).publicUrl;
    data = await preparePeerData(LISTINGS, publicUrl);
    const paths = searchPaths(await loadGazetteer());
    const peer = await startPrinting(['scripts/bench-peer-server.ts', data.url]);
    children.push(peer.child);
    const dealLoopSql = await startDealLoopSql(data);
    children.push(dealLoopSql.child);
    sqlDataDir = dealLoopSql.dataDir;
    const check = await compareAnswers(data, peer.url, dealLoopSql.url, paths);
    // The in-process index is only for the check: its memory and connections go before measuring.
    await data.close();
    const listings = data.listings;
    const seedSeconds = data.seedMs / 1000;
    const peerSeconds = data.peerMs / 1000;
    data = null;

    const peerFigures = await measure(
      'PostGIS peer (bare Hono route, pg pool of 10, own process)',
      peer.url,
      paths,
    );
    const sqlFigures = await measure(
      'DealLoop, SQL path on PostgreSQL (SEARCH_INDEX=false, own process)',
      dealLoopSql.url,
      paths,
    );
    const load = os.loadavg().map((value) => value.toFixed(1));
    const lines = [
      HEADING,
      '',
      `${listings.toLocaleString('en-US')} demo listings seeded into PostgreSQL database \`bench_peer\` by DealLoop's own migrations and seeder in ${seedSeconds.toFixed(1)} s; the peer's table \`peer_listings\` (geography point, partial GiST index of public listings) built from them in ${peerSeconds.toFixed(1)} s. The peer answers with one prepared statement: ST_DWithin on the index, the state/city/zip, price and type filters, DealLoop's flat distance (so both order alike), ORDER BY distance LIMIT 21, the count, the JSON built in SQL. Same ${paths.length.toLocaleString('en-US')} searches (anonymous, so both measure the coarse public point), ${CONNECTIONS} connections for ${DURATION_SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up.`,
      '',
      `Honesty check on ${check.searches} of the searches with results (${check.emptyPages} others on the way had an empty first page and were skipped): the peer's first-page listing ids and total equal DealLoop's index in ${check.peerAgrees}/${check.searches}; DealLoop's SQL path on PostgreSQL equals its index in ${check.sqlAgrees}/${check.searches}.`,
      ...check.differences.map((difference) => `- differs: ${difference}`),
      '',
      '| search | req/s | p50 ms | p99 ms | errors |',
      '| --- | --- | --- | --- | --- |',
      row(peerFigures),
      row(sqlFigures),
      ...(input.index
        ? [row({ ...input.index, name: `DealLoop, index (SQLite; the search row above)` })]
        : []),
      ...(input.sqlOnSqlite
        ? [row({ ...input.sqlOnSqlite, name: 'DealLoop, SQL path on SQLite (context; the row above)' })]
        : []),
      '',
      '| figure | value | target | met |',
      '| --- | --- | --- | --- |',
    ];
    if (input.index) {
      const times = ratio(input.index.rps, peerFigures.rps);
      lines.push(
        `| DealLoop's index vs the peer | ${times.toFixed(1)}x the req/s, p99 ${input.index.p99} vs ${peerFigures.p99} ms | >= 20x at a lower p99 | ${yes(times >= 20 && input.index.p99 < peerFigures.p99 && input.index.errors === 0)} |`,
      );
    } else {
      lines.push(
        "| DealLoop's index vs the peer | not measured here (run `pnpm bench`) | >= 20x at a lower p99 | - |",
      );
    }
    const sqlTimes = ratio(sqlFigures.rps, peerFigures.rps);
    lines.push(
      `| DealLoop's SQL path on PostgreSQL vs the peer | ${sqlTimes.toFixed(2)}x the req/s, p99 ${sqlFigures.p99} vs ${peerFigures.p99} ms | >= 1x | ${yes(sqlTimes >= 1 && sqlFigures.errors === 0)} |`,
      `| answers equal to DealLoop's index (sample) | ${check.peerAgrees}/${check.searches} | all | ${yes(check.peerAgrees === check.searches)} |`,
      '',
      `Machine: ${os.cpus().length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min) at the end of the section; PostgreSQL runs on the same cores.`,
      '',
    );
    return lines;
  } catch (err) {
    return [HEADING, '', `Failed: ${err instanceof Error ? err.message : String(err)}`, ''];
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
    );
    await data?.close();
    if (sqlDataDir) await rm(sqlDataDir, { recursive: true, force: true });
    await dropPeerDatabase().catch(() => undefined);
  }
}

if (process.argv[1]?.endsWith('bench-peer.ts')) {
  console.log((await peerSection()).join('\n'));
  process.exit(0);
}
