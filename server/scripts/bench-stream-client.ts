// One load process of the alert-stream benchmark (forked by bench.ts): holds many SSE streams over node:http,
// timestamps every alert as it arrives, and on command drops every stream and reconnects it with Last-Event-ID.
import http from 'node:http';

interface Held {
  userId: string;
  token: string;
  lastEventId: string | null;
  /** Ids received, in order (duplicates kept, to be counted). */
  received: number[];
  request: http.ClientRequest | null;
  connected: boolean;
}

type Command =
  | { type: 'open'; url: string; streams: { userId: string; token: string }[] }
  | { type: 'storm' }
  | { type: 'report' };

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const held: Held[] = [];
/** Arrival times (epoch ms, sub-millisecond) by alert id. */
const arrivals = new Map<number, number>();
let baseUrl = '';

const now = () => performance.timeOrigin + performance.now();

function connect(stream: Held): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${stream.token}`,
      accept: 'text/event-stream',
    };
    if (stream.lastEventId !== null) headers['last-event-id'] = stream.lastEventId;
    const request = http.get(`${baseUrl}/api/v1/alerts/stream`, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(': connected')) {
            // The preamble's id is where the stream starts: a reconnect before the first alert resumes from it.
            const resume = /\nid: (\d+)/.exec(block)?.[1];
            if (resume !== undefined && stream.lastEventId === null) stream.lastEventId = resume;
            stream.connected = true;
            resolve();
            continue;
          }
          if (!block.startsWith('id: ')) continue;
          const id = Number(block.slice(4, block.indexOf('\n')));
          stream.received.push(id);
          stream.lastEventId = String(id);
          if (!arrivals.has(id)) arrivals.set(id, at);
        }
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => {
      if (!stream.connected) reject(error);
    });
    stream.request = request;
  });
}

/** Opens the streams, `concurrency` at a time. */
async function openAll(streams: Held[], concurrency = 200) {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < streams.length) {
        const stream = streams[next++]!;
        stream.connected = false;
        try {
          await connect(stream);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return failed;
}

process.on('message', async (command: Command) => {
  if (command.type === 'open') {
    baseUrl = command.url;
    const streams = command.streams.map(
      (s): Held => ({ ...s, lastEventId: null, received: [], request: null, connected: false }),
    );
    held.push(...streams);
    const failed = await openAll(streams);
    process.send!({ type: 'opened', count: streams.length - failed, failed });
  } else if (command.type === 'storm') {
    // Every connection drops at once, then each comes back with its Last-Event-ID.
    for (const stream of held) stream.request?.destroy();
    const started = now();
    const failed = await openAll(held);
    process.send!({ type: 'stormed', failed, ms: now() - started });
  } else if (command.type === 'report') {
    process.send!({
      type: 'report',
      arrivals: [...arrivals],
      received: held.map((stream) => ({
        userId: stream.userId,
        ids: stream.received,
        connected: stream.connected,
      })),
    });
  }
});
