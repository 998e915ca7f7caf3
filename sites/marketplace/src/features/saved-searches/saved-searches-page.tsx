// /dashboard/saved-searches: the signed-in user's saved searches, each with its alerts toggles, Run, Preview
// matches, Edit and Delete; new ones come from "Save this search" on /properties.
import {
  PAGE_TITLES,
  propertySearchPath,
  SAVED_SEARCH_TEXTS,
  SAVED_SEARCHES_PAGE_TEXTS,
} from '@dealloop/core';
import { buttonClassName, PageHeader } from '@dealloop/ui';
import type { ReactNode } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failed-state';
import { SignedInPage } from '../../deals/signed-in-page';
import { Link } from '../../router';
import { isSmsConsentRequired, SavedSearchItem } from './saved-search-item';
import * as styles from './saved-searches.css';
import { type SavedSearch, type SavedSearchChanges, savedSearchesApi } from './saved-searches-api';

/**
 * The saved searches page; signed-out visitors are sent to sign in and come back, and someone who signs out here
 * goes where Sign Out leads (/), not to sign in again.
 */
export default function SavedSearchesPage() {
  useDocumentTitle(PAGE_TITLES.dashboardSavedSearches);
  return (
    <SignedInPage title={SAVED_SEARCH_TEXTS.pageTitle}>
      {({ user }) => <SavedSearches userId={user.id} />}
    </SignedInPage>
  );
}

/** The signed-in user's saved searches. */
function SavedSearches({ userId }: { userId: string }) {
  const toast = useToast();
  const { client } = useServices();
  const { state, update, reload } = useApiResource(userId, savedSearchesApi.list);
  const usage = useApiResource(userId, savedSearchesApi.usageText);

  const replace = (next: SavedSearch) =>
    update((items) => items.map((item) => (item.id === next.id ? next : item)));
  const change = async (search: SavedSearch, changes: SavedSearchChanges) => {
    try {
      replace(await savedSearchesApi.update(client, search.id, changes));
      if (changes.name !== undefined || changes.criteria !== undefined)
        toast.success(SAVED_SEARCH_TEXTS.updated);
    } catch (error) {
      // Text alerts without a verified phone are explained on the search itself, with a link to the settings.
      if (isSmsConsentRequired(error)) throw error;
      console.warn('DealLoop: updating a saved search failed.', error);
      toast.error(SAVED_SEARCH_TEXTS.updateFailed);
      throw error;
    }
  };
  const remove = async (search: SavedSearch) => {
    try {
      await savedSearchesApi.remove(client, search.id);
    } catch (error) {
      console.warn('DealLoop: deleting a saved search failed.', error);
      toast.error(SAVED_SEARCH_TEXTS.deleteFailed);
      throw error;
    }
    update((items) => items.filter((item) => item.id !== search.id));
    usage.reload();
    toast.success(SAVED_SEARCH_TEXTS.deleted);
  };

  let body: ReactNode;
  if (state.status === 'failed' || state.status === 'missing') {
    body = <LoadFailedState title={SAVED_SEARCH_TEXTS.loadFailed} onRetry={reload} />;
  } else if (state.status === 'loading') {
    body = <p className={styles.muted}>{SAVED_SEARCHES_PAGE_TEXTS.loading}</p>;
  } else if (state.data.length === 0) {
    body = (
      <EmptyState icon="search" title={SAVED_SEARCH_TEXTS.empty}>
        <p>{SAVED_SEARCH_TEXTS.emptyDetail}</p>
        <Link className={buttonClassName({ variant: 'primary' })} to={propertySearchPath('')}>
          {SAVED_SEARCH_TEXTS.browse}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={SAVED_SEARCH_TEXTS.pageTitle}>
        {state.data.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            onChange={(changes) => change(search, changes)}
            onDelete={() => remove(search)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={SAVED_SEARCH_TEXTS.pageTitle} subtitle={SAVED_SEARCH_TEXTS.intro}>
        {usage.state.status === 'ready' && usage.state.data ? (
          <p className={styles.muted}>{usage.state.data}</p>
        ) : null}
      </PageHeader>
      {body}
    </div>
  );
}
