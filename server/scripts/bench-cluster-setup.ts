// The cluster section's deployment (bench-cluster.ts): its own Postgres database, a data folder shared by the
// processes (the token signing key), and real server processes on it (bench-cluster-server.ts), started one after
// the other (the first migrates and seeds), each reporting its CPU time from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The database the section creates, and drops when it ends. */
export const CLUSTER_DATABASE = 'bench_cluster';
const ADMIN_URL = process.env.BENCH_CLUSTER_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverDir = path.resolve(import.meta.dirname, '..');

/** Whether Postgres answers at the admin URL (the section runs by default when it does). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What a cluster process reports once it listens with its index loaded. */
export interface ClusterProcess {
  url: string;
  pid: number;
  listings: number;
  seedMs: number;
  indexed: number | null;
  indexMs: number;
  child: ChildProcess;
}

function startProcess(env: Record<string, string>): Promise<ClusterProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-cluster-server.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const message = JSON.parse(line);
        if (message.url) resolve({ ...message, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`cluster server exited with ${code}`)));
  });
}

/** A fresh database, `listings` demo listings seeded by the first of `count` processes, all started. */
export async function startCluster(listings: number, count = 2) {
  await admin(`drop database if exists ${CLUSTER_DATABASE} with (force)`);
  await admin(`create database ${CLUSTER_DATABASE}`);
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${CLUSTER_DATABASE}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-bench-cluster-'));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const processes: ClusterProcess[] = [];
  const stop = async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await admin(`drop database if exists ${CLUSTER_DATABASE} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    processes.push(await startProcess({ ...env, BENCH_CLUSTER_SEED: String(listings) }));
    while (processes.length < count) processes.push(await startProcess(env));
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, processes, stop };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime field 14 and stime field 15 (1-based, counting pid and name).
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
