// Sends queued texts: claims due rows (safely across processes), hands them to the sender, retries 5xx/429/network
// errors with exponential backoff (never other 4xx), and never sends a text twice: a row left claimed by a sender
// that stopped mid-batch is settled by asking the provider whether it accepted that text before sending again.
import { isQuietHours, SMS_LIMITS, smsRetryDelayMs, smsSendTime, smsTimeZone } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import type { SmsOutboxRow } from '../db/sms-schema';
import { type PollingWorker, startPollingWorker } from '../jobs/polling-worker';
import type { Logger } from '../logger';
import { SMS_UNTIMED_KINDS } from './sms-outbox';
import { isSuppressed, settingsAllow } from './sms-recipients';
import { SmsSendError, type SmsSender } from './sms-sender';

/** How long a claimed row belongs to the process that claimed it. */
export const SMS_CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;

/** What the worker needs. */
export interface SmsWorkerDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  logger: Logger;
  sender: SmsSender;
  /** For the delivery status callback URL. */
  publicUrl: string;
}

/** What one round did. */
export interface SmsDeliveryReport {
  sent: number;
  settled: number;
  retrying: number;
  failed: number;
  deferred: number;
  canceled: number;
}

/** The status callback URL the provider posts delivery states to. */
export const smsStatusCallbackUrl = (publicUrl: string) => `${publicUrl}/api/v1/sms/status`;

/**
 * Settles rows whose claim ran out, then claims and sends due rows one batch at a time, oldest due first.
 * An error that is not the sender's (a crash) ends the round: its claimed rows wait for their lease to run out.
 */
export async function deliverDueTexts(
  deps: SmsWorkerDeps,
  now: Date = new Date(),
): Promise<SmsDeliveryReport> {
  const report: SmsDeliveryReport = { sent: 0, settled: 0, retrying: 0, failed: 0, deferred: 0, canceled: 0 };
  await settleAbandoned(deps, now, report);
  for (;;) {
    const claimed = await claimDue(deps, now);
    for (const row of claimed) report[await deliverOne(deps, row, now)] += 1;
    if (claimed.length < BATCH_SIZE) return report;
  }
}

async function claimDue(deps: SmsWorkerDeps, now: Date): Promise<SmsOutboxRow[]> {
  const { db, dialect } = deps;
  let due = db
    .selectFrom('sms_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('send_after', '<=', now.toISOString())
    .orderBy('send_after')
    .orderBy('id')
    .limit(BATCH_SIZE);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('sms_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      claimed_at: now.toISOString(),
      send_after: new Date(now.getTime() + SMS_CLAIM_LEASE_MS).toISOString(),
    }))
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .returningAll()
    .execute();
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Rows still `sending` after their lease: the provider may have accepted them. Ask before sending again. */
async function settleAbandoned(deps: SmsWorkerDeps, now: Date, report: SmsDeliveryReport): Promise<void> {
  const { db } = deps;
  const stale = await db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('status', '=', 'sending')
    .where('send_after', '<=', now.toISOString())
    .execute();
  for (const row of stale) {
    // Take it over (one process wins); a sender that comes back finds the row no longer `sending` under its claim.
    const taken = await db
      .updateTable('sms_outbox')
      .set({ send_after: new Date(now.getTime() + SMS_CLAIM_LEASE_MS).toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('send_after', '=', row.send_after)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    const since = new Date(row.claimed_at ?? row.created_at);
    let found: Awaited<ReturnType<SmsSender['findAccepted']>>;
    try {
      found = await deps.sender.findAccepted(row.to_phone, row.body, since);
    } catch (err) {
      deps.logger.warn('could not settle an abandoned text; will ask again', { smsId: row.id, err });
      await db
        .updateTable('sms_outbox')
        .set({ send_after: new Date(now.getTime() + smsRetryDelayMs(1)).toISOString() })
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    if (found) {
      await markAccepted(deps, row, found, now);
      report.settled += 1;
    } else {
      await db
        .updateTable('sms_outbox')
        .set({ status: 'pending', send_after: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'sending')
        .execute();
    }
  }
}

async function markAccepted(
  deps: SmsWorkerDeps,
  row: SmsOutboxRow,
  accepted: { providerId: string; status: 'queued' | 'sent' | 'delivered' },
  now: Date,
): Promise<void> {
  await deps.db
    .updateTable('sms_outbox')
    .set({
      status: accepted.status,
      provider_id: accepted.providerId || null,
      transport: deps.sender.name,
      sent_at: now.toISOString(),
      status_at: now.toISOString(),
      last_error: null,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .execute();
}

/** Whether the text may still go out: not suppressed since, and (for alert kinds) its consent still stands. */
async function stillAllowed(deps: SmsWorkerDeps, row: SmsOutboxRow): Promise<{ ok: boolean; zone: string }> {
  const settings = row.user_id
    ? await deps.db
        .selectFrom('sms_settings')
        .selectAll()
        .where('user_id', '=', row.user_id)
        .executeTakeFirst()
    : undefined;
  const zone = smsTimeZone(settings?.time_zone, row.to_phone);
  if (row.kind === 'reply' || row.kind === 'verification') return { ok: true, zone };
  if (await isSuppressed(deps.db, row.to_phone)) return { ok: false, zone };
  if (row.kind === 'digest') return { ok: true, zone };
  const ok = settings !== undefined && settings.phone === row.to_phone && settingsAllow(settings, row.kind);
  return { ok, zone };
}

async function deliverOne(
  deps: SmsWorkerDeps,
  row: SmsOutboxRow,
  now: Date,
): Promise<keyof SmsDeliveryReport> {
  const { db, logger, sender } = deps;
  const { ok, zone } = await stillAllowed(deps, row);
  if (!ok) {
    await db
      .updateTable('sms_outbox')
      .set({
        status: 'canceled',
        status_at: now.toISOString(),
        last_error: 'consent withdrawn or number suppressed',
      })
      .where('id', '=', row.id)
      .execute();
    return 'canceled';
  }
  if (!SMS_UNTIMED_KINDS.includes(row.kind) && isQuietHours(now, zone)) {
    // A retry that came due in quiet hours waits for 8 am, like any other text (the try is not counted).
    await db
      .updateTable('sms_outbox')
      .set((eb) => ({
        status: 'pending',
        attempts: eb('attempts', '-', 1),
        send_after: smsSendTime(now, zone).toISOString(),
      }))
      .where('id', '=', row.id)
      .execute();
    return 'deferred';
  }
  // A text tried before may have reached the provider (a timeout after it accepted): ask before sending again.
  if (row.attempts > 1) {
    const found = await sender
      .findAccepted(row.to_phone, row.body, new Date(row.created_at))
      .catch(() => null);
    if (found) {
      await markAccepted(deps, row, found, now);
      return 'settled';
    }
  }
  let accepted: Awaited<ReturnType<SmsSender['send']>>;
  try {
    accepted = await sender.send({
      to: row.to_phone,
      body: row.body,
      statusCallback: sender.name === 'outbox' ? null : smsStatusCallbackUrl(deps.publicUrl),
    });
  } catch (err) {
    if (!(err instanceof SmsSendError)) throw err;
    const failed = !err.retryable || row.attempts >= SMS_LIMITS.maxAttempts;
    await db
      .updateTable('sms_outbox')
      .set({
        status: failed ? 'failed' : 'pending',
        last_error: err.message.slice(0, 1000),
        status_at: now.toISOString(),
        send_after: new Date(now.getTime() + (failed ? 0 : smsRetryDelayMs(row.attempts))).toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .execute();
    logger.warn(failed ? 'text failed for good' : 'text failed, will retry', {
      smsId: row.id,
      kind: row.kind,
      attempts: row.attempts,
      error: err.message,
    });
    return failed ? 'failed' : 'retrying';
  }
  await markAccepted(deps, row, accepted, now);
  logger.info('text sent', { smsId: row.id, kind: row.kind, transport: sender.name });
  return 'sent';
}

/** The running worker. */
export type SmsWorker = PollingWorker;

/** Starts polling the SMS outbox every `intervalMs`; errors are logged and the next round tries again. */
export function startSmsWorker(deps: SmsWorkerDeps, intervalMs: number): SmsWorker {
  return startPollingWorker({
    round: () => deliverDueTexts(deps),
    intervalMs,
    logger: deps.logger,
    failure: 'sms worker round failed',
  });
}
