// Verification requests change here: a buyer submits a proof of funds upload; a reviewer approves (amount, source,
// expiry) or rejects (reason). Each decision, its audit entry and the buyer's alert are one transaction.
import {
  defaultFundsExpiry,
  FUNDS_SOURCE_LABELS,
  type FundsDecision,
  type FundsSource,
  formatPrice,
  fundsDecisionProblem,
  POF_TEXTS,
} from '@dealloop/core';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { uuidv7 } from '../db/ids';
import { isoNow } from '../db/time';
import { badRequest, conflict, notFound } from '../http/api-error';
import { recordModerationAction } from '../moderation/audit-log';
import { PROOF_OF_FUNDS_TAG } from '../offers/proof-of-funds';
import { type FundsVerificationRow, findFundsVerification } from './funds-verifications-repo';

/** Whether an error is a unique-index violation on either dialect. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Submits one of the user's proof of funds uploads for review; 400 when it is not theirs, 409 when it waits already. */
export async function submitFundsVerification(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  uploadId: string,
): Promise<FundsVerificationRow> {
  const upload = await deps.db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', uploadId)
    .where('user_id', '=', userId)
    .where('tag', '=', PROOF_OF_FUNDS_TAG)
    .executeTakeFirst();
  if (!upload) throw badRequest(POF_TEXTS.notYourUpload);
  const id = uuidv7();
  try {
    await deps.db
      .insertInto('funds_verifications')
      .values({
        id,
        user_id: userId,
        upload_id: uploadId,
        status: 'pending',
        amount: null,
        source: null,
        expires_at: null,
        reason: null,
        reviewer_id: null,
        submitted_at: isoNow(),
        decided_at: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POF_TEXTS.alreadyPending, 'already_pending');
    throw error;
  }
  return (await findFundsVerification(deps.db, id))!;
}

/**
 * A reviewer's decision on a pending request at `now`: approve with the amount, source and expiry (default 90
 * days), or reject with a reason. 400 for a bad decision, 404 for an unknown request, 409 when it was decided
 * already (two reviewers at once: one wins). Writes the audit entry and alerts the buyer in the same transaction.
 */
export async function decideFundsVerification(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>,
  input: { id: string; reviewerId: string; decision: FundsDecision; now: Date },
): Promise<FundsVerificationRow> {
  const problem = fundsDecisionProblem(input.decision, input.now);
  if (problem) throw badRequest(problem);
  const request = await findFundsVerification(deps.db, input.id);
  if (!request) throw notFound('This proof of funds request does not exist.');
  const decidedAt = input.now.toISOString();
  const { decision } = input;
  await writeWithAlerts(deps, async (trx, raise) => {
    const changes =
      decision.decision === 'approve'
        ? {
            status: 'approved' as const,
            amount: decision.amount,
            source: decision.source,
            expires_at: decision.expiresAt
              ? new Date(decision.expiresAt).toISOString()
              : defaultFundsExpiry(input.now),
            reason: null,
          }
        : { status: 'rejected' as const, reason: decision.reason?.trim() ?? null };
    const updated = await trx
      .updateTable('funds_verifications')
      .set({ ...changes, reviewer_id: input.reviewerId, decided_at: decidedAt })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(POF_TEXTS.alreadyDecided, 'already_decided');
    await recordModerationAction(trx, {
      actorId: input.reviewerId,
      action: decision.decision === 'approve' ? 'approve_funds' : 'reject_funds',
      targetType: 'funds_verification',
      targetId: request.id,
      subjectUserId: request.user_id,
      reason:
        decision.decision === 'approve'
          ? `Verified up to ${formatPrice(decision.amount)} (${FUNDS_SOURCE_LABELS[decision.source as FundsSource]}), expires ${changes.expires_at?.slice(0, 10)}`
          : changes.reason,
    });
    await raise({
      userId: request.user_id,
      kind: decision.decision === 'approve' ? 'proofOfFundsVerified' : 'proofOfFundsRejected',
      reason: decision.decision === 'approve' ? null : changes.reason,
    });
  });
  return (await findFundsVerification(deps.db, request.id))!;
}
