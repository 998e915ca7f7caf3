// The real server as a child process (`node --import tsx server/src/main.ts`) that a crash run starts, kills with
// SIGKILL and starts again on the same port and database.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const HEALTHY_WITHIN_MS = 60_000;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  /** Starts the server and answers once GET /api/v1/health answers 200, with the milliseconds it took. */
  start(): Promise<number>;
  /** SIGKILL: no shutdown code runs. Answers once the process is gone. */
  kill(): Promise<void>;
}

/** A server on `port` with `env` (DATABASE_URL, DATA_DIR...) added to the fixed crash-test configuration. */
export function serverProcess(port: number, env: Record<string, string>): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stderr = '';

  async function healthy(started: number, running: ChildProcess) {
    while (performance.now() - started < HEALTHY_WITHIN_MS) {
      if (running.exitCode !== null || running.signalCode !== null) {
        throw new Error(`the server exited (${running.exitCode ?? running.signalCode}) on start: ${stderr}`);
      }
      try {
        const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server was not healthy within ${HEALTHY_WITHIN_MS} ms: ${stderr}`);
  }

  return {
    url,
    async start() {
      const started = performance.now();
      stderr = '';
      const running = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'error',
          PASSWORD_HASH_COST: '1024',
          TRUST_PROXY: 'true',
          // The clients sign in once; their tokens must outlive every restart of the run.
          ACCESS_TOKEN_TTL_SECONDS: '86400',
          SITE_DIR: path.join(env.DATA_DIR ?? REPO_ROOT, 'no-site'),
          ...env,
        },
      });
      running.stderr!.setEncoding('utf8');
      running.stderr!.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-4000);
      });
      child = running;
      exited = new Promise((resolve) => running.once('exit', () => resolve()));
      await healthy(started, running);
      return performance.now() - started;
    },
    async kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      child = null;
    },
  };
}
