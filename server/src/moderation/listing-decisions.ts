// Moderation decisions about listings (publish, decline, hold): each listing's new status, its audit entry and
// its owner's alert in one transaction with the others of the same request, all or nothing.
import {
  bulkSelectionProblem,
  type GeneralAlertKind,
  type ListingActor,
  type ListingMove,
  MODERATION_ACTION_STATUS,
  MODERATION_TEXTS,
  type ModerationAction,
  mayReviewListing,
  moderationReasonProblem,
  nextListingState,
} from '@dealloop/core';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import type { Property } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { hasLiveContract, lifecycleStateOf } from '../listings/listing-moves';
import { writeListings } from '../listings/listing-writes';
import { announceSavedSearchMatches } from '../saved-searches/publish-matcher';
import { recordModerationAction } from './audit-log';

/** The owner's alert for each decision. */
const DECISION_ALERTS: Readonly<Record<ModerationAction, GeneralAlertKind>> = {
  publish: 'propertyPublished',
  decline: 'propertyDeclined',
  hold: 'propertyOnHold',
};

/** The listing move each decision makes. */
const DECISION_MOVES: Readonly<Record<ModerationAction, ListingMove>> = {
  publish: 'approve',
  decline: 'decline',
  hold: 'hold',
};

/** One request's decision about one or more listings. */
export interface ListingDecision {
  actorId: string;
  /** Admins may decide about their own listings; moderators may not (core's mayReviewListing). */
  actorIsAdmin: boolean;
  propertyIds: readonly string[];
  action: ModerationAction;
  reason?: string | null;
}

/**
 * Applies the decision to every listing, in the order given (duplicates once). A decline without a reason is a
 * 400, an unknown or archived listing a 404, a moderator's own listing a 403 and a move the listing state machine
 * refuses (holding a listing under contract) a 409, all before anything changes.
 * Every listing gets an audit entry; its owner is alerted when its status changes (with the reason), and a newly published listing is announced to
 * matching saved searches. Answers the listings as they are now.
 */
export async function decideListings(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'search'>,
  decision: ListingDecision,
): Promise<Property[]> {
  const problem =
    bulkSelectionProblem(decision.propertyIds) ?? moderationReasonProblem(decision.action, decision.reason);
  if (problem) throw badRequest(problem);
  const ids = [...new Set(decision.propertyIds)];
  const reason = decision.reason?.trim() || null;
  const status = MODERATION_ACTION_STATUS[decision.action];
  return writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const found = await trx
        .selectFrom('properties')
        .selectAll()
        .where('id', 'in', ids)
        .where('archived_at', 'is', null)
        .execute();
      const byId = new Map(found.map((property) => [property.id, property]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw notFound(`These listings do not exist: ${missing.join(', ')}.`);
      const reviewer = { userId: decision.actorId, isAdmin: decision.actorIsAdmin };
      if (found.some((property) => !mayReviewListing(reviewer, property.user_id)))
        throw forbidden(MODERATION_TEXTS.ownListingRefused, 'own_listing');
      // The machine answers each listing first (a refusal is a 409 before anything changes); the same decision
      // again changes nothing but is still recorded.
      const actor: ListingActor = decision.actorIsAdmin ? 'admin' : 'moderator';
      const move = DECISION_MOVES[decision.action];
      for (const property of found) {
        if (property.listing_status === status) continue;
        const live = await hasLiveContract(trx, property.id);
        const answer = nextListingState(lifecycleStateOf(property, live), move, actor);
        if (!answer.ok) throw conflict(answer.message, answer.code);
      }
      const changed: Property[] = [];
      for (const id of ids) {
        const property = byId.get(id)!;
        const now = property.listing_status === status ? property : await listings.move(trx, id, move, actor);
        await recordModerationAction(trx, {
          actorId: decision.actorId,
          action: decision.action,
          targetType: 'listing',
          targetId: id,
          subjectUserId: property.user_id,
          reason,
        });
        // The owner hears of a change, not of the same decision twice.
        if (property.listing_status !== status) {
          await raise({
            userId: property.user_id,
            kind: DECISION_ALERTS[decision.action],
            propertyId: id,
            reason,
          });
          if (decision.action === 'publish') {
            await announceSavedSearchMatches(trx, raise, now, deps.config.publicUrl);
          }
        }
        changed.push(now);
      }
      return changed;
    }),
  );
}
