// The production server the Lighthouse benchmark audits: the marketplace site built when missing or older than
// its sources, then `server/src/main.ts` on a free port with a temporary DATA_DIR and its default demo listings.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoDir = path.resolve(import.meta.dirname, '../..');
export const SITE_DIST = path.join(repoDir, 'sites/marketplace/dist');

/** What the site build reads: a change in any of them makes dist/ stale. */
const SITE_SOURCES = [
  'sites/marketplace/src',
  'sites/marketplace/index.html',
  'sites/marketplace/vite.config.ts',
  'sites/marketplace/public',
  'packages/ui/src',
  'packages/core/src',
  'packages/client/src',
].map((relative) => path.join(repoDir, relative));

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestMtime(path.join(file, name))), 0);
}

/**
 * Builds the site when dist/index.html is missing or older than a source file, and writes the compressed copies
 * beside its files as `pnpm build` does when they are missing: without them every server start compresses the site
 * itself (about 26 s of CPU here), which no production start pays. Says whether it built.
 */
export function ensureSiteBuilt(log: (line: string) => void): boolean {
  const built = path.join(SITE_DIST, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SITE_SOURCES.map(newestMtime));
  const stale = builtAt <= sourcesAt;
  if (stale) {
    log(builtAt ? 'site build is older than its sources: building' : 'site not built: building');
    // Always a production build: an earlier section's tools (the SDK build's vanilla-extract compiler starts a Vite
    // dev server) may have set NODE_ENV=development in this process, which would build React's development copy.
    run('pnpm', ['--filter', '@dealloop/marketplace', 'build'], { NODE_ENV: 'production' });
  }
  if (stale || !hasCompressedCopies()) {
    log('writing the compressed copies of the site files');
    run(process.execPath, ['--import', 'tsx', 'server/scripts/precompress-site.ts']);
  }
  return stale;
}

/** Whether every script of the build has its brotli copy beside it. */
function hasCompressedCopies(): boolean {
  const names = new Set(readdirSync(path.join(SITE_DIST, 'assets')));
  return [...names].every((name) => !name.endsWith('.js') || names.has(`${name}.br`));
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd: repoDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A running production server. */
export interface AuditedServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/v1/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts `server/src/main.ts` (demo data on, as a fresh install has) and waits until it answers; `env` adds to or
 * overrides its environment (the SDK grid bench points SDK_DIR at a fresh build).
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<AuditedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-lighthouse-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoDir, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
