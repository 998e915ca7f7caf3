// Loads the listings of a search one page at a time: the first page whenever the filters change (an older
// request is aborted), further pages on demand. A failed load shows an empty list (spec section 8) with a retry.
import { type PropertySearchFilters, searchFiltersToApiQuery, searchFiltersToParams } from '@dealloop/core';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services-context';
import { PROPERTIES_API, type Property, type PropertySearchResult } from '../../properties/property';

/** What the search shows. */
export interface PropertySearchState {
  status: 'loading' | 'ready' | 'failed';
  items: Property[];
  /** Matches over all pages (from the first page). */
  total: number | null;
  /** The place the location text resolved to; `found: false` when it named no known place. */
  place: PropertySearchResult['place'];
  hasMore: boolean;
  loadingMore: boolean;
  /** Loads the next page after the current items. */
  loadMore(): void;
  /** Loads the first page again (after a failure). */
  retry(): void;
}

interface Loaded {
  key: string;
  status: 'ready' | 'failed';
  items: Property[];
  total: number | null;
  place: PropertySearchResult['place'];
  nextCursor: string | null;
}

/** The listings matching `filters`, paged with the API's cursors. */
export function usePropertySearch(filters: PropertySearchFilters): PropertySearchState {
  const { client } = useServices();
  const key = searchFiltersToParams(filters).toString();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const moreAbort = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters; `attempt` retries
  useEffect(() => {
    const controller = new AbortController();
    moreAbort.current?.abort();
    setLoadingMore(false);
    client
      .request<PropertySearchResult>('GET', PROPERTIES_API, {
        query: searchFiltersToApiQuery(filtersRef.current),
        signal: controller.signal,
      })
      // A page of cards renders as a transition: in slices, yielding to the browser, not in one long task.
      .then((page) =>
        startTransition(() =>
          setLoaded({
            key,
            status: 'ready',
            items: page.items,
            total: page.total,
            place: page.place,
            nextCursor: page.nextCursor,
          }),
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('DealLoop: loading listings failed.', error);
        setLoaded({ key, status: 'failed', items: [], total: null, place: null, nextCursor: null });
      });
    return () => controller.abort();
  }, [client, key, attempt]);

  const current = loaded?.key === key ? loaded : null;

  const loadMore = useCallback(() => {
    if (!current?.nextCursor || loadingMore) return;
    const controller = new AbortController();
    moreAbort.current = controller;
    setLoadingMore(true);
    client
      .request<PropertySearchResult>('GET', PROPERTIES_API, {
        query: searchFiltersToApiQuery(filtersRef.current, { cursor: current.nextCursor }),
        signal: controller.signal,
      })
      .then((page) => {
        setLoaded((previous) =>
          previous && previous.key === current.key
            ? {
                ...previous,
                items: [
                  ...previous.items,
                  ...page.items.filter((item) => !previous.items.some((p) => p.id === item.id)),
                ],
                nextCursor: page.nextCursor,
              }
            : previous,
        );
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('DealLoop: loading more listings failed.', error);
      })
      .finally(() => {
        if (moreAbort.current === controller) setLoadingMore(false);
      });
  }, [client, current, loadingMore]);

  return {
    status: current ? current.status : 'loading',
    items: current?.items ?? [],
    total: current?.total ?? null,
    place: current?.place ?? null,
    hasMore: Boolean(current?.nextCursor),
    loadingMore,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
