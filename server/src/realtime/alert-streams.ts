// The open alert streams of one process: user id → streams, one bus subscription, replay and live delivery through
// a per-stream serial queue (reads never overlap, nothing is sent twice or out of order), and shared heartbeats.
import type { Kysely } from 'kysely';
import { serializeAlert } from '../alerts/alert-serializer';
import { alertsAfter } from '../alerts/alerts-repo';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { AlertBus } from './alert-bus';

/** Alerts read per query while a stream catches up. */
const REPLAY_BATCH = 100;
/** Streams one user may hold open on one process (tabs and devices); opening another ends the oldest. */
export const MAX_ALERT_STREAMS_PER_USER = 10;

/** Where a stream's text goes (the HTTP response). */
export interface AlertStreamSink {
  /** Writes text; answers false when the client is gone or too far behind (the stream then closes). */
  write(text: string): boolean;
  /** Ends the response. */
  end(): void;
}

/** One open stream, as its route holds it. */
export interface OpenAlertStream {
  /** Releases the stream (the client went away); idempotent. */
  close(): void;
}

/** The registry of the process's streams. */
export interface AlertStreams {
  /**
   * Opens a stream of `userId`'s alerts into `sink`: those with ids above `lastEventId` first (oldest first), then
   * each one as it commits.
   */
  open(userId: string, lastEventId: number, sink: AlertStreamSink): OpenAlertStream;
  /** How many streams are open. */
  readonly size: number;
  /** Ends every stream and unsubscribes from the bus. */
  close(): void;
}

/** The SSE text of one alert event. */
export const alertEventText = (alert: Parameters<typeof serializeAlert>[0]) =>
  `id: ${alert.id}\nevent: alert\ndata: ${JSON.stringify(serializeAlert(alert))}\n\n`;

const HEARTBEAT = ': heartbeat\n\n';

interface Stream {
  readonly userId: string;
  readonly sink: AlertStreamSink;
  /** The last id sent (or the one to resume after). */
  lastId: number;
  /** A read is running. */
  busy: boolean;
  /** A wake-up arrived while reading: read again afterwards. */
  again: boolean;
  closed: boolean;
}

/** Creates the registry over the database and the bus; it subscribes to the bus now. */
export function createAlertStreams(deps: {
  db: Kysely<Database>;
  alertBus: AlertBus;
  logger: Logger;
  heartbeatMs: number;
}): AlertStreams {
  const { db, logger } = deps;
  const byUser = new Map<string, Set<Stream>>();
  let size = 0;
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  function release(stream: Stream) {
    if (stream.closed) return;
    stream.closed = true;
    const streams = byUser.get(stream.userId);
    if (streams?.delete(stream)) {
      size -= 1;
      if (!streams.size) byUser.delete(stream.userId);
    }
    if (size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function send(stream: Stream, text: string): boolean {
    if (stream.closed) return false;
    if (stream.sink.write(text)) return true;
    release(stream);
    stream.sink.end();
    return false;
  }

  /** Asks the stream to read what it has not sent yet; one read runs at a time, a wake-up meanwhile reads again. */
  function wake(stream: Stream) {
    if (stream.closed) return;
    stream.again = true;
    if (stream.busy) return;
    stream.busy = true;
    void run(stream);
  }

  async function run(stream: Stream) {
    try {
      while (stream.again && !stream.closed) {
        stream.again = false;
        await sendNew(stream);
      }
    } catch (err) {
      logger.error('alert stream read failed', { err, userId: stream.userId });
      // The client reconnects with its Last-Event-ID and nothing is lost.
      release(stream);
      stream.sink.end();
    } finally {
      // In the same turn as the loop's last check: a wake-up can only come before (and was read) or after.
      stream.busy = false;
    }
  }

  async function sendNew(stream: Stream) {
    let rows: Awaited<ReturnType<typeof alertsAfter>>;
    do {
      rows = await alertsAfter(db, stream.userId, stream.lastId, REPLAY_BATCH);
      for (const row of rows) {
        if (!send(stream, alertEventText(row))) return;
        stream.lastId = row.id;
      }
    } while (rows.length === REPLAY_BATCH && !stream.closed);
  }

  function wakeAll() {
    for (const streams of byUser.values()) for (const stream of streams) wake(stream);
  }

  function beat() {
    for (const streams of byUser.values()) for (const stream of [...streams]) send(stream, HEARTBEAT);
  }

  /** Ends `userId`'s streams (their access ended); a reconnect then meets the refused token or ticket. */
  function closeUser(userId: string) {
    for (const stream of [...(byUser.get(userId) ?? [])]) {
      release(stream);
      stream.sink.end();
    }
  }

  function closeAll() {
    for (const streams of [...byUser.values()]) {
      for (const stream of [...streams]) {
        release(stream);
        stream.sink.end();
      }
    }
  }

  const unsubscribe = deps.alertBus.subscribe({
    alert(userId) {
      const streams = byUser.get(userId);
      if (streams) for (const stream of streams) wake(stream);
    },
    resync: wakeAll,
    closed: closeAll,
    accessEnded: closeUser,
  });

  return {
    open(userId, lastEventId, sink) {
      const stream: Stream = { userId, sink, lastId: lastEventId, busy: false, again: false, closed: false };
      let streams = byUser.get(userId);
      if (!streams) {
        streams = new Set();
        byUser.set(userId, streams);
      }
      // At the cap, the oldest stream (sets keep insertion order) ends: its client reconnects if it is still there.
      for (const oldest of [...streams].slice(
        0,
        Math.max(0, streams.size - MAX_ALERT_STREAMS_PER_USER + 1),
      )) {
        release(oldest);
        oldest.sink.end();
      }
      // Subscribed before the first read: an alert committing meanwhile wakes the stream again, so none is missed.
      streams.add(stream);
      size += 1;
      if (!heartbeat) {
        heartbeat = setInterval(beat, deps.heartbeatMs);
        heartbeat.unref();
      }
      wake(stream);
      return { close: () => release(stream) };
    },
    get size() {
      return size;
    },
    close() {
      unsubscribe();
      closeAll();
    },
  };
}
