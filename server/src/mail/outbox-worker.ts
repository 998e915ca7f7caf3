// Sends queued email: claims due outbox rows (safely across processes), sends them, retries failures with backoff.
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { type PollingWorker, startPollingWorker } from '../jobs/polling-worker';
import type { Logger } from '../logger';
import { composeEmail } from './compose-email';
import { forgetEmailSecret } from './email-secret';
import type { MailTransport } from './transport';

/** Attempts before an email is marked failed. */
export const MAX_EMAIL_ATTEMPTS = 6;
/** How long a claimed row belongs to the process that claimed it; a crashed sender's rows come back after it. */
export const EMAIL_CLAIM_LEASE_MS = 10 * 60_000;
/** Rows claimed per round. */
const BATCH_SIZE = 20;

/** Wait before the next attempt after `attempts` failed ones: 1 min, 5, 25, 125, 625 (x5 each time). */
export function emailRetryDelayMs(attempts: number): number {
  return 60_000 * 5 ** Math.max(0, attempts - 1);
}

/** What the worker needs. */
export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  logger: Logger;
  transport: MailTransport;
  /** For the unsubscribe links. */
  publicUrl: string;
  /** The From address. */
  mailFrom: string;
  /** MAIL_POSTAL_ADDRESS, shown in every marketing email's footer. */
  postalAddress: string | null;
}

/** What one round did. */
export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Claims the rows due at `now` (queued, or claimed by a sender whose lease ran out) one batch at a time, sends
 * each, and records the outcome. On Postgres the claim skips rows another process holds (`for update skip
 * locked`), so several processes share the outbox without sending an email twice.
 */
export async function deliverDueEmails(
  deps: OutboxWorkerDeps,
  now: Date = new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueEmails(deps, now);
    for (const row of claimed) {
      const outcome = await deliverOne(deps, row, now);
      report[outcome] += 1;
    }
    if (claimed.length < BATCH_SIZE) return report;
  }
}

async function claimDueEmails(deps: OutboxWorkerDeps, now: Date) {
  const { db, dialect } = deps;
  const nowIso = now.toISOString();
  let due = db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', 'in', ['queued', 'sending'])
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('next_attempt_at')
    .limit(BATCH_SIZE);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('email_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS).toISOString(),
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

async function deliverOne(
  deps: OutboxWorkerDeps,
  row: Awaited<ReturnType<typeof claimDueEmails>>[number],
  now: Date,
): Promise<keyof DeliveryReport> {
  const { db, logger, transport } = deps;
  try {
    await transport.send(
      composeEmail(row, {
        publicUrl: deps.publicUrl,
        from: deps.mailFrom,
        postalAddress: deps.postalAddress,
      }),
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const failed = row.attempts >= MAX_EMAIL_ATTEMPTS;
    await db
      .updateTable('email_outbox')
      .set({
        status: failed ? 'failed' : 'queued',
        last_error: message.slice(0, 1000),
        next_attempt_at: new Date(
          now.getTime() + (failed ? 0 : emailRetryDelayMs(row.attempts)),
        ).toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .execute();
    if (failed) await forgetEmailSecret(db, row);
    logger.warn(failed ? 'email failed for good' : 'email failed, will retry', {
      emailId: row.id,
      kind: row.kind,
      attempts: row.attempts,
      error: message,
    });
    return failed ? 'failed' : 'retrying';
  }
  await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), transport: transport.name, last_error: null })
    .where('id', '=', row.id)
    .execute();
  // SMTP has it now: the outbox keeps no copy of a reset link's token or a ticket key.
  if (!transport.isLocalMailbox) await forgetEmailSecret(db, row);
  logger.info('email sent', { emailId: row.id, kind: row.kind, transport: transport.name });
  return 'sent';
}

/** The running worker: `stop` also closes the transport. */
export type OutboxWorker = PollingWorker;

/** Starts polling the outbox every `intervalMs`; errors are logged and the next round tries again. */
export function startOutboxWorker(deps: OutboxWorkerDeps, intervalMs: number): OutboxWorker {
  return startPollingWorker({
    round: () => deliverDueEmails(deps),
    intervalMs,
    logger: deps.logger,
    failure: 'mail worker round failed',
    onStop: () => deps.transport.close(),
  });
}
