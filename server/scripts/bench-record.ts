// Records the real server's answers to the bench's requests, byte for byte (no decompression), and starts the
// same-bytes server (bench-same-bytes.ts) that serves them again, in its own process.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RecordedAnswer, RecordedAnswers } from './bench-same-bytes';

/** One request as the load generator sends it. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Headers that frame the message rather than belong to the answer: the serving stack sets its own. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Sends one request and answers the status, the answer's headers and the raw body bytes. */
function record(base: string, sent: BenchRequest): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(sent.path, base);
    const request = httpRequest(url, { method: sent.method, headers: sent.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) {
          if (!FRAMING.has(raw[i]!.toLowerCase())) headers.push([raw[i]!, raw[i + 1]!]);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(sent.body);
  });
}

/** The server's answers to `requests`, in order, a few at a time. */
export async function recordAnswers(
  base: string,
  requests: readonly BenchRequest[],
): Promise<RecordedAnswer[]> {
  const answers: RecordedAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await record(base, requests[index]!);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return answers;
}

/** The median body size of recorded answers, in bytes. */
export function medianBytes(answers: readonly RecordedAnswer[]): number {
  const sizes = answers.map((answer) => Buffer.byteLength(answer.body, 'base64')).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/** Starts the same-bytes server on the recorded answers; `/<name>` serves each list. */
export async function startSameBytes(serverDir: string, answers: RecordedAnswers) {
  const file = path.join(os.tmpdir(), `dealloop-same-bytes-${process.pid}.json`);
  await writeFile(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-same-bytes.ts', file], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n') && line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`same-bytes server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}
