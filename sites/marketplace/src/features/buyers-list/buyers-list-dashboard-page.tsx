// /buyers-list-dashboard (signed in): my buyers in a table with search and sort, tags, the CSV import with its
// preview, the CSV export, each buyer's match against one of my available listings, and "Send this deal" (never a
// listing under contract or sold: core's `isAvailableDeal`, the rule the server's send refuses by) with the history
// of sent deals and their texts' delivery counts. The import and the send are a paid feature: a plan without it sees the "A Pro feature" notice with a link to /pricing instead.
import {
  BUYERS_LIST_TEXTS,
  buyerMatch,
  isAvailableDeal,
  PAGE_TITLES,
  SMS_BLAST_TEXTS,
  writeBuyersCsv,
} from '@dealloop/core';
import { Button, PageHeader, SelectField, TextField } from '@dealloop/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failed-state';
import { useMyListings } from '../../deals/use-my-listings';
import { signInPath } from '../../layout/top-nav';
import { Link, Navigate, useLocation } from '../../router';
import { featureAccess, useMyPlan } from '../billing/my-plan';
import { PaidFeatureNotice } from '../billing/paid-feature-notice';
import { BuyersImport } from './buyers-import';
import * as styles from './buyers-list.css';
import { type Buyer, buyersListApi, listBuyers, setBuyerTags } from './buyers-list-api';
import { type BuyerRow, BuyersTable } from './buyers-table';
import { DealSendHistory } from './deal-send-history';

type Sort = 'newest' | 'name' | 'score';

/** Buyers whose name, email, phone, markets or tags contain the query (any case). */
export function searchBuyers(buyers: readonly Buyer[], query: string): Buyer[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...buyers];
  return buyers.filter((buyer) =>
    [buyer.name, buyer.email, buyer.phone, ...buyer.markets, ...buyer.tags].some((text) =>
      text.toLowerCase().includes(q),
    ),
  );
}

/** Saves text as a file download. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The buyers list dashboard; signed-out visitors are sent to sign in and come back. */
export default function BuyersListDashboardPage() {
  useDocumentTitle(PAGE_TITLES.buyersListDashboard);
  const auth = useAuth();
  const location = useLocation();
  const toast = useToast();
  const { client } = useServices();
  const userId = auth.user?.id ?? null;
  const { state, update, reload } = useApiResource(userId, listBuyers, {
    resources: ['buyersList'],
  });
  const listings = useMyListings(userId !== null);
  // The CSV import and Send this deal are a paid feature (core's PLAN_FEATURES); the list itself is everyone's.
  const tools = featureAccess(useMyPlan(userId !== null), 'buyersList');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [listingId, setListingId] = useState('');
  const [removing, setRemoving] = useState<Buyer | null>(null);
  const [sending, setSending] = useState<'closed' | 'asking' | 'busy'>('closed');
  const [sends, setSends] = useState(0);

  const availableListings =
    listings.state.status === 'ready'
      ? listings.state.data.filter((one) =>
          isAvailableDeal({
            listingStatus: one.listingStatus,
            status: one.status,
            archived: Boolean(one.archivedAt),
          }),
        )
      : [];
  const listing = availableListings.find((one) => one.id === listingId) ?? null;
  const buyers = state.status === 'ready' ? state.data : [];
  const rows: BuyerRow[] = useMemo(() => {
    const found = searchBuyers(buyers, query).map((buyer) => ({
      buyer,
      // Verified funds count in the score: null (a fourth criterion not met) when the buyer has no current badge.
      match: listing
        ? buyerMatch({ ...buyer, verifiedFundsUpTo: buyer.verifiedFunds?.upTo ?? null }, listing)
        : null,
    }));
    if (sort === 'name') found.sort((a, b) => a.buyer.name.localeCompare(b.buyer.name));
    if (sort === 'score') found.sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0));
    return found;
  }, [buyers, query, sort, listing]);
  const matching = listing ? buyers.filter((buyer) => buyerMatch(buyer, listing).matches).length : 0;

  if (auth.status !== 'signed_in') return <Navigate to={signInPath(location)} replace />;

  const setTags = async (buyer: Buyer, tags: string[]) => {
    try {
      const next = await setBuyerTags(client, buyer.id, tags);
      update((items) => items.map((item) => (item.id === next.id ? next : item)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const remove = async (buyer: Buyer) => {
    try {
      await buyersListApi(client).remove({ params: { id: buyer.id } });
      update((items) => items.filter((item) => item.id !== buyer.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    setRemoving(null);
  };
  const send = async () => {
    if (!listing) return;
    setSending('busy');
    try {
      const result = await buyersListApi(client).sendDeal({ json: { propertyId: listing.id } });
      const sent = BUYERS_LIST_TEXTS.sent(result.sent, result.capped + result.notQueued);
      toast.success(result.texted > 0 ? `${sent} ${SMS_BLAST_TEXTS.texted(result.texted)}` : sent);
      setSends((count) => count + 1);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    setSending('closed');
  };

  let body: ReactNode;
  if (state.status === 'failed' || state.status === 'missing') {
    body = <LoadFailedState title={BUYERS_LIST_TEXTS.loadFailed} onRetry={reload} />;
  } else if (state.status === 'loading') {
    body = <p className={styles.muted}>{BUYERS_LIST_TEXTS.loading}</p>;
  } else if (state.data.length === 0) {
    body = (
      <EmptyState icon="user" title={BUYERS_LIST_TEXTS.empty}>
        <p>{BUYERS_LIST_TEXTS.emptyDetail}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className={styles.row}>
          <TextField
            label={BUYERS_LIST_TEXTS.search}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SelectField
            label={BUYERS_LIST_TEXTS.sortBy}
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            options={[
              { value: 'newest', label: BUYERS_LIST_TEXTS.sortNewest },
              { value: 'name', label: BUYERS_LIST_TEXTS.sortName },
              ...(listing ? [{ value: 'score', label: BUYERS_LIST_TEXTS.sortScore }] : []),
            ]}
          />
          <Button variant="secondary" onClick={() => download('buyers-list.csv', writeBuyersCsv(state.data))}>
            {BUYERS_LIST_TEXTS.exportButton}
          </Button>
        </div>
        <BuyersTable rows={rows} showMatch={listing !== null} onTags={setTags} onRemove={setRemoving} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={BUYERS_LIST_TEXTS.dashboardTitle} subtitle={BUYERS_LIST_TEXTS.dashboardIntro}>
        {userId ? <Link to={`/profile/${userId}/buyers-list`}>{BUYERS_LIST_TEXTS.publicLink}</Link> : null}
      </PageHeader>
      {tools === 'yes' ? <BuyersImport onImported={reload} /> : null}
      {tools === 'no' ? (
        <section className={styles.panel} aria-label={BUYERS_LIST_TEXTS.importTitle}>
          <h2 className={styles.panelTitle}>{BUYERS_LIST_TEXTS.importTitle}</h2>
          <PaidFeatureNotice feature="buyersList" />
        </section>
      ) : null}
      <section className={styles.panel} aria-label={BUYERS_LIST_TEXTS.matchTitle}>
        <h2 className={styles.panelTitle}>{BUYERS_LIST_TEXTS.matchTitle}</h2>
        {availableListings.length ? (
          <div className={styles.row}>
            <SelectField
              label={BUYERS_LIST_TEXTS.chooseListing}
              value={listingId}
              onChange={(event) => setListingId(event.target.value)}
              options={[
                { value: '', label: BUYERS_LIST_TEXTS.noListing },
                ...availableListings.map((one) => ({ value: one.id, label: one.title })),
              ]}
            />
            {listing ? <p role="status">{BUYERS_LIST_TEXTS.matching(matching)}</p> : null}
            {listing && tools === 'yes' ? (
              <Button variant="primary" disabled={matching === 0} onClick={() => setSending('asking')}>
                {BUYERS_LIST_TEXTS.sendDeal}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className={styles.muted}>{BUYERS_LIST_TEXTS.noListings}</p>
        )}
        {tools === 'no' ? <PaidFeatureNotice feature="buyersList" /> : null}
      </section>
      {body}
      {userId && tools === 'yes' ? <DealSendHistory userId={userId} version={sends} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={BUYERS_LIST_TEXTS.delete}
        description={removing ? BUYERS_LIST_TEXTS.deleteConfirm(removing.name) : ''}
        confirmLabel={BUYERS_LIST_TEXTS.delete}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={sending !== 'closed'}
        title={BUYERS_LIST_TEXTS.sendDeal}
        description={BUYERS_LIST_TEXTS.sendConfirm(matching)}
        confirmLabel={BUYERS_LIST_TEXTS.sendDeal}
        busy={sending === 'busy'}
        onConfirm={() => void send()}
        onClose={() => setSending('closed')}
      />
    </div>
  );
}
