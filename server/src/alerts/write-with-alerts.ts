// The one way to change state that raises alerts: the change and its alerts in one transaction, then the bus.
import type { Kysely } from 'kysely';
import type { Alert, Database } from '../db/schema';
import type { AlertBus } from '../realtime/alert-bus';
import { queueAlertText } from '../sms/alert-texts';
import { queueAlertEmail } from './alert-email';
import { type AlertInput, type PendingAlert, pendingAlert, recordAlerts } from './alerts-repo';

/** What raising alerts needs: the database, the bus, and the public URL the alert emails link to. */
export interface AlertDeps {
  db: Kysely<Database>;
  alertBus: AlertBus;
  config: { publicUrl: string };
}

/** Raises an alert in the running transaction; it is written when the change's work is done. */
export type RaiseAlert = (input: AlertInput) => Promise<void>;

/**
 * Runs `work` in a transaction with a `raise` function, then writes the alerts it raised (`recordAlerts`: in the
 * order raised, each user's in id order), each with its email when the recipient's Notification Settings promise
 * one (`queueAlertEmail`: queued in the outbox, sent by the worker) and its text when they opted in for texts of
 * its kind (`queueAlertText`). The bus hears of them inside the transaction and again once it has committed
 * (in-process delivery; Postgres NOTIFY, sent only then). Answers what `work` answered and the alerts written.
 */
export async function writeAndRaise<T>(
  deps: AlertDeps,
  work: (trx: Kysely<Database>, raise: RaiseAlert) => Promise<T>,
): Promise<{ value: T; alerts: Alert[] }> {
  let raised: Alert[] = [];
  const value = await deps.db.transaction().execute(async (trx) => {
    const pending: PendingAlert[] = [];
    const result = await work(trx, async (input) => {
      pending.push(pendingAlert(input));
    });
    raised = await recordAlerts(trx, pending);
    for (const alert of raised) {
      await queueAlertEmail(trx, alert, deps.config.publicUrl);
      await queueAlertText(trx, alert, deps.config.publicUrl);
    }
    if (raised.length) await deps.alertBus.recorded(trx, raised);
    return result;
  });
  if (raised.length) deps.alertBus.committed(raised);
  return { value, alerts: raised };
}

/** {@link writeAndRaise}, answering what `work` answered. */
export async function writeWithAlerts<T>(
  deps: AlertDeps,
  work: (trx: Kysely<Database>, raise: RaiseAlert) => Promise<T>,
): Promise<T> {
  return (await writeAndRaise(deps, work)).value;
}
