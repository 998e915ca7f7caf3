// `pnpm bench`: measures the server with autocannon from a separate process and writes bench-report.md with the
// targets next to the figures. A report, not a test: it never fails the build.
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const serverDir = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], { cwd: serverDir });
let peakRss = 0;
const started = new Promise<{ url: string; dataDir: string }>((resolve, reject) => {
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
const { url, dataDir } = await started;

async function measure(
  name: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${pathname}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const signUp = await fetch(`${url}/api/v1/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 1' }),
});
const { session } = (await signUp.json()) as { session: { accessToken: string } };

const ceiling = await measure('bare Hono JSON route (ceiling)', '/bench/ceiling');
const health = await measure('GET /api/v1/health', '/api/v1/health');
const user = await measure('GET /api/v1/auth/user (token + session + roles)', '/api/v1/auth/user', {
  authorization: `Bearer ${session.accessToken}`,
});
child.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });

const targets: Record<string, { ratio?: number; p99?: number }> = {
  [health.name]: { ratio: 0.4, p99: 20 },
  [user.name]: { ratio: 0.3, p99: 30 },
};
const rows = [ceiling, health, user].map((f) => {
  const target = targets[f.name];
  const ratio = f.rps / ceiling.rps;
  const meets = target
    ? ratio >= (target.ratio ?? 0) && f.p99 <= (target.p99 ?? Infinity) && f.errors === 0
    : true;
  const targetText = target
    ? `>= ${Math.round((target.ratio ?? 0) * 100)}% of ceiling, p99 <= ${target.p99} ms`
    : '-';
  return `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${(ratio * 100).toFixed(0)}% | ${f.errors} | ${targetText} | ${meets ? 'yes' : 'NO'} |`;
});
const report = [
  `# DealLoop benchmark (${new Date().toISOString()})`,
  '',
  `SQLite, one server process, ${CONNECTIONS} connections for ${DURATION_SECONDS} s per row, load from a separate process.`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | of ceiling | errors | target | met |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  `Peak server RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
  '',
].join('\n');
await writeFile(path.resolve(serverDir, '..', 'bench-report.md'), report);
console.log(report);
