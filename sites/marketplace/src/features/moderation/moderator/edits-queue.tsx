// The pending-edits panel of /moderator: edits of published listings waiting for review, longest waiting first,
// each with its diff (field: approved value -> edited value), Approve, and Decline with a reason for the owner.
import { ApiError } from '@dealloop/client';
import {
  EDITS_QUEUE_TEXTS,
  LISTING_EDIT_TEXTS,
  type ListingEditAction,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  mayReviewListing,
  moderationReasonProblem,
  submittedAgeLabel,
} from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { ResourceView } from '../../../components/resource-view';
import * as deals from '../../../deals/deals.css';
import { Link } from '../../../router';
import { listingEditsApi } from '../../listings/listings-api';
import * as styles from '../moderation.css';
import type { EditQueueItem } from '../moderation-api';
import { ReasonDialog } from '../reason-dialog';
import { Pager } from './pager';

const PAGE_SIZE = MODERATION_LIMITS.queuePageSize;

/** The pending edits; `onDecided` runs after every saved decision (the audit log reloads). */
export function EditsQueue({ onDecided }: { onDecided: () => void }) {
  const { client } = useServices();
  const auth = useAuth();
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [declining, setDeclining] = useState<EditQueueItem | null>(null);
  const [busy, setBusy] = useState(false);
  const edits = useApiResource(`moderation-edits:${offset}`, (api) =>
    listingEditsApi(api).queue({ query: { limit: PAGE_SIZE, offset } }),
  );

  const decide = async (item: EditQueueItem, action: ListingEditAction, reason?: string) => {
    setBusy(true);
    try {
      await listingEditsApi(client).decide({
        params: { id: item.edit.id },
        json: { action, ...(reason ? { reason } : {}) },
      });
      toast.success(action === 'approve' ? LISTING_EDIT_TEXTS.approved : LISTING_EDIT_TEXTS.declinedDone);
      edits.reload();
      onDecided();
      return true;
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : MODERATION_TEXTS.moderationFailed,
      );
      edits.reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={deals.section} aria-labelledby="edits-heading">
      <h2 id="edits-heading" className={deals.sectionTitle}>
        {LISTING_EDIT_TEXTS.queueTitle}
      </h2>
      <ResourceView resource={edits} what="the edits to review">
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.muted}>{LISTING_EDIT_TEXTS.queueEmpty}</p>
          ) : (
            <>
              <ul className={deals.list} aria-label={LISTING_EDIT_TEXTS.queueTitle}>
                {page.items.map((item) => (
                  <PendingEdit
                    key={item.edit.id}
                    item={item}
                    own={!mayReviewListing({ userId: auth.user?.id, isAdmin: auth.isAdmin }, item.owner.id)}
                    busy={busy}
                    onApprove={() => void decide(item, 'approve')}
                    onDecline={() => setDeclining(item)}
                  />
                ))}
              </ul>
              <Pager
                offset={offset}
                pageSize={PAGE_SIZE}
                shown={page.items.length}
                total={page.total}
                onOffset={setOffset}
              />
            </>
          )
        }
      </ResourceView>
      <ReasonDialog
        request={
          declining
            ? {
                title: `${LISTING_EDIT_TEXTS.decline}: ${declining.listing.title}`,
                label: MODERATION_TEXTS.reasonLabel,
                confirmLabel: LISTING_EDIT_TEXTS.decline,
                problem: (reason) => moderationReasonProblem('decline', reason),
              }
            : null
        }
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => (declining ? decide(declining, 'decline', reason) : Promise.resolve(false))}
      />
    </section>
  );
}

function PendingEdit({
  item,
  own,
  busy,
  onApprove,
  onDecline,
}: {
  item: EditQueueItem;
  /** The viewer's own listing, whose edit another moderator reviews. */
  own: boolean;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const { edit, listing, owner } = item;
  return (
    <li className={styles.queueItem} aria-label={listing.title}>
      <div className={styles.details}>
        <h3 className={styles.itemTitle}>
          <Link to={`/property/${listing.id}`}>{listing.title}</Link>
        </h3>
        <p className={styles.muted}>
          {EDITS_QUEUE_TEXTS.editedBy(owner.name, owner.email)}{' '}
          <time dateTime={edit.submittedAt}>{submittedAgeLabel(edit.submittedAt)}</time>
        </p>
        <ul aria-label={EDITS_QUEUE_TEXTS.changesTo(listing.title)}>
          {edit.changes.map((change) => (
            <li key={change.field}>
              <strong>{change.label}:</strong> {change.from} → {change.to}
            </li>
          ))}
        </ul>
        {own ? (
          <p className={styles.muted}>{MODERATION_TEXTS.ownListingInQueue}</p>
        ) : (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="primary"
              disabled={busy}
              aria-label={EDITS_QUEUE_TEXTS.decisionFor(LISTING_EDIT_TEXTS.approve, listing.title)}
              onClick={onApprove}
            >
              {LISTING_EDIT_TEXTS.approve}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              aria-label={EDITS_QUEUE_TEXTS.decisionFor(LISTING_EDIT_TEXTS.decline, listing.title)}
              onClick={onDecline}
            >
              {LISTING_EDIT_TEXTS.decline}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
