// "Save this search" on /properties: names the current filters as a saved search (signed-out visitors are sent
// to sign in first) and says so with the spec's toasts.
import { ApiError } from '@dealloop/client';
import {
  criteriaFromFilters,
  MESSAGES,
  PLAN_LIMIT_CODE,
  type PropertySearchFilters,
  QUOTA_EXCEEDED_CODE,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_TEXTS,
  savedSearchSummary,
} from '@dealloop/core';
import { Button, Icon } from '@dealloop/ui';
import { lazy, Suspense, useState } from 'react';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { signInPath } from '../../layout/top-nav';
import { useLocation, useNavigate } from '../../router';
import { savedSearchesApi } from './saved-searches-api';

// The dialog's code loads when it first opens: /properties' first paint does not wait for it.
const SavedSearchFormDialog = lazy(() =>
  import('./saved-search-form-dialog').then((module) => ({ default: module.SavedSearchFormDialog })),
);

/** The button and its dialog, for the filters shown. */
export function SaveSearchButton({ filters }: { filters: PropertySearchFilters }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { client } = useServices();
  const [open, setOpen] = useState(false);
  const criteria = criteriaFromFilters(filters);

  const start = () => {
    if (auth.status !== 'signed_in') navigate(signInPath(location));
    else setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="sm" icon={<Icon name="bell" size={16} />} onClick={start}>
        {SAVED_SEARCH_TEXTS.saveThisSearch}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SavedSearchFormDialog
            open
            title={SAVED_SEARCH_TEXTS.createTitle}
            initial={{ name: savedSearchSummary(criteria).slice(0, SAVED_SEARCH_NAME_MAX), criteria }}
            onClose={() => setOpen(false)}
            onSubmit={async (draft) => {
              try {
                await savedSearchesApi.create(client, draft);
              } catch (error) {
                console.warn('DealLoop: saving the search failed.', error);
                // A plan limit or quota says which limit and which plan lifts it; other failures keep the spec's text.
                const limited =
                  error instanceof ApiError &&
                  (error.code === PLAN_LIMIT_CODE || error.code === QUOTA_EXCEEDED_CODE);
                toast.error(limited ? error.message : MESSAGES.createSavedSearchFailed);
                throw error;
              }
              toast.success(MESSAGES.savedSearchCreated);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
