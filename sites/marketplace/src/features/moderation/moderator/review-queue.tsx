// The review queue of /moderator: listings waiting for review, oldest first, each with publish, decline (with a
// reason) and put on hold, plus bulk selection sending one all-or-nothing decision for the selected listings.
import { ApiError } from '@dealloop/client';
import {
  formatPrice,
  MODERATION_ACTION_LABELS,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  type ModerationAction,
  mayReviewListing,
  moderationReasonProblem,
  PROPERTY_TYPE_LABELS,
  REVIEW_QUEUE_TEXTS,
  submittedAgeLabel,
} from '@dealloop/core';
import { Button, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useAuth, useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { ResourceView } from '../../../components/resource-view';
import * as deals from '../../../deals/deals.css';
import { Link } from '../../../router';
import * as styles from '../moderation.css';
import { type DecisionRequest, moderationApi, type QueueItem } from '../moderation-api';
import { ReasonDialog } from '../reason-dialog';
import { Pager } from './pager';

const PAGE_SIZE = MODERATION_LIMITS.queuePageSize;
const T = REVIEW_QUEUE_TEXTS;

/** The queue; `onDecided` runs after every saved decision (the audit log reloads). */
export function ReviewQueue({ onDecided }: { onDecided: () => void }) {
  const { client } = useServices();
  const auth = useAuth();
  const reviewable = (item: QueueItem) =>
    mayReviewListing({ userId: auth.user?.id, isAdmin: auth.isAdmin }, item.listing.ownerId);
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [declining, setDeclining] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const queue = useApiResource(`moderation-queue:${offset}:${q}`, (api) =>
    moderationApi(api).queue({ query: { limit: PAGE_SIZE, offset, q: q || undefined } }),
  );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setSelected(new Set());
    setQ(search.trim());
  };

  const decide = async (propertyIds: string[], action: ModerationAction, reason?: string) => {
    setBusy(true);
    try {
      const body: DecisionRequest = { propertyIds, action, ...(reason ? { reason } : {}) };
      await moderationApi(client).decide({ json: body });
      toast.success(MODERATION_TEXTS.moderated(propertyIds.length, action));
      setSelected(new Set());
      queue.reload();
      onDecided();
      return true;
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : MODERATION_TEXTS.moderationFailed,
      );
      queue.reload();
      return false;
    } finally {
      setBusy(false);
    }
  };
  const act = (propertyIds: string[], action: ModerationAction) =>
    action === 'decline' ? setDeclining(propertyIds) : void decide(propertyIds, action);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className={deals.section} aria-labelledby="queue-heading">
      <h2 id="queue-heading" className={deals.sectionTitle}>
        {MODERATION_TEXTS.queueTitle}
      </h2>
      <form className={styles.search} onSubmit={submitSearch}>
        <TextField
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {T.search}
        </Button>
      </form>
      <ResourceView resource={queue} what="the review queue">
        {(page) => {
          if (page.items.length === 0) return <p className={styles.muted}>{MODERATION_TEXTS.queueEmpty}</p>;
          // A moderator's own listings wait for another moderator: not selectable, no decision buttons.
          const ids = page.items.filter(reviewable).map((item) => item.listing.id);
          const chosen = ids.filter((id) => selected.has(id));
          return (
            <>
              <div className={styles.bulkBar} role="toolbar" aria-label={T.bulkActions}>
                <label className={styles.actions}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={ids.length > 0 && chosen.length === ids.length}
                    disabled={ids.length === 0}
                    onChange={(event) => setSelected(new Set(event.target.checked ? ids : []))}
                  />
                  {T.selectAll}
                </label>
                <span className={styles.muted}>{T.selectedCount(chosen.length)}</span>
                {(['publish', 'decline', 'hold'] as const).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'publish' ? 'primary' : 'secondary'}
                    disabled={busy || chosen.length === 0}
                    onClick={() => act(chosen, action)}
                  >
                    {T.bulkAction(action)}
                  </Button>
                ))}
              </div>
              <ul className={deals.list} aria-label={MODERATION_TEXTS.queueTitle}>
                {page.items.map((item) => (
                  <QueueListing
                    key={item.listing.id}
                    item={item}
                    own={!reviewable(item)}
                    selected={selected.has(item.listing.id)}
                    busy={busy}
                    onToggle={() => toggle(item.listing.id)}
                    onAction={(action) => act([item.listing.id], action)}
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
          );
        }}
      </ResourceView>
      <ReasonDialog
        request={
          declining
            ? {
                title: T.declineTitle(declining.length),
                label: MODERATION_TEXTS.reasonLabel,
                confirmLabel: MODERATION_ACTION_LABELS.decline,
                problem: (reason) => moderationReasonProblem('decline', reason),
              }
            : null
        }
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => decide(declining ?? [], 'decline', reason)}
      />
    </section>
  );
}

function QueueListing({
  item,
  own,
  selected,
  busy,
  onToggle,
  onAction,
}: {
  item: QueueItem;
  /** The viewer's own listing, which another moderator reviews. */
  own: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onAction: (action: ModerationAction) => void;
}) {
  const { listing, owner } = item;
  const [cover, ...more] = listing.images;
  return (
    <li className={styles.queueItem} aria-label={listing.title}>
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={T.selectListing(listing.title)}
        checked={selected}
        disabled={own}
        onChange={onToggle}
      />
      <div className={styles.photos}>
        {cover ? (
          <img className={styles.photo} src={cover.card} alt={listing.title} />
        ) : (
          <span className={styles.noPhoto}>{T.noPhotos}</span>
        )}
        {more.slice(0, 3).map((image) => (
          <img key={image.thumb} className={styles.thumb} src={image.thumb} alt="" />
        ))}
      </div>
      <div className={styles.details}>
        <h3 className={styles.itemTitle}>
          <Link to={`/property/${listing.id}`}>{listing.title}</Link>
        </h3>
        <p className={styles.muted}>
          <span className={styles.price}>{formatPrice(listing.price)}</span> ·{' '}
          {PROPERTY_TYPE_LABELS[listing.propertyType]} · {listing.location}
        </p>
        <p className={styles.muted}>
          {T.listedBy(owner.name, owner.email)}{' '}
          <time dateTime={item.submittedAt}>{submittedAgeLabel(item.submittedAt)}</time>
        </p>
        {own ? (
          <p className={styles.muted}>{MODERATION_TEXTS.ownListingInQueue}</p>
        ) : (
          <div className={styles.actions}>
            {(['publish', 'decline', 'hold'] as const).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'publish' ? 'primary' : action === 'decline' ? 'danger' : 'secondary'}
                disabled={busy}
                aria-label={T.listingAction(action, listing.title)}
                onClick={() => onAction(action)}
              >
                {MODERATION_ACTION_LABELS[action]}
              </Button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
