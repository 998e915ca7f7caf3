// Loads something from the API for a page: loading, ready, missing (404) or failed, with reload and local updates.
import type { AlertNotification, ApiClient } from '@dealloop/client';
import { ApiError } from '@dealloop/client';
import type { LiveResource } from '@dealloop/core';
import { useCallback, useEffect, useState } from 'react';
import { useLiveReload } from '../features/alerts/use-live-reload';
import { useServices } from './services-context';

/** Where a load is. */
export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'missing' }
  | { status: 'failed' };

/** A loaded resource: its state, `reload()` (Try Again, or after a change) and `update()` for local changes. */
export interface ApiResource<T> {
  state: ResourceState<T>;
  reload(): void;
  update(change: (data: T) => T): void;
}

/** The live alerts a resource follows: those about one of `resources` (core's ALERT_RESOURCES) that `matches`. */
export interface LiveOptions {
  resources: readonly LiveResource[];
  matches?: (alert: AlertNotification) => boolean;
}

/**
 * Loads with `load(client)` whenever `key` changes (and on reload). A 404 is `missing` (the API answers 404 for
 * what the caller may not see); any other failure is `failed`. `key` null waits (nothing to load yet). With
 * `live`, an arriving alert about it reloads it (keeping the loaded data on screen until the answer comes).
 */
export function useApiResource<T>(
  key: string | null,
  load: (client: ApiClient) => Promise<T>,
  live?: LiveOptions,
): ApiResource<T> {
  const { client } = useServices();
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loader] = useState(() => ({ current: load, key: null as string | null }));
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what to load and `attempt` reloads it
  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    // A reload keeps loaded data on screen until the answer comes; something else to load, or a retry after a
    // failure, shows loading again.
    const fresh = loader.key !== key;
    setState((current) => (fresh || current.status !== 'ready' ? { status: 'loading' } : current));
    loader.key = key;
    loader.current(client).then(
      (data) => {
        if (!cancelled) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
        else {
          console.warn('DealLoop: a page load failed.', error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  useLiveReload(key === null ? [] : (live?.resources ?? []), reload, live?.matches);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, update };
}
