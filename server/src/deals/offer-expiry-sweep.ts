// Marks open offers past their expiry expired on an interval (reads already show them expired in between).
import type { AppDeps } from '../app-env';
import { expireOffers } from './offers-repo';

/** How often the sweep runs. */
export const OFFER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Starts the sweep; it stops when `server` emits close (or when the returned function is called). Errors are
 * logged, never thrown: the next run tries again.
 */
export function startOfferExpirySweep(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  server?: { once(event: 'close', listener: () => void): unknown },
  intervalMs = OFFER_SWEEP_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireOffers(deps.db, new Date().toISOString());
      if (expired) deps.logger.info('offers expired', { expired });
    } catch (err) {
      deps.logger.warn('offer expiry sweep failed', { err });
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  server?.once('close', stop);
  return stop;
}
