// The server as a process: starts with demo accounts, refuses a bad configuration, shuts down gracefully.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PASSWORD_HASH_COST: '1024', ...env },
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const part of parts) if (part.trim()) lines.push(JSON.parse(part));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (msg: string) => {
    for (let i = 0; i < 900; i++) {
      const line = lines.find((l) => l.msg === msg);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no "${msg}" log line; stderr: ${stderr}`);
  };
  return { child: child as ChildProcess, lines, exited, waitFor, stderr: () => stderr };
}

describe('the server process', () => {
  it('starts on an empty data folder with demo accounts, answers health, and exits 0 on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-main-'));
    const server = run({ PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' });
    const started = await server.waitFor('server started');
    const demo = server.lines.filter((l) => l.msg === 'demo account created').map((l) => l.email);
    expect(demo).toEqual([
      'admin@dealloop.local',
      'moderator@dealloop.local',
      'wholesaler@dealloop.local',
      'buyer@dealloop.local',
    ]);
    const health = await fetch(`${started.url}/api/v1/health`);
    expect(health.status).toBe(200);
    const requestLine = await server.waitFor('request');
    expect(requestLine).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 200,
      requestId: expect.any(String),
    });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.msg === 'shutdown complete')).toBe(true);
  }, 60_000);

  it('refuses to start with a bad value and names the variable', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-main-'));
    const server = run({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT');
  });
});

/** POSTs `body` to 127.0.0.1:`port`: `sent` settles once the whole request is written, `status` with the answer. */
function postJson(port: number, requestPath: string, body: unknown) {
  const data = JSON.stringify(body);
  let sent!: Promise<void>;
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: requestPath,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent = new Promise((done) => request.once('finish', () => done()));
    request.once('error', reject);
    request.end(data);
  });
  return { sent, status };
}

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-drain-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      PASSWORD_HASH_COST: '131072',
    });
    const server = await startServer(config, createLogger('silent'));
    // Sign-up hashes the password at a high cost: it is still running when shutdown begins. The request goes to
    // the address itself (no name lookup, which a busy thread pool can delay past the shutdown) and shutdown
    // starts once it is sent and the server has had a turn to read it.
    const inFlight = postJson(server.port, '/api/v1/auth/sign-up', {
      email: 'drain@example.com',
      password: 'long enough pw',
    });
    await inFlight.sent;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const closed = server.close();
    expect(await inFlight.status).toBe(201);
    await closed;
    await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
    // A real server starting on a fresh folder (migrations, gazetteer, index): slow on a busy machine.
  }, 60_000);
});
