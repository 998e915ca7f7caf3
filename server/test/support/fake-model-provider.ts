// A local fake of an OpenAI-compatible chat completions server (node:http on port 0) for the Loop provider
// tests: each request is answered by the next scripted handler; requests and closed connections are recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received. */
export interface FakeRequest {
  headers: IncomingMessage['headers'];
  body: any;
  /** Set when the client closed the connection before the fake finished answering. */
  closedEarly: boolean;
}

type Script = (res: ServerResponse, request: FakeRequest) => void | Promise<void>;

/** Writes one SSE chunk in the OpenAI streaming shape. */
export function sendChunk(
  res: ServerResponse,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
) {
  res.write(
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
  );
}

/** Starts streaming: status 200 and event-stream headers. */
export function startStream(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
}

/** A whole text answer in the given pieces, then [DONE]. */
export const textAnswer =
  (...pieces: string[]): Script =>
  (res) => {
    startStream(res);
    // OpenAI opens with the role and empty content.
    sendChunk(res, { role: 'assistant', content: '' });
    for (const piece of pieces) sendChunk(res, { content: piece });
    sendChunk(res, {}, 'stop');
    res.end('data: [DONE]\n\n');
  };

/** Starts the fake; `script(...)` queues the answers of the next requests. */
export async function startFakeProvider() {
  const scripts: Script[] = [];
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: FakeRequest = {
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      closedEarly: false,
    };
    requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished) request.closedEarly = true;
    });
    const script = scripts.shift();
    if (!script) {
      res.writeHead(500).end('no script');
      return;
    }
    await script(res, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next: Script[]) => scripts.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
