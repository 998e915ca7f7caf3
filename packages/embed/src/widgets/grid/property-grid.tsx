// The property grid widget: published listings (optionally one lister's) as PropertyCards linking to the marketplace.
import { EMBED_GRID_TEXTS, SKELETON_CARD_COUNT } from '@dealloop/core';
import { Alert, PropertyCard, PropertyCardSkeleton } from '@dealloop/ui';
import { useEffect, useState } from 'react';
import { emitDealLoopEvent } from '../../events';
import { apiUrl, embedRefusalOf, getJson, warnOnce } from '../../runtime/api-fetch';
import { parseCount, parseText } from '../../runtime/attributes';
import type { WidgetProps } from '../../runtime/render-widget';
import { type ListingJson, type ListingSearchJson, listingCardView } from './listing-card-view';
import { openListing } from './open-listing';
import * as styles from './property-grid.css';

/** Listings shown when the element has no `limit`; the API allows at most 50. */
export const DEFAULT_GRID_LIMIT = 6;
const MAX_GRID_LIMIT = 50;

type GridState =
  | { status: 'loading' }
  | { status: 'ready'; items: ListingJson[] }
  | { status: 'failed'; refusal: string | null };

/** The grid: loading skeletons, then the cards, an empty note, or an error with a retry button. */
export function PropertyGrid({ host, api, attributes }: WidgetProps) {
  const location = parseText(attributes.location);
  const lister = parseText(attributes.lister);
  // With a key, the API shows only the key owner's listings, and only on the key's allowed origins.
  const embedKey = parseText(attributes['embed-key']);
  const limit = parseCount(attributes.limit, { min: 1, max: MAX_GRID_LIMIT, fallback: DEFAULT_GRID_LIMIT });
  const [state, setState] = useState<GridState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getJson<ListingSearchJson>(
      apiUrl(api, '/api/v1/properties', { location, lister, limit, embedKey }),
      controller.signal,
    )
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
  }, [api, host, location, lister, limit, embedKey, attempt]);

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
