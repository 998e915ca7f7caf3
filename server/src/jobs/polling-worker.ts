// A worker that drains a queue table in rounds: every interval, or at once on `runNow` (never two rounds at once).
// A failed round is logged and the next one tries again; `stop` waits for the round in flight. The email and SMS
// outboxes run on it.
import type { Logger } from '../logger';

/** The running worker. */
export interface PollingWorker {
  /** Runs a round now (unless one is running); resolves when it ends. */
  runNow(): Promise<void>;
  /** Stops polling, waits for the round in flight, then runs `onStop`. */
  stop(): Promise<void>;
}

export interface PollingWorkerOptions {
  /** One round: deliver what is due. */
  round: () => Promise<unknown>;
  intervalMs: number;
  logger: Pick<Logger, 'warn'>;
  /** The log message of a failed round ("mail worker round failed"). */
  failure: string;
  /** Runs once the last round has ended (closing a transport). */
  onStop?: () => Promise<void>;
}

/** Starts polling; the timer does not keep the process alive. */
export function startPollingWorker(options: PollingWorkerOptions): PollingWorker {
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    inFlight ??= options
      .round()
      .then(() => undefined)
      .catch((err) => options.logger.warn(options.failure, { err }))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
      await options.onStop?.();
    },
  };
}
