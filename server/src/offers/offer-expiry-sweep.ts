// Marks open offers past their expiry expired, with the offerExpired alerts of both parties: on an interval (reads
// already show them expired in between), and before a new offer or an accept looks at a listing's offers.
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import type { Database } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { startPeriodicJob } from '../jobs/periodic-job';
import { expireOffers } from './offers-repo';

/** How often the sweep runs. */
export const OFFER_SWEEP_INTERVAL_MS = 60_000;

/** Expires the open offers past their expiry (all, or one listing's) and alerts their parties; answers how many. */
export async function expireOffersWithAlerts(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  now: string,
  propertyId?: string,
): Promise<number> {
  const expired = await expireOffers(trx, now, propertyId);
  for (const offer of expired) {
    await raiseDealAlerts(trx, raise, 'offerExpired', {
      buyerId: offer.buyer_id,
      sellerId: offer.seller_id,
      propertyId: offer.property_id,
      offerId: offer.id,
    });
  }
  return expired.length;
}

/**
 * Starts the sweep; it stops when `server` emits close (or when the returned function is called). Errors are
 * logged, never thrown: the next run tries again.
 */
export function startOfferExpirySweep(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'logger'>,
  server?: { once(event: 'close', listener: () => void): unknown },
  intervalMs = OFFER_SWEEP_INTERVAL_MS,
): () => void {
  return startPeriodicJob(
    {
      name: 'offer expiry sweep',
      intervalMs,
      run: () =>
        writeWithAlerts(deps, (trx, raise) => expireOffersWithAlerts(trx, raise, new Date().toISOString())),
      didSomething: 'offers expired',
      logger: deps.logger,
    },
    server,
  );
}
