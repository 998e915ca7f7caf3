// alerts.connect against a fake API: parsing, Last-Event-ID on reconnect, no duplicates, backoff, sign-out, 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from './alert-stream';
import { paths, REFRESH, setup } from './test-support/client-under-test';
import { errorResponse, type RecordedCall } from './test-support/fake-api';
import type { AlertNotification, AlertStreamStatus } from './types';

const STREAM = '/api/v1/alerts/stream';
const encoder = new TextEncoder();

/** A streaming answer the test writes to, chunk by chunk. */
function sseAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    sendBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    /** The server ends the response. */
    end: () => controller.close(),
    /** The connection breaks. */
    fail: () => controller.error(new TypeError('network error')),
    get cancelled() {
      return cancelled;
    },
  };
}
type Answer = ReturnType<typeof sseAnswer>;

const alert = (id: number): AlertNotification => ({
  id: String(id),
  kind: 'offerReceived',
  tone: 'info',
  title: `Alert ${id}`,
  message: 'You received an offer.',
  link: null,
  propertyId: null,
  offerId: null,
  contractId: null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const event = (id: number) => `id: ${id}\nevent: alert\ndata: ${JSON.stringify(alert(id))}\n\n`;

/** A signed-in client whose stream endpoint hands out answers the test controls. */
function streaming() {
  const under = setup({ ttlSeconds: 900 });
  const answers: Answer[] = [];
  const streamCalls: RecordedCall[] = [];
  under.api.on(`GET ${STREAM}`, (call) => {
    streamCalls.push(call);
    const answer = sseAnswer();
    answers.push(answer);
    return answer.response;
  });
  const received: string[] = [];
  const statuses: AlertStreamStatus[] = [];
  const connect = (lastEventId?: string) =>
    under.client.alerts.connect({
      onAlert: (a) => received.push(a.id),
      onStatus: (s) => statuses.push(s),
      ...(lastEventId !== undefined && { lastEventId }),
    });
  return { ...under, answers, streamCalls, received, statuses, connect };
}

/** Lets pending promises and stream reads run (fake timers: zero-delay timers too). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('alerts.connect', () => {
  it('streams with the bearer header and delivers alerts parsed across chunk boundaries', async () => {
    const { connect, answers, streamCalls, received, statuses, session } = streaming();
    const stream = connect();
    await settle();
    expect(streamCalls).toHaveLength(1);
    expect(streamCalls[0]!.authorization).toBe(`Bearer ${session!.accessToken}`);
    expect(streamCalls[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(streamCalls[0]!.headers.get('last-event-id')).toBeNull();
    expect(statuses).toEqual(['connecting', 'open']);

    const text = `: heartbeat\n\n${event(1)}${event(2)}`;
    for (const piece of [text.slice(0, 5), text.slice(5, 40), text.slice(40, 41), text.slice(41)]) {
      answers[0]!.send(piece);
      await settle();
    }
    expect(received).toEqual(['1', '2']);
    expect(stream.lastEventId).toBe('2');
  });

  it('decodes UTF-8 split inside a character', async () => {
    const { client, answers } = streaming();
    const titles: string[] = [];
    client.alerts.connect({ onAlert: (a) => titles.push(a.title) });
    await settle();
    const bytes = encoder.encode(
      `id: 1\nevent: alert\ndata: ${JSON.stringify({ ...alert(1), title: 'Offre reçue ✓' })}\n\n`,
    );
    const split = bytes.indexOf(0xc3) + 1;
    answers[0]!.sendBytes(bytes.slice(0, split));
    await settle();
    answers[0]!.sendBytes(bytes.slice(split));
    await settle();
    expect(titles).toEqual(['Offre reçue ✓']);
  });

  it('reconnects with Last-Event-ID after a drop and delivers no alert twice', async () => {
    const { connect, answers, streamCalls, received, statuses } = streaming();
    const stream = connect();
    await settle();
    answers[0]!.send(event(1) + event(2));
    await settle();
    answers[0]!.fail();
    await settle();
    expect(statuses.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(1000);
    expect(streamCalls).toHaveLength(2);
    expect(streamCalls[1]!.headers.get('last-event-id')).toBe('2');
    // A replay that overlaps what was delivered (as after a race with the drop) repeats nothing.
    answers[1]!.send(event(2) + event(3) + event(1) + event(4));
    await settle();
    expect(received).toEqual(['1', '2', '3', '4']);
    expect(stream.lastEventId).toBe('4');
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);

    // The server ending the response is a drop too.
    answers[1]!.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(streamCalls[2]!.headers.get('last-event-id')).toBe('4');
  });

  it('resumes from the id the server opened with when it dropped before the first alert', async () => {
    const { connect, answers, streamCalls, received } = streaming();
    const stream = connect();
    await settle();
    answers[0]!.send(': connected\nid: 17\n\n: heartbeat\n\n');
    await settle();
    expect(stream.lastEventId).toBe('17');
    answers[0]!.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(streamCalls[1]!.headers.get('last-event-id')).toBe('17');
    answers[1]!.send(`: connected\nid: 17\n\n${event(18)}`);
    await settle();
    expect(received).toEqual(['18']);
  });

  it('resumes after options.lastEventId and skips anything not newer', async () => {
    const { connect, answers, streamCalls, received } = streaming();
    const stream = connect('41');
    expect(stream.lastEventId).toBe('41');
    await settle();
    expect(streamCalls[0]!.headers.get('last-event-id')).toBe('41');
    answers[0]!.send(event(40) + event(41) + event(42));
    await settle();
    expect(received).toEqual(['42']);
  });

  it('backs off 1 s doubling to 30 s with jitter while the server cannot be reached, and resets once open', async () => {
    const { connect, api, answers, statuses } = streaming();
    api.offline = true;
    const times: number[] = [];
    const start = Date.now();
    connect();
    await settle();
    for (let i = 0; i < 2000 && times.length < 8; i += 1) {
      const count = api.callsTo(STREAM).length;
      if (count > times.length) times.push(Date.now() - start);
      await vi.advanceTimersByTimeAsync(100);
    }
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    // Math.random is 1: the longest delay of each step.
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(statuses).toEqual(['connecting', 'reconnecting']);

    api.offline = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statuses.at(-1)).toBe('open');
    const opened = api.callsTo(STREAM).length;
    answers[0]!.fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(api.callsTo(STREAM)).toHaveLength(opened);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo(STREAM)).toHaveLength(opened + 1);
  });

  it('jitters each delay between half and all of its step', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(10, () => 0)).toBe(15000);
    expect(reconnectDelay(100, () => 1)).toBe(30000);
  });

  it('closes when the client signs out, and never reconnects', async () => {
    const { connect, answers, client, api, received, statuses } = streaming();
    connect();
    await settle();
    await client.auth.signOut();
    await settle();
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
    expect(answers[0]!.cancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.callsTo(STREAM)).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('closes without a call when signed out', async () => {
    const { api, client } = setup();
    const statuses: AlertStreamStatus[] = [];
    client.alerts.connect({ onAlert: () => {}, onStatus: (s) => statuses.push(s) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statuses).toEqual(['closed']);
    expect(api.calls).toHaveLength(0);
  });

  it('on a 401 refreshes once and retries, then closes when refused again', async () => {
    const { api, connect, statuses } = streaming();
    api.on(`GET ${STREAM}`, () => errorResponse(401, 'invalid_token'));
    connect();
    await settle();
    expect(paths(api)).toEqual([`GET ${STREAM}`, `POST ${REFRESH}`, `GET ${STREAM}`]);
    expect(api.calls[2]!.authorization).not.toBe(api.calls[0]!.authorization);
    expect(statuses).toEqual(['connecting', 'closed']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.calls).toHaveLength(3);
  });

  it('a 401 cured by the refresh streams on with the new token', async () => {
    const { api, connect, answers, received, client } = streaming();
    const handler = (call: RecordedCall) => {
      const answer = sseAnswer();
      answers.push(answer);
      return call.authorization === `Bearer ${client.auth.getSession()!.accessToken}` && api.calls.length > 1
        ? answer.response
        : errorResponse(401, 'invalid_token');
    };
    api.on(`GET ${STREAM}`, handler);
    connect();
    await settle();
    expect(paths(api)).toEqual([`GET ${STREAM}`, `POST ${REFRESH}`, `GET ${STREAM}`]);
    answers[1]!.send(event(5));
    await settle();
    expect(received).toEqual(['5']);
  });

  it('close() stops the stream and any pending reconnect', async () => {
    const { connect, answers, api, statuses } = streaming();
    const stream = connect();
    await settle();
    answers[0]!.fail();
    await settle();
    stream.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.callsTo(STREAM)).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'closed']);
  });

  it('keeps streaming when onAlert throws, and reports the error', async () => {
    const { client, answers: streams } = streaming();
    const got: string[] = [];
    client.alerts.connect({
      onAlert: (a) => {
        got.push(a.id);
        if (a.id === '1') throw new Error('listener failed');
      },
    });
    await settle();
    streams[0]!.send(event(1) + event(2));
    await expect(settle()).rejects.toThrow('listener failed');
    expect(got).toEqual(['1', '2']);
  });
});
