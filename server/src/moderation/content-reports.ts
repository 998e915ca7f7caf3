// Users' reports of listings and public profiles: one open report per reporter and target; moderators see the
// open reports grouped by target and resolve them together (dismiss, or hide the listing / unpublish the profile).
import {
  nextListingState,
  type ReportReason,
  type ReportResolution,
  type ReportTarget,
  type Role,
  resolutionNoteProblem,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { badRequest, conflict, notFound } from '../http/api-error';
import { hasLiveContract, lifecycleStateOf, staffActorOf } from '../listings/listing-moves';
import { writeListings } from '../listings/listing-writes';
import { findPropertyById } from '../listings/properties-repo';
import { findVisibleProperty } from '../listings/visible-property';
import { findPublishedProfile } from '../profiles/profiles-repo';
import { recordModerationAction } from './audit-log';

type Db = Kysely<Database>;

/** Most open reports the content review loads at once (grouped afterwards). */
const OPEN_REPORTS_LIMIT = 500;

/** Whether an error is a unique-index violation on either dialect. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** A new report. */
export interface ReportInput {
  targetType: ReportTarget;
  targetId: string;
  reason: ReportReason;
  details?: string | null;
}

/** The user who owns a reported target, or a 404 when the reporter cannot see it. */
async function ownerOfTarget(db: Db, reporterId: string, roles: readonly Role[], input: ReportInput) {
  if (input.targetType === 'listing') {
    const property = await findVisibleProperty(db, { userId: reporterId, roles }, input.targetId);
    if (!property || property.archived_at) throw notFound('This listing does not exist.');
    return { ownerId: property.user_id, targetId: property.id };
  }
  const profile = await findPublishedProfile(db, { userId: input.targetId });
  if (!profile) throw notFound('This profile does not exist or is not public.');
  return { ownerId: profile.user_id, targetId: profile.user_id };
}

/** Files a report; 400 for one's own listing or profile, 409 while the reporter's earlier report is open. */
export async function createReport(
  db: Db,
  reporter: { id: string; roles: readonly Role[] },
  input: ReportInput,
): Promise<{ id: string }> {
  const { ownerId, targetId } = await ownerOfTarget(db, reporter.id, reporter.roles, input);
  if (ownerId === reporter.id) throw badRequest(`You cannot report your own ${input.targetType}.`);
  const id = uuidv7();
  try {
    await db
      .insertInto('content_reports')
      .values({
        id,
        reporter_id: reporter.id,
        target_type: input.targetType,
        target_id: targetId,
        reason: input.reason,
        details: input.details?.trim() || null,
        status: 'open',
        resolved_by: null,
        resolution_note: null,
        resolved_at: null,
        created_at: isoNow(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('You already reported this. Our moderators will review it.', 'report_open');
    }
    throw error;
  }
  return { id };
}

/** One open report as moderators read it. */
export interface OpenReportView {
  id: string;
  reason: string;
  details: string | null;
  reporter: { id: string; name: string | null; email: string };
  createdAt: string;
}

/** The open reports of one target. */
export interface ReportGroupView {
  targetType: ReportTarget;
  targetId: string;
  /** The listing's title or the profile's name; null when it is gone. */
  label: string | null;
  ownerId: string | null;
  /** The listing's status, or whether the profile is published. */
  targetState: string | null;
  firstReportedAt: string;
  reports: OpenReportView[];
}

/** Open reports grouped by target, the target reported longest ago first. */
export async function openReportGroups(db: Db): Promise<ReportGroupView[]> {
  const rows = await db
    .selectFrom('content_reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('profiles as reporter_profile', 'reporter_profile.user_id', 'r.reporter_id')
    .leftJoin('properties as p', (join) =>
      join.onRef('p.id', '=', 'r.target_id').on('r.target_type', '=', 'listing'),
    )
    .leftJoin('profiles as target_profile', (join) =>
      join.onRef('target_profile.user_id', '=', 'r.target_id').on('r.target_type', '=', 'profile'),
    )
    .select([
      'r.id',
      'r.target_type',
      'r.target_id',
      'r.reason',
      'r.details',
      'r.created_at',
      'reporter.id as reporter_id',
      'reporter.email as reporter_email',
      'reporter_profile.full_name as reporter_name',
      'p.title as listing_title',
      'p.user_id as listing_owner',
      'p.listing_status as listing_status',
      'target_profile.full_name as profile_name',
      'target_profile.profile_published as profile_published',
    ])
    .where('r.status', '=', 'open')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(OPEN_REPORTS_LIMIT)
    .execute();
  const groups = new Map<string, ReportGroupView>();
  for (const row of rows) {
    const key = `${row.target_type}:${row.target_id}`;
    let group = groups.get(key);
    if (!group) {
      const listing = row.target_type === 'listing';
      group = {
        targetType: row.target_type,
        targetId: row.target_id,
        label: listing ? row.listing_title : row.profile_name,
        ownerId: listing ? row.listing_owner : row.target_id,
        targetState: listing
          ? row.listing_status
          : row.profile_published === null
            ? null
            : row.profile_published
              ? 'published'
              : 'unpublished',
        firstReportedAt: row.created_at,
        reports: [],
      };
      groups.set(key, group);
    }
    group.reports.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email },
      createdAt: row.created_at,
    });
  }
  return [...groups.values()];
}

/** A moderator's resolution of every open report of one target. */
export interface ReportResolutionInput {
  actorId: string;
  actorIsAdmin: boolean;
  targetType: ReportTarget;
  targetId: string;
  resolution: ReportResolution;
  note: string;
}

/**
 * Resolves the target's open reports in one transaction with the audit entry and, when acting, the change
 * (listing declined and hidden, or profile unpublished) and its owner's alert with the note. 404 when the target
 * has no open report, 400 without a note.
 */
export async function resolveReports(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'search'>,
  input: ReportResolutionInput,
): Promise<{ resolved: number }> {
  const problem = resolutionNoteProblem(input.note);
  if (problem) throw badRequest(problem);
  const note = input.note.trim();
  const now = isoNow();
  return writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const resolved = await trx
        .updateTable('content_reports')
        .set({
          status: input.resolution === 'act' ? 'actioned' : 'dismissed',
          resolved_by: input.actorId,
          resolution_note: note,
          resolved_at: now,
        })
        .where('target_type', '=', input.targetType)
        .where('target_id', '=', input.targetId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      const count = Number(resolved.numUpdatedRows);
      if (count === 0) throw notFound('There is no open report about this.');
      let ownerId: string | null = null;
      if (input.targetType === 'listing') {
        const property = await trx
          .selectFrom('properties')
          .select(['user_id', 'listing_status'])
          .where('id', '=', input.targetId)
          .executeTakeFirst();
        ownerId = property?.user_id ?? null;
        if (input.resolution === 'act' && property) {
          // Hidden reads as declined; a listing already declined (or archived) stays as it is.
          const staffActor = staffActorOf(input.actorIsAdmin ? ['admin'] : ['moderator']);
          const current = (await findPropertyById(trx, input.targetId))!;
          const state = lifecycleStateOf(current, await hasLiveContract(trx, input.targetId));
          if (nextListingState(state, 'hide', staffActor).ok) {
            await listings.move(trx, input.targetId, 'hide', staffActor);
          }
          await raise({
            userId: property.user_id,
            kind: 'propertyHidden',
            propertyId: input.targetId,
            reason: note,
          });
        }
      } else {
        ownerId = input.targetId;
        if (input.resolution === 'act') {
          await trx
            .updateTable('profiles')
            .set({ profile_published: false, updated_at: now })
            .where('user_id', '=', input.targetId)
            .execute();
          await raise({ userId: input.targetId, kind: 'profileUnpublished', reason: note });
        }
      }
      await recordModerationAction(trx, {
        actorId: input.actorId,
        action:
          input.resolution === 'dismiss'
            ? 'dismiss_reports'
            : input.targetType === 'listing'
              ? 'hide_listing'
              : 'unpublish_profile',
        targetType: input.targetType,
        targetId: input.targetId,
        subjectUserId: ownerId,
        reason: note,
      });
      return { resolved: count };
    }),
  );
}
