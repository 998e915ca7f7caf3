// Runs a background job every interval (never two runs at once) until the server closes; failures are logged, and
// the next run tries again.
import type { Logger } from '../logger';

export interface PeriodicJob {
  /** What the log lines call it ("offer expiry sweep"). */
  name: string;
  intervalMs: number;
  /** One run; answers how many things it did (logged when above 0). */
  run: () => Promise<number>;
  /** The log message for a run that did something ("offers expired"), with `{ count }`. */
  didSomething: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Starts the job; it stops when `server` emits close (or when the returned function is called). The timer does not
 * keep the process alive.
 */
export function startPeriodicJob(
  job: PeriodicJob,
  server?: { once(event: 'close', listener: () => void): unknown },
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const count = await job.run();
      if (count) job.logger.info(job.didSomething, { count });
    } catch (err) {
      job.logger.warn(`${job.name} failed`, { err });
    } finally {
      running = false;
    }
  }, job.intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  server?.once('close', stop);
  return stop;
}
