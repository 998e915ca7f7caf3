// Marks open offers past their expiry expired on an interval (reads already show them expired in between).
import type { AppDeps } from '../app-env';
import { startPeriodicJob } from '../jobs/periodic-job';
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
  return startPeriodicJob(
    {
      name: 'offer expiry sweep',
      intervalMs,
      run: () => expireOffers(deps.db, new Date().toISOString()),
      didSomething: 'offers expired',
      logger: deps.logger,
    },
    server,
  );
}
