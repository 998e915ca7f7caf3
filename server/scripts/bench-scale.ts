// The "cost as listings grow" section of `pnpm bench` (issue 23, item 4; also `tsx scripts/bench-scale.ts` alone):
// for each size of BENCH_SCALE (default 10000,100000,1000000; 0 skips), one SQLite file seeded once with the demo
// listings (kept in BENCH_SCALE_DIR, default /tmp/dealloop-scale, and reused while its seeded.json says it is
// complete), then fresh server processes on it: one without a snapshot (the index built from SQL, then saved), one
// with it. Each is timed from its spawn until its first search is answered from the index; the second is also
// measured for RSS, index bytes per listing and search latency over the bench's varied searches. A report, never a
// test.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGazetteer } from '@dealloop/geo';
import { SEARCH_SNAPSHOT_FILE } from '../src/search/search-service';
import { cycledGetLoad } from './bench-figures';
import { searchPaths } from './bench-requests';
import { ensureSiteBuilt } from './lighthouse-server';

/** Issue 23 at 1,000,000 listings: start-up to serving, memory per listing, search p99; seeding in minutes. */
const TARGETS = { startupMs: 10_000, bytesPerListing: 1536, p99Ms: 20, seedMs: 15 * 60_000 };
const CONNECTIONS = 50;
const serverDir = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

interface Seeded {
  listings: number;
  seedMs: number;
  cpuMs: number;
}

interface Ready {
  url: string;
  loadedFrom: 'snapshot' | 'database' | null;
  indexed: number | null;
  loadMs: number;
  indexBytes: number;
  rss: number;
}

interface Started {
  child: ChildProcess;
  ready: Ready;
  /** Spawn until the first search's answer, in ms. */
  startupMs: number;
}

const log = (line: string) => process.stderr.write(`[scale] ${line}\n`);

/** Runs a script of this folder with tsx and answers the first JSON line it prints. */
function spawnScript(script: string, args: string[], node: string[] = []) {
  const child = spawn(process.execPath, [...node, '--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: '' },
  });
  const line = new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const end = buffer.indexOf('\n');
      if (end >= 0) resolve(buffer.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, line };
}

/** The seeded database of `size` listings in `dir`, seeded now unless a complete one is there. */
async function seeded(dir: string, size: number): Promise<Seeded & { reused: boolean }> {
  const marker = path.join(dir, 'seeded.json');
  if (existsSync(marker)) {
    const found = JSON.parse(await readFile(marker, 'utf8')) as Seeded;
    if (found.listings === size) return { ...found, reused: true };
  }
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  log(`seeding ${size.toLocaleString('en-US')} listings in ${dir}`);
  const { line } = spawnScript('bench-scale-seed.ts', [dir, String(size)]);
  const result = JSON.parse(await line) as Seeded;
  await writeFile(marker, JSON.stringify(result));
  return { ...result, reused: false };
}

/** Starts a server process on `dir` and waits for its first search answered from the loaded index. */
async function startServer(dir: string, firstSearch: string): Promise<Started> {
  const spawnedAt = performance.now();
  const { child, line } = spawnScript('bench-scale-server.ts', [dir], ['--expose-gc']);
  const ready = JSON.parse(await line) as Ready;
  const answer = await fetch(`${ready.url}${firstSearch}`);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`the first search answered ${answer.status}`);
  return { child, ready, startupMs: performance.now() - spawnedAt };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const met = (ok: boolean) => (ok ? 'yes' : '**NO**');

/** Measures every size and returns the section's lines. */
export async function scaleSection(): Promise<string[]> {
  const raw = process.env.BENCH_SCALE ?? '10000,100000,1000000';
  if (raw.trim() === '0') return [];
  const sizes = raw.split(',').map((size) => Number(size.trim()));
  const root = process.env.BENCH_SCALE_DIR ?? path.join(os.tmpdir(), 'dealloop-scale');
  const durationSeconds = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
  // Each server loads the built site as a production start does (with its compressed copies).
  ensureSiteBuilt(log);
  const paths = searchPaths(await loadGazetteer());
  const load = os.loadavg()[0]!;
  const rows: string[] = [];
  const notes: string[] = [];
  for (const size of sizes) {
    const dir = path.join(root, String(size));
    const seed = await seeded(dir, size);
    await rm(path.join(dir, SEARCH_SNAPSHOT_FILE), { force: true });
    log(`${size}: start without a snapshot`);
    const cold = await startServer(dir, paths[0]!);
    await stop(cold.child);
    log(`${size}: start with the snapshot`);
    const warm = await startServer(dir, paths[0]!);
    const latency = await cycledGetLoad(warm.ready.url, paths, {
      connections: CONNECTIONS,
      seconds: durationSeconds,
      warmupSeconds: 1,
    });
    await stop(warm.child);
    const indexed = warm.ready.indexed ?? 0;
    const perListing = indexed ? warm.ready.indexBytes / indexed : 0;
    const atTarget = size >= 1_000_000;
    const target = (text: string, ok: boolean) => (atTarget ? `${text} | ${met(ok)}` : `(${text} at 1M) | -`);
    rows.push(
      `| ${size.toLocaleString('en-US')} | seeding (CPU ${seconds(seed.cpuMs)}) | ${seconds(seed.seedMs)} | ${target('minutes (<= 15 min)', seed.seedMs <= TARGETS.seedMs)} |`,
      `| | start-up to serving, index built from SQL | ${seconds(cold.startupMs)} (index ${seconds(cold.ready.loadMs)}) | (context) | - |`,
      `| | start-up to serving, from the snapshot (${warm.ready.loadedFrom}) | ${seconds(warm.startupMs)} (index ${seconds(warm.ready.loadMs)}) | ${target('<= 10 s', warm.startupMs <= TARGETS.startupMs && warm.ready.loadedFrom === 'snapshot')} |`,
      `| | index bytes per listing (${indexed.toLocaleString('en-US')} published) | ${Math.round(perListing).toLocaleString('en-US')} B (${(warm.ready.indexBytes / MB).toFixed(0)} MB) | ${target('<= 1.5 KB', perListing <= TARGETS.bytesPerListing)} |`,
      `| | RSS of the process, index loaded | ${(warm.ready.rss / MB).toFixed(0)} MB | (context) | - |`,
      `| | search p50 / p99 (${latency.rps.toLocaleString('en-US')} req/s, ${latency.errors} errors) | ${latency.p50} / ${latency.p99} ms | ${target('p99 <= 20 ms', latency.p99 <= TARGETS.p99Ms)} |`,
    );
    if (seed.reused)
      notes.push(
        `${size.toLocaleString('en-US')}: the seeded file of an earlier run was reused; its seeding figures are from then.`,
      );
  }
  return [
    '## Cost as listings grow',
    '',
    `For each size, one SQLite file seeded once with the demo listings (server/src/seed/seed-demo-listings.ts), then fresh server processes on it (scripts/bench-scale-server.ts: the app with its index loaded). Start-up is from the process's spawn (Node and tsx included) until its first search is answered from the loaded index: first without a snapshot (the index built from SQL, then saved to DATA_DIR), then with it (validated against the database and caught up). Memory after a garbage collection: index bytes are the heap and buffers after loading less before. Search: the bench's ${paths.length.toLocaleString('en-US')} varied searches cycled by ${CONNECTIONS} connections for ${durationSeconds} s. ${os.availableParallelism()} cores, shared: load average ${load.toFixed(1)} when the section began.`,
    '',
    '| listings | measured | figure | target | met |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...notes,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log((await scaleSection()).join('\n'));
}
