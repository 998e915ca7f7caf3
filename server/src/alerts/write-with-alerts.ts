// The one way to change state that raises alerts: the change and its alerts in one transaction, then the bus.
import type { Kysely } from 'kysely';
import type { Alert, Database } from '../db/schema';
import type { AlertBus } from '../realtime/alert-bus';
import { type AlertInput, recordAlert } from './alerts-repo';

/** Records an alert in the running transaction. */
export type RaiseAlert = (input: AlertInput) => Promise<Alert>;

/**
 * Runs `work` in a transaction with a `raise` function that records alerts in it. The bus hears of them inside the
 * transaction (Postgres NOTIFY, delivered only if it commits) and again once it has committed (in-process).
 */
export async function writeWithAlerts<T>(
  deps: { db: Kysely<Database>; alertBus: AlertBus },
  work: (trx: Kysely<Database>, raise: RaiseAlert) => Promise<T>,
): Promise<T> {
  const raised: Alert[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await work(trx, async (input) => {
      const alert = await recordAlert(trx, input);
      raised.push(alert);
      return alert;
    });
    if (raised.length) await deps.alertBus.recorded(trx, raised);
    return value;
  });
  if (raised.length) deps.alertBus.committed(raised);
  return result;
}
