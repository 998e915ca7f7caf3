// "Preview matches": the public listings a saved search matches now, as cards, with Show more for further pages.
import { formatNumber, SAVED_SEARCH_TEXTS, SKELETON_CARD_COUNT } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { toCardView } from '../listings/property';
import { PropertyGrid } from '../listings/property-grid';
import * as styles from './saved-searches.css';
import { savedSearchesApi } from './saved-searches-api';

/** The matches of one saved search (loaded when shown). */
export function SavedSearchPreview({ searchId, name }: { searchId: string; name: string }) {
  const { client } = useServices();
  const { state, update } = useApiResource(searchId, (api) => savedSearchesApi.matches(api, searchId, null));
  const [more, setMore] = useState(false);

  const showMore = async () => {
    if (state.status !== 'ready' || !state.data.nextCursor) return;
    setMore(true);
    try {
      const page = await savedSearchesApi.matches(client, searchId, state.data.nextCursor);
      update((loaded) => ({
        ...loaded,
        items: [...loaded.items, ...page.items],
        nextCursor: page.nextCursor,
      }));
    } catch (error) {
      console.warn('DealLoop: loading more saved search matches failed.', error);
    } finally {
      setMore(false);
    }
  };

  if (state.status === 'failed' || state.status === 'missing')
    return <p className={styles.muted}>{SAVED_SEARCH_TEXTS.loadFailed}</p>;
  if (state.status === 'ready' && state.data.items.length === 0) {
    return <p className={styles.muted}>{SAVED_SEARCH_TEXTS.noMatches}</p>;
  }
  const label = `${SAVED_SEARCH_TEXTS.preview}: ${name}`;
  return (
    <div className={styles.preview}>
      {state.status === 'ready' && state.data.total !== null ? (
        <p className={styles.muted}>
          {formatNumber(state.data.total)} {state.data.total === 1 ? 'match' : 'matches'}
        </p>
      ) : null}
      <PropertyGrid
        cards={state.status === 'ready' ? state.data.items.map((property) => toCardView(property)) : null}
        skeletons={Math.min(3, SKELETON_CARD_COUNT)}
        label={label}
      />
      {state.status === 'ready' && state.data.nextCursor ? (
        <div>
          <Button variant="secondary" loading={more} onClick={showMore}>
            {SAVED_SEARCH_TEXTS.showMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
