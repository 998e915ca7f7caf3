// The one way to change state that raises alerts: the change and its alerts in one transaction, then the bus.
import type { Kysely } from 'kysely';
import type { Alert, Database } from '../db/schema';
import type { AlertBus } from '../realtime/alert-bus';
import { queueAlertText } from '../sms/alert-texts';
import { queueAlertEmail } from './alert-email';
import { type AlertInput, recordAlert } from './alerts-repo';

/** What raising alerts needs: the database, the bus, and the public URL the alert emails link to. */
export interface AlertDeps {
  db: Kysely<Database>;
  alertBus: AlertBus;
  config: { publicUrl: string };
}

/** Records an alert in the running transaction. */
export type RaiseAlert = (input: AlertInput) => Promise<Alert>;

/**
 * Runs `work` in a transaction with a `raise` function that records alerts in it, each with its email when the
 * recipient's Notification Settings promise one (`queueAlertEmail`: queued in the outbox, sent by the worker) and
 * its text when they opted in for texts of its kind (`queueAlertText`). The
 * bus hears of them inside the transaction (Postgres NOTIFY, delivered only if it commits) and again once it has
 * committed (in-process).
 */
export async function writeWithAlerts<T>(
  deps: AlertDeps,
  work: (trx: Kysely<Database>, raise: RaiseAlert) => Promise<T>,
): Promise<T> {
  const raised: Alert[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await work(trx, async (input) => {
      const alert = await recordAlert(trx, input);
      await queueAlertEmail(trx, alert, deps.config.publicUrl);
      await queueAlertText(trx, alert, deps.config.publicUrl);
      raised.push(alert);
      return alert;
    });
    if (raised.length) await deps.alertBus.recorded(trx, raised);
    return value;
  });
  if (raised.length) deps.alertBus.committed(raised);
  return result;
}
