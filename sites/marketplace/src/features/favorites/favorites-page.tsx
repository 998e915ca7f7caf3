// The dashboard's saved deals: the listings the signed-in user saved, newest saved first, as property cards.
import {
  formatNumber,
  PAGE_TITLES,
  propertySearchPath,
  SAVED_DEALS_TEXTS,
  SKELETON_CARD_COUNT,
} from '@dealloop/core';
import { buttonClassName, PageHeader } from '@dealloop/ui';
import type { ReactNode } from 'react';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failed-state';
import { SignedInPage } from '../../deals/signed-in-page';
import { Link } from '../../router';
import { toCardView } from '../listings/property';
import { PropertyGrid } from '../listings/property-grid';
import { favoritesApi } from './favorites-api';
import * as styles from './favorites-page.css';

/** The page's texts. */
export const FAVORITES_PAGE_TEXTS = {
  heading: 'Saved deals',
  emptyTitle: 'No saved deals yet',
  emptyHint: SAVED_DEALS_TEXTS.emptyHint,
  browse: 'Browse deals',
  failedTitle: "We couldn't load your saved deals.",
} as const;

const countText = (count: number) => `${formatNumber(count)} saved ${count === 1 ? 'deal' : 'deals'}`;

/**
 * The saved deals page; signed-out visitors are sent to sign in and come back, and someone who signs out here
 * goes where Sign Out leads (/), not to sign in again.
 */
export default function FavoritesPage() {
  useDocumentTitle(PAGE_TITLES.dashboardFavorites);
  return (
    <SignedInPage title={FAVORITES_PAGE_TEXTS.heading}>
      {({ user }) => <SavedDeals userId={user.id} />}
    </SignedInPage>
  );
}

/** The signed-in user's saved deals. */
function SavedDeals({ userId }: { userId: string }) {
  const { state, reload } = useApiResource(userId, (client) =>
    favoritesApi(client)
      .list()
      .then(({ items }) => items),
  );
  const items = state.status === 'ready' ? state.data : null;

  let body: ReactNode;
  if (state.status === 'failed' || state.status === 'missing') {
    body = <LoadFailedState title={FAVORITES_PAGE_TEXTS.failedTitle} onRetry={reload} />;
  } else if (items?.length === 0) {
    body = (
      <EmptyState icon="building" title={FAVORITES_PAGE_TEXTS.emptyTitle}>
        <p>{FAVORITES_PAGE_TEXTS.emptyHint}</p>
        <Link className={buttonClassName({ variant: 'primary' })} to={propertySearchPath('')}>
          {FAVORITES_PAGE_TEXTS.browse}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <PropertyGrid
        cards={items ? items.map((property) => toCardView(property)) : null}
        skeletons={SKELETON_CARD_COUNT}
        label={FAVORITES_PAGE_TEXTS.heading}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={FAVORITES_PAGE_TEXTS.heading}>
        <p className={styles.count} role="status" aria-live="polite">
          {items ? countText(items.length) : state.status === 'loading' ? 'Loading…' : ''}
        </p>
      </PageHeader>
      {body}
    </div>
  );
}
