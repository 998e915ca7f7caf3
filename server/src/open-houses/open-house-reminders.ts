// The day-before reminder: attendees of a slot that starts within OPEN_HOUSE_LIMITS.reminderHours get one
// `openHouseReminder` alert each, on an interval like the offer expiry sweep. A reminder is marked on its RSVP in
// the alert's transaction, only if not marked yet, so runs (and processes) never remind twice.
import { OPEN_HOUSE_LIMITS } from '@dealloop/core';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { startPeriodicJob } from '../jobs/periodic-job';

/** How often the sweep runs. */
export const OPEN_HOUSE_REMINDER_INTERVAL_MS = 5 * 60_000;

/** Raises the reminders due at `now`; answers how many it raised. */
export async function sendOpenHouseReminders(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + OPEN_HOUSE_LIMITS.reminderHours * 3_600_000).toISOString();
  const due = await deps.db
    .selectFrom('open_house_rsvps')
    .innerJoin('open_houses', 'open_houses.id', 'open_house_rsvps.open_house_id')
    .select(['open_house_rsvps.open_house_id', 'open_house_rsvps.user_id', 'open_houses.property_id'])
    .where('open_house_rsvps.reminded_at', 'is', null)
    .where('open_houses.cancelled_at', 'is', null)
    .where('open_houses.starts_at', '>', at)
    .where('open_houses.starts_at', '<=', horizon)
    .orderBy('open_houses.starts_at')
    .limit(500)
    .execute();
  let raised = 0;
  for (const rsvp of due) {
    const sent = await writeWithAlerts(deps, async (trx, raise) => {
      const marked = await trx
        .updateTable('open_house_rsvps')
        .set({ reminded_at: at })
        .where('open_house_id', '=', rsvp.open_house_id)
        .where('user_id', '=', rsvp.user_id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (!Number(marked.numUpdatedRows)) return false;
      await raise({ userId: rsvp.user_id, kind: 'openHouseReminder', propertyId: rsvp.property_id });
      return true;
    });
    if (sent) raised += 1;
  }
  return raised;
}

/**
 * Starts the sweep; it stops when `server` emits close (or when the returned function is called). Errors are
 * logged, never thrown: the next run tries again.
 */
export function startOpenHouseReminderSweep(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'logger'>,
  server?: { once(event: 'close', listener: () => void): unknown },
  intervalMs = OPEN_HOUSE_REMINDER_INTERVAL_MS,
): () => void {
  return startPeriodicJob(
    {
      name: 'open house reminder sweep',
      intervalMs,
      run: () => sendOpenHouseReminders(deps),
      didSomething: 'open house reminders raised',
      logger: deps.logger,
    },
    server,
  );
}
