// "Preview matches": the public listings a saved search matches now, as cards, with Show more for further pages.
import { formatNumber, SAVED_SEARCH_TEXTS, SKELETON_CARD_COUNT } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../app/services-context';
import { type Property, toCardView } from '../features/listings/property';
import { PropertyGrid } from '../features/listings/property-grid';
import * as styles from './saved-searches.css';
import { savedSearchesApi } from './saved-searches-api';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: Property[]; nextCursor: string | null; total: number | null; more: boolean };

/** The matches of one saved search (loaded when shown). */
export function SavedSearchPreview({ searchId, name }: { searchId: string; name: string }) {
  const { client } = useServices();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    savedSearchesApi
      .matches(client, searchId, null)
      .then((page) => {
        if (!cancelled) setState({ status: 'ready', ...page, more: false });
      })
      .catch((error: unknown) => {
        console.warn('DealLoop: loading saved search matches failed.', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, searchId]);

  const showMore = async () => {
    if (state.status !== 'ready' || !state.nextCursor) return;
    setState({ ...state, more: true });
    try {
      const page = await savedSearchesApi.matches(client, searchId, state.nextCursor);
      setState({
        ...state,
        items: [...state.items, ...page.items],
        nextCursor: page.nextCursor,
        more: false,
      });
    } catch (error) {
      console.warn('DealLoop: loading more saved search matches failed.', error);
      setState({ ...state, more: false });
    }
  };

  if (state.status === 'failed') return <p className={styles.muted}>{SAVED_SEARCH_TEXTS.loadFailed}</p>;
  if (state.status === 'ready' && state.items.length === 0) {
    return <p className={styles.muted}>{SAVED_SEARCH_TEXTS.noMatches}</p>;
  }
  const label = `${SAVED_SEARCH_TEXTS.preview}: ${name}`;
  return (
    <div className={styles.preview}>
      {state.status === 'ready' && state.total !== null ? (
        <p className={styles.muted}>
          {formatNumber(state.total)} {state.total === 1 ? 'match' : 'matches'}
        </p>
      ) : null}
      <PropertyGrid
        cards={state.status === 'ready' ? state.items.map((property) => toCardView(property)) : null}
        skeletons={Math.min(3, SKELETON_CARD_COUNT)}
        label={label}
      />
      {state.status === 'ready' && state.nextCursor ? (
        <div>
          <Button variant="secondary" loading={state.more} onClick={showMore}>
            {SAVED_SEARCH_TEXTS.showMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
