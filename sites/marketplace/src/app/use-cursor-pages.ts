// A list read page by page with a cursor: the first page whenever its query changes (or on retry), then Show more.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiResource } from './use-api-resource';

/** One page of a cursor-paged list, as the API answers it. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The list so far: loading its first page, failed, or ready (with more to load when `nextCursor` is set). */
export type CursorPages<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: T[]; nextCursor: string | null; loadingMore: boolean };

/** The list once its first page has loaded. */
export type ReadyCursorPages<T> = Extract<CursorPages<T>, { status: 'ready' }>;

export interface CursorPagesOptions<T> {
  /** Reads the page after `cursor` (null: the first page) for the current query. */
  load: (cursor: string | null) => Promise<CursorPage<T>>;
  /** Names the query: a change reloads the first page. */
  queryKey: string;
  /** What the list holds, for the console warning of a failed load ("users", "investors"). */
  what: string;
  /** Called when a further page fails (the list keeps what it has); the first page failing shows `failed`. */
  onMoreFailed?: () => void;
}

/**
 * The pages of a list, with `showMore`, `retry`, `update` (changes the loaded items in place) and `resource` (the
 * list as a ResourceView shows it: loading, failed with Try Again, or the pages so far).
 */
export function useCursorPages<T>({ load, queryKey, what, onMoreFailed }: CursorPagesOptions<T>) {
  const [pages, setPages] = useState<CursorPages<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ load, what, onMoreFailed });
  latest.current = { load, what, onMoreFailed };

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey names the query; attempt retries
  useEffect(() => {
    let cancelled = false;
    setPages({ status: 'loading' });
    latest.current.load(null).then(
      (page) => {
        if (!cancelled) setPages({ status: 'ready', ...page, loadingMore: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`DealLoop: loading ${latest.current.what} failed.`, error);
        setPages({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [queryKey, attempt]);

  const showMore = async () => {
    if (pages.status !== 'ready' || !pages.nextCursor || pages.loadingMore) return;
    const cursor = pages.nextCursor;
    setPages({ ...pages, loadingMore: true });
    try {
      const page = await latest.current.load(cursor);
      setPages((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              items: [...current.items, ...page.items],
              nextCursor: page.nextCursor,
              loadingMore: false,
            }
          : current,
      );
    } catch (error) {
      console.warn(`DealLoop: loading more ${latest.current.what} failed.`, error);
      setPages((current) => (current.status === 'ready' ? { ...current, loadingMore: false } : current));
      latest.current.onMoreFailed?.();
    }
  };

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const update = useCallback(
    (change: (items: T[]) => T[]) =>
      setPages((current) =>
        current.status === 'ready' ? { ...current, items: change(current.items) } : current,
      ),
    [],
  );

  const resource = useMemo(
    (): Pick<ApiResource<ReadyCursorPages<T>>, 'state' | 'reload'> => ({
      state: pages.status === 'ready' ? { status: 'ready', data: pages } : pages,
      reload: retry,
    }),
    [pages, retry],
  );

  return { pages, resource, showMore, retry, update };
}
