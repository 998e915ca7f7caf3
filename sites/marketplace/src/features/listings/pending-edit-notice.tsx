// On a listing, tells its owner that their changes await review (visitors see the approved version), or that a
// moderator declined them and why.
import { LISTING_EDIT_TEXTS, MODERATION_TEXTS } from '@dealloop/core';
import { Alert } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { listingEditsApi } from './listings-api';
import type { Property } from './property';

/** The notice, or nothing: for other viewers, without an open edit, or while it loads. */
export function PendingEditNotice({ property }: { property: Property }) {
  const auth = useAuth();
  const isOwner = auth.status === 'signed_in' && auth.user?.id === property.ownerId;
  const latest = useApiResource(isOwner ? `listing-edit:${property.id}:${property.updatedAt}` : null, (api) =>
    listingEditsApi(api).latest({ params: { id: property.id } }),
  );
  const edit = latest.state.status === 'ready' ? latest.state.data.edit : null;
  if (!isOwner || !edit || edit.status === 'approved') return null;
  if (edit.status === 'pending') {
    return (
      <Alert tone="info" title={LISTING_EDIT_TEXTS.awaitingReviewTitle}>
        {LISTING_EDIT_TEXTS.awaitingReview}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={LISTING_EDIT_TEXTS.declinedTitle}>
      {LISTING_EDIT_TEXTS.declined}
      {edit.reason ? (
        <>
          {' '}
          {MODERATION_TEXTS.declineReasonOnListing} <strong>{edit.reason}</strong>
        </>
      ) : null}
    </Alert>
  );
}
