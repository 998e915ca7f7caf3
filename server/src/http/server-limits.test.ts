// The real server's limits: a partial header or body is answered 408 once its time is up, an event stream stays
// open past the request timeout, and connections beyond the cap are closed at once.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { SERVER_LIMITS } from './server-limits';

let dataDir: string;
let server: RunningServer;
const limits = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_500,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 3,
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-limits-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    PASSWORD_HASH_COST: '1024',
    ALERT_HEARTBEAT_MS: '300',
  });
  server = await startServer(config, createLogger('silent'), limits);
}, 60_000);
afterAll(async () => {
  await server?.close(100);
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes and answers everything the server wrote until it closed the connection. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('server limits', () => {
  it('are 10 s for headers and 60 s for a request, with a connection cap, by default', () => {
    expect(SERVER_LIMITS).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000 });
    expect(SERVER_LIMITS.maxConnections).toBeGreaterThan(1000);
  });

  it('answers 408 to a request whose headers never end', async () => {
    const answer = await rawExchange('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('answers 408 to a request whose body never ends', async () => {
    const answer = await rawExchange(
      'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('keeps an event stream open past the request timeout, and closes connections beyond the cap', async () => {
    const signUp = await fetch(`${server.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'limits@example.com', password: 'a long enough passphrase' }),
    });
    const { session } = (await signUp.json()) as { session: { accessToken: string } };
    const stream = await fetch(`${server.url}/api/v1/alerts/stream`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    const started = Date.now();
    let text = '';
    while (Date.now() - started < limits.requestTimeoutMs + 1_000) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value);
    }
    expect(text).toContain(': heartbeat');

    // The stream holds one connection; two idle ones fill the cap of 3, and the next is closed unanswered.
    const idle = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(server.port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await rawExchange('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(refused).toBe('');
    for (const socket of idle) socket.destroy();
    await reader.cancel();
  }, 30_000);
});
