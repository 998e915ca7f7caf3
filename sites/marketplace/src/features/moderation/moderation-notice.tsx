// On a declined or held listing, tells its owner (and staff) the moderator's decision and reason.
import { MODERATION_TEXTS } from '@dealloop/core';
import { Alert } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import type { Property } from '../listings/property';
import { moderationApi } from './moderation-api';

const NOTICE_STATUSES: readonly string[] = ['declined', 'on_hold'];

/** The notice, or nothing: for other statuses, other viewers, or while the decision loads. */
export function ModerationNotice({ property }: { property: Property }) {
  const auth = useAuth();
  const mayRead =
    auth.status === 'signed_in' && (auth.user?.id === property.ownerId || auth.isAdmin || auth.isModerator);
  const shown = mayRead && NOTICE_STATUSES.includes(property.listingStatus);
  const latest = useApiResource(
    shown ? `listing-decision:${property.id}:${property.listingStatus}` : null,
    (api) => moderationApi(api).latestDecision({ params: { id: property.id } }),
  );
  if (!shown) return null;
  const reason = latest.state.status === 'ready' ? latest.state.data.decision?.reason : null;
  const declined = property.listingStatus === 'declined';
  return (
    <Alert
      tone={declined ? 'error' : 'info'}
      title={declined ? MODERATION_TEXTS.declinedTitle : MODERATION_TEXTS.onHoldTitle}
    >
      {declined ? MODERATION_TEXTS.declinedNotice : MODERATION_TEXTS.onHoldNotice}
      {reason ? (
        <>
          {' '}
          {declined ? MODERATION_TEXTS.declineReasonOnListing : MODERATION_TEXTS.holdReasonOnListing}{' '}
          <strong>{reason}</strong>
        </>
      ) : null}
    </Alert>
  );
}
