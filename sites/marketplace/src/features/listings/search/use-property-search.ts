// Loads the listings of a search one page at a time: the first page whenever the filters change (an older
// request is aborted), further pages on demand. A failed load shows an empty list with a retry (docs/product/search.md).
// Coming back to a search that had shown more, it loads as many results as it had before showing any.
import { type PropertySearchFilters, searchFiltersToApiQuery, searchFiltersToParams } from '@dealloop/core';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { listingsApi } from '../listings-api';
import type { Property, PropertySearchResult } from '../property';

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

/** Adds the items of a further page, leaving out any already in the list. */
const appendNew = (items: Property[], more: Property[]) => [
  ...items,
  ...more.filter((item) => !items.some((known) => known.id === item.id)),
];

/** What map views add to a search: the map's visible box (`bounds`) and a larger page of pins. */
export interface MapQuery {
  /** The box as the API's `bounds` parameter (core's mapBoundsToParam), or null for anywhere. */
  bounds: string | null;
  limit: number;
}

/** The API query of one page of a search (and of a map's box). */
function apiQueryOf(filters: PropertySearchFilters, map: MapQuery | null, cursor?: string) {
  const query = searchFiltersToApiQuery(filters, {
    ...(cursor && { cursor }),
    ...(map && { limit: map.limit }),
  });
  if (map?.bounds) query.bounds = map.bounds;
  return query;
}

/**
 * The listings matching `filters`, paged with the API's cursors. `restore` (a number of results) makes the first
 * load follow the cursors until at least that many are loaded (back to a search that had shown more); `onMore`
 * hears how many are loaded after each Show more. `map` narrows the search to a map's visible box.
 */
export function usePropertySearch(
  filters: PropertySearchFilters,
  {
    restore = 0,
    onMore,
    map = null,
  }: { restore?: number; onMore?: (shown: number) => void; map?: MapQuery | null } = {},
): PropertySearchState {
  const { client } = useServices();
  const key = `${searchFiltersToParams(filters)}${map ? `&bounds=${map.bounds ?? ''}&limit=${map.limit}` : ''}`;
  const mapRef = useRef(map);
  mapRef.current = map;

  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  const moreAbort = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters; `attempt` retries
  useEffect(() => {
    const controller = new AbortController();
    moreAbort.current?.abort();
    setLoadingMore(false);
    const restoreTo = restoreRef.current;
    const page = (cursor?: string) =>
      listingsApi(client).search(
        { query: apiQueryOf(filtersRef.current, mapRef.current, cursor) },
        { signal: controller.signal },
      );
    const firstPages = async () => {
      const first = await page();
      let { items, nextCursor } = first;
      while (nextCursor && items.length < restoreTo) {
        const more = await page(nextCursor);
        items = appendNew(items, more.items);
        nextCursor = more.nextCursor;
      }
      return { ...first, items, nextCursor };
    };
    firstPages()
      // A page of cards renders as a transition: in slices, yielding to the browser, not in one long task.
      .then((loadedPages) =>
        startTransition(() =>
          setLoaded({
            key,
            status: 'ready',
            items: loadedPages.items,
            total: loadedPages.total,
            place: loadedPages.place,
            nextCursor: loadedPages.nextCursor,
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
    listingsApi(client)
      .search(
        { query: apiQueryOf(filtersRef.current, mapRef.current, current.nextCursor) },
        { signal: controller.signal },
      )
      .then((page) => {
        const items = appendNew(current.items, page.items);
        setLoaded((previous) =>
          previous && previous.key === current.key
            ? { ...previous, items, nextCursor: page.nextCursor }
            : previous,
        );
        onMoreRef.current?.(items.length);
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
