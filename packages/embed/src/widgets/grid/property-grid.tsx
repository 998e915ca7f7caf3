// The property grid widget: published listings (optionally one lister's) as PropertyCards linking to the marketplace.
import { EMBED_GRID_TEXTS, SKELETON_CARD_COUNT } from '@dealloop/core';
import { Alert, PropertyCard, PropertyCardSkeleton } from '@dealloop/ui';
import { useEffect, useState } from 'react';
import { emitDealLoopEvent } from '../../events';
import { embedRefusalOf, getJson, warnOnce } from '../../runtime/api-fetch';
import type { WidgetProps } from '../../runtime/render-widget';
import { gridLimitOf, gridSearchUrl } from './grid-search';
import { type ListingJson, type ListingSearchJson, listingCardView } from './listing-card-view';
import { openListing } from './open-listing';
import * as styles from './property-grid.css';

type GridState =
  | { status: 'loading' }
  | { status: 'ready'; items: ListingJson[] }
  | { status: 'failed'; refusal: string | null };

/** The grid: loading skeletons, then the cards, an empty note, or an error with a retry button. */
export function PropertyGrid({ host, api, attributes, claimEarlyRead }: WidgetProps) {
  const limit = gridLimitOf(attributes);
  const url = gridSearchUrl(api, attributes);
  const [state, setState] = useState<GridState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    // The first search is usually on its way already: the loader started it as the element connected.
    const search = claimEarlyRead?.(url) ?? getJson(url, controller.signal);
    (search as Promise<ListingSearchJson>)
      .then((result) => {
        if (controller.signal.aborted) return;
        const items = result.items.slice(0, limit);
        setState({ status: 'ready', items });
        emitDealLoopEvent(host, 'dealloop:grid:load', { count: items.length });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = embedRefusalOf(error);
        if (refusal) warnOnce(refusal);
        setState({ status: 'failed', refusal });
      });
    return () => controller.abort();
  }, [url, host, limit, attempt, claimEarlyRead]);

  const select = (listing: ListingJson, url: string) => {
    if (emitDealLoopEvent(host, 'dealloop:grid:select', { id: listing.id, url })) openListing(url);
  };

  if (state.status === 'failed') {
    return (
      <div className={styles.state}>
        <Alert tone="error" title={state.refusal ?? EMBED_GRID_TEXTS.failed} />
        <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
          {EMBED_GRID_TEXTS.retry}
        </button>
      </div>
    );
  }
  if (state.status === 'ready' && state.items.length === 0) {
    return <p className={styles.empty}>{EMBED_GRID_TEXTS.empty}</p>;
  }
  const loading = state.status === 'loading';
  return (
    <section aria-label={EMBED_GRID_TEXTS.label} aria-busy={loading}>
      <ul className={styles.grid}>
        {loading
          ? Array.from({ length: Math.min(limit, SKELETON_CARD_COUNT) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index} className={styles.item}>
                <PropertyCardSkeleton />
              </li>
            ))
          : state.items.map((listing) => {
              const view = listingCardView(api, listing);
              return (
                <li key={listing.id} className={styles.item}>
                  <PropertyCard property={view} onNavigate={(url) => select(listing, url)} />
                </li>
              );
            })}
      </ul>
    </section>
  );
}
