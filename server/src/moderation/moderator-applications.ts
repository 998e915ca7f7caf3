// Applications to become a moderator: one pending application per user (not for those who already moderate);
// admins approve (grants the moderator role) or decline (with a reason), each with the applicant's alert and an
// audit entry in the same transaction.
import { moderationReasonProblem, moderatorApplicationProblems, type Role } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { uuidv7 } from '../db/ids';
import type { Database, ModeratorApplication } from '../db/schema';
import { isoNow } from '../db/time';
import { badRequest, conflict, notFound } from '../http/api-error';
import { grantRole } from '../users/users-repo';
import { recordModerationAction } from './audit-log';

type Db = Kysely<Database>;

/** Whether an error is a unique-index violation on either dialect. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** An application as the API answers it. */
export interface ApplicationView {
  id: string;
  userId: string;
  why: string;
  experience: string;
  markets: string[];
  status: ModeratorApplication['status'];
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** The API view of a row. */
export const applicationView = (row: ModeratorApplication): ApplicationView => ({
  id: row.id,
  userId: row.user_id,
  why: row.why,
  experience: row.experience,
  markets: row.market_states,
  status: row.status,
  decisionReason: row.decision_reason,
  decidedAt: row.decided_at,
  createdAt: row.created_at,
});

/** The user's newest application, or undefined. */
export function latestApplicationOf(db: Db, userId: string): Promise<ModeratorApplication | undefined> {
  return db
    .selectFrom('moderator_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Files an application: 400 with the first problem, 409 for a moderator or while one is pending. */
export async function applyToModerate(
  db: Db,
  applicant: { id: string; roles: readonly Role[] },
  input: { why: string; experience: string; markets: string[] },
): Promise<ModeratorApplication> {
  const problems = moderatorApplicationProblems(input);
  const first = problems.why ?? problems.experience ?? problems.markets;
  if (first) throw badRequest(first);
  if (applicant.roles.includes('moderator'))
    throw conflict('You are already a moderator.', 'already_moderator');
  const row: ModeratorApplication = {
    id: uuidv7(),
    user_id: applicant.id,
    why: input.why.trim(),
    experience: input.experience.trim(),
    market_states: [...new Set(input.markets)],
    status: 'pending',
    decision_reason: null,
    decided_by: null,
    decided_at: null,
    created_at: isoNow(),
  };
  try {
    await db
      .insertInto('moderator_applications')
      .values({ ...row, market_states: JSON.stringify(row.market_states) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('Your application is already waiting for an admin.', 'application_pending');
    }
    throw error;
  }
  return row;
}

/** A pending application with the applicant's name and email, for admins. */
export interface PendingApplicationView extends ApplicationView {
  applicant: { id: string; name: string | null; email: string };
}

/** The pending applications, oldest first. */
export async function pendingApplications(db: Db): Promise<PendingApplicationView[]> {
  const rows = await db
    .selectFrom('moderator_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'a.user_id')
    .selectAll('a')
    .select(['u.email as applicant_email', 'p.full_name as applicant_name'])
    .where('a.status', '=', 'pending')
    .orderBy('a.created_at', 'asc')
    .orderBy('a.id', 'asc')
    .limit(200)
    .execute();
  return rows.map(({ applicant_email, applicant_name, ...row }) => ({
    ...applicationView(row),
    applicant: { id: row.user_id, name: applicant_name, email: applicant_email },
  }));
}

/**
 * An admin's decision: approve grants the moderator role; decline needs a reason. The application, the role,
 * the applicant's alert and the audit entry change together. 404 for an unknown one, 409 once decided.
 */
export async function decideApplication(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>,
  input: { actorId: string; applicationId: string; decision: 'approve' | 'decline'; reason?: string | null },
): Promise<ModeratorApplication> {
  const reasonProblem = moderationReasonProblem(
    input.decision === 'decline' ? 'decline' : 'publish',
    input.reason,
  );
  if (reasonProblem) throw badRequest(reasonProblem);
  const reason = input.reason?.trim() || null;
  return writeWithAlerts(deps, async (trx, raise) => {
    const application = await trx
      .selectFrom('moderator_applications')
      .selectAll()
      .where('id', '=', input.applicationId)
      .executeTakeFirst();
    if (!application) throw notFound('This application does not exist.');
    const now = isoNow();
    const decided = await trx
      .updateTable('moderator_applications')
      .set({
        status: input.decision === 'approve' ? 'approved' : 'declined',
        decision_reason: reason,
        decided_by: input.actorId,
        decided_at: now,
      })
      .where('id', '=', application.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0)
      throw conflict('This application was already decided.', 'decided');
    if (input.decision === 'approve') await grantRole(trx, application.user_id, 'moderator');
    await raise({
      userId: application.user_id,
      kind: input.decision === 'approve' ? 'moderatorApproved' : 'moderatorDeclined',
      reason,
    });
    await recordModerationAction(trx, {
      actorId: input.actorId,
      action: input.decision === 'approve' ? 'approve_application' : 'decline_application',
      targetType: 'application',
      targetId: application.id,
      subjectUserId: application.user_id,
      reason,
    });
    return (await trx
      .selectFrom('moderator_applications')
      .selectAll()
      .where('id', '=', application.id)
      .executeTakeFirst())!;
  });
}
