// The physical limit `pnpm bench` measures the search against (issue 23): a bare Hono route in its own process that
// serves exactly the bytes, status and headers the real server answered for the bench's requests, cycled, without
// looking at the request. Started by bench.ts with the recorded answers in a JSON file (argv[2]); prints its URL.
import { readFile } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** One recorded answer: its status, the headers the server sent (framing headers left out) and the body, base64. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Answer lists by name: `/<name>` serves that list's answers in turn. */
export type RecordedAnswers = Record<string, RecordedAnswer[]>;

const recorded = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as RecordedAnswers;
const app = new Hono();
for (const [name, answers] of Object.entries(recorded)) {
  const prepared = answers.map((answer) => ({
    status: answer.status,
    headers: answer.headers,
    body: new Uint8Array(Buffer.from(answer.body, 'base64')),
  }));
  let next = 0;
  app.on(['GET', 'POST'], `/${name}`, () => {
    const answer = prepared[next++ % prepared.length]!;
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
}
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`),
);
process.on('SIGTERM', () => process.exit(0));
