// Moderators' decisions about a pending edit of a published listing: approve writes it to the listing (through the
// listing write path that keeps the search index current) and a price cut alerts matching saved searches; decline
// keeps the approved version. The edit's status, the audit entry and the owner's alert commit together.
import {
  isPriceCut,
  LISTING_EDIT_ACTION_STATUS,
  LISTING_EDIT_TEXTS,
  type ListingEditAction,
  MODERATION_TEXTS,
  mayReviewListing,
  moderationReasonProblem,
} from '@dealloop/core';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import type { ListingEdit, Property } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { closeEdit, editUpdate, findEditById } from '../listings/listing-edits-repo';
import { writeListings } from '../listings/listing-writes';
import { findPropertyById } from '../listings/properties-repo';
import { announceSavedSearchMatches } from '../saved-searches/publish-matcher';
import { recordModerationAction } from './audit-log';

/** One moderator's decision about one pending edit. */
export interface ListingEditDecision {
  actorId: string;
  actorIsAdmin: boolean;
  editId: string;
  action: ListingEditAction;
  reason?: string | null;
}

/**
 * Decides a pending edit. An unknown edit or one of an archived listing is a 404, one already decided a 409, an
 * edit of a moderator's own listing a 403 and a decline without a reason a 400, all before anything changes.
 * Answers the decided edit and the listing as it is now.
 */
export async function decideListingEdit(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config' | 'search'>,
  decision: ListingEditDecision,
): Promise<{ edit: ListingEdit; property: Property }> {
  const problem = moderationReasonProblem(
    decision.action === 'decline' ? 'decline' : 'publish',
    decision.reason,
  );
  if (problem) throw badRequest(problem);
  const reason = decision.reason?.trim() || null;
  return writeListings(deps, (listings) =>
    writeWithAlerts(deps, async (trx, raise) => {
      const edit = await findEditById(trx, decision.editId);
      const property = edit && (await findPropertyById(trx, edit.property_id));
      if (!edit || !property || property.archived_at) throw notFound(LISTING_EDIT_TEXTS.editNotFound);
      if (edit.status !== 'pending') throw conflict(LISTING_EDIT_TEXTS.editNotFound, 'edit_decided');
      if (!mayReviewListing({ userId: decision.actorId, isAdmin: decision.actorIsAdmin }, property.user_id)) {
        throw forbidden(MODERATION_TEXTS.ownListingRefused, 'own_listing');
      }
      const status = LISTING_EDIT_ACTION_STATUS[decision.action];
      // Two moderators deciding at once: the one whose update finds the edit still pending wins.
      if (!(await closeEdit(trx, edit.id, { status, decidedBy: decision.actorId, reason }))) {
        throw conflict(LISTING_EDIT_TEXTS.editNotFound, 'edit_decided');
      }
      await recordModerationAction(trx, {
        actorId: decision.actorId,
        action: decision.action === 'approve' ? 'approve_edit' : 'decline_edit',
        targetType: 'listing',
        targetId: property.id,
        subjectUserId: property.user_id,
        reason,
      });
      let now = property;
      if (decision.action === 'approve') {
        now = await listings.update(trx, property.id, editUpdate(edit.changes));
        await raise({ userId: property.user_id, kind: 'listingEditApproved', propertyId: property.id });
        if (now.listing_status === 'published') {
          await announceSavedSearchMatches(trx, raise, now, deps.config.publicUrl, {
            priceCut: isPriceCut(property.price, now.price),
          });
        }
      } else {
        await raise({
          userId: property.user_id,
          kind: 'listingEditDeclined',
          propertyId: property.id,
          reason,
        });
      }
      return { edit: (await findEditById(trx, edit.id))!, property: now };
    }),
  );
}
