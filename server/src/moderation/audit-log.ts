// The moderation audit log: one row per decision (who did what to which listing, profile or application, why),
// written in the transaction of the change, and read newest first with the names a moderator needs.
import type { ModerationAuditAction } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, ModerationActionsTable } from '../db/schema';
import { isoNow } from '../db/time';

type Db = Kysely<Database>;

/** What one audit entry records. */
export interface AuditInput {
  actorId: string;
  action: ModerationAuditAction;
  targetType: ModerationActionsTable['target_type'];
  targetId: string;
  subjectUserId: string | null;
  reason?: string | null;
}

/** Writes one audit entry; call it inside the transaction of the change it records. */
export async function recordModerationAction(trx: Db, input: AuditInput): Promise<void> {
  await trx
    .insertInto('moderation_actions')
    .values({
      id: uuidv7(),
      actor_id: input.actorId,
      action: input.action,
      target_type: input.targetType,
      target_id: input.targetId,
      subject_user_id: input.subjectUserId,
      reason: input.reason?.trim() || null,
      created_at: isoNow(),
    })
    .execute();
}

/** One audit entry as the API answers it. */
export interface AuditEntryView {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The listing's title, the profile's or applicant's name; null when it is gone. */
  targetLabel: string | null;
  actor: { id: string; name: string | null; email: string };
  subjectUserId: string | null;
  reason: string | null;
  createdAt: string;
}

/** A page of the audit log, newest first; `targetId` narrows it to one listing, profile or application. */
export async function listAuditEntries(
  db: Db,
  page: { limit: number; offset: number; targetId?: string },
): Promise<{ items: AuditEntryView[]; total: number }> {
  let base = db.selectFrom('moderation_actions as a');
  if (page.targetId) base = base.where('a.target_id', '=', page.targetId);
  const rows = await base
    .innerJoin('users as actor', 'actor.id', 'a.actor_id')
    .leftJoin('profiles as actor_profile', 'actor_profile.user_id', 'a.actor_id')
    .leftJoin('properties as p', (join) =>
      join.onRef('p.id', '=', 'a.target_id').on('a.target_type', '=', 'listing'),
    )
    .leftJoin('profiles as subject', 'subject.user_id', 'a.subject_user_id')
    .select([
      'a.id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.subject_user_id',
      'a.reason',
      'a.created_at',
      'actor.id as actor_id',
      'actor.email as actor_email',
      'actor_profile.full_name as actor_name',
      'p.title as listing_title',
      'subject.full_name as subject_name',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    total: Number(count.count),
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetLabel: row.target_type === 'listing' ? row.listing_title : row.subject_name,
      actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
      subjectUserId: row.subject_user_id,
      reason: row.reason,
      createdAt: row.created_at,
    })),
  };
}

/** The audit actions that set a listing's status (a dismissed report does not). */
const LISTING_DECISIONS: readonly ModerationAuditAction[] = ['publish', 'decline', 'hold', 'hide_listing'];

/** The newest moderation decision about a listing (publish, decline, hold or hide), or undefined. */
export function latestListingDecision(db: Db, propertyId: string) {
  return db
    .selectFrom('moderation_actions')
    .select(['action', 'reason', 'created_at'])
    .where('target_type', '=', 'listing')
    .where('action', 'in', [...LISTING_DECISIONS])
    .where('target_id', '=', propertyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
