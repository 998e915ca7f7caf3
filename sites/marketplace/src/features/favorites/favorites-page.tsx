// The dashboard's saved deals: the listings the signed-in user saved, newest saved first, as property cards.
import {
  FAVORITES_PAGE_TEXTS,
  PAGE_TITLES,
  propertySearchPath,
  SKELETON_CARD_COUNT,
  savedDealsCount,
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
          {items
            ? savedDealsCount(items.length)
            : state.status === 'loading'
              ? FAVORITES_PAGE_TEXTS.loading
              : ''}
        </p>
      </PageHeader>
      {body}
    </div>
  );
}
