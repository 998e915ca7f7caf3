// The earnest money deadline sweep: reminders to the buyer 24 and 2 hours before the deadline, and "earnest money
// late" to both parties once it has passed without the deposit received. Each notice is a row of closing_notices
// (key: contract and kind) written with its alert, so it goes out once however often or wherever the sweep runs.
import { EARNEST_REMINDER_HOURS, earnestRemindersDue } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { RaiseAlert } from '../alerts/write-with-alerts';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import type { ClosingNoticeKind } from '../db/closing-schema';
import type { Contract, Database } from '../db/schema';
import { raiseDealAlerts } from '../deals/deal-alerts';
import { startPeriodicJob } from '../jobs/periodic-job';

/** How often the sweep runs. */
export const EARNEST_SWEEP_INTERVAL_MS = 60_000;

const HOUR_MS = 3_600_000;
const REMINDER_NOTICE: Readonly<
  Record<number, { notice: ClosingNoticeKind; alert: 'earnestReminder24h' | 'earnestReminder2h' }>
> = Object.freeze({
  24: { notice: 'earnest_24h', alert: 'earnestReminder24h' },
  2: { notice: 'earnest_2h', alert: 'earnestReminder2h' },
});

/** Claims a notice for a contract; false when it was already sent. */
async function claimNotice(
  trx: Kysely<Database>,
  contractId: string,
  kind: ClosingNoticeKind,
  now: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('closing_notices')
    .values({ contract_id: contractId, kind, created_at: now })
    .onConflict((oc) => oc.columns(['contract_id', 'kind']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return inserted !== undefined;
}

const dealOf = (contract: Contract) => ({
  buyerId: contract.investor_id,
  sellerId: contract.seller_id,
  propertyId: contract.property_id,
  offerId: contract.offer_id,
  contractId: contract.id,
});

/**
 * Sends the earnest money notices due at `now` (reminders whose time has come, the nearest one only when several
 * are; the late notice once past the deadline) for deals still at earnest money due; answers how many were sent.
 */
export async function sendEarnestNotices(
  trx: Kysely<Database>,
  raise: RaiseAlert,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + Math.max(...EARNEST_REMINDER_HOURS) * HOUR_MS).toISOString();
  const contracts = await trx
    .selectFrom('contracts')
    .selectAll()
    .where('closing_stage', '=', 'earnest_money_due')
    .where('status', 'in', ['pending', 'approved'])
    .where('earnest_due_at', 'is not', null)
    .where('earnest_due_at', '<=', horizon)
    .orderBy('earnest_due_at')
    .execute();
  let sent = 0;
  for (const contract of contracts) {
    const dueAt = contract.earnest_due_at!;
    if (Date.parse(dueAt) <= now.getTime()) {
      if (await claimNotice(trx, contract.id, 'earnest_late', at)) {
        await raiseDealAlerts(trx, raise, 'earnestMoneyLate', dealOf(contract));
        sent += 1;
      }
      continue;
    }
    const due = earnestRemindersDue(dueAt, contract.earnest_window_hours ?? 72, now);
    // Claim every threshold that has come; alert only the nearest (a sweep that was down sends one reminder).
    let nearest: (typeof REMINDER_NOTICE)[number] | null = null;
    for (const hours of due) {
      const notice = REMINDER_NOTICE[hours];
      if (notice && (await claimNotice(trx, contract.id, notice.notice, at))) nearest = notice;
    }
    if (nearest) {
      await raiseDealAlerts(trx, raise, nearest.alert, dealOf(contract));
      sent += 1;
    }
  }
  return sent;
}

/** Starts the sweep; it stops when `server` emits close (or when the returned function is called). */
export function startEarnestDeadlineSweep(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'logger'>,
  server?: { once(event: 'close', listener: () => void): unknown },
  intervalMs = EARNEST_SWEEP_INTERVAL_MS,
): () => void {
  return startPeriodicJob(
    {
      name: 'earnest money deadline sweep',
      intervalMs,
      run: () => writeWithAlerts(deps, (trx, raise) => sendEarnestNotices(trx, raise, new Date())),
      didSomething: 'earnest money notices sent',
      logger: deps.logger,
    },
    server,
  );
}
