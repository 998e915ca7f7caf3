// Loads something from the API for a page: loading, ready, missing (404) or failed, with reload and local updates
// (`useApiResource`); `useResource` is the same for what a page loads without the API client.
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
 * An answer the page already holds (the first data the server wrote into it, `first-data.ts`): `take` false
 * looks, `take` true uses it up. What it answers shows in the first render, and the first load takes it instead
 * of asking (a reload asks the API).
 */
export type FirstAnswer<T> = (client: ApiClient, take: boolean) => T | undefined;

/**
 * Loads with `load(client)` whenever `key` changes (and on reload). A 404 is `missing` (the API answers 404 for
 * what the caller may not see); any other failure is `failed`. `key` null waits (nothing to load yet). With
 * `live`, an arriving alert about it reloads it (keeping the loaded data on screen until the answer comes). With
 * `first`, the page's own answer is ready at once.
 */
export function useApiResource<T>(
  key: string | null,
  load: (client: ApiClient) => Promise<T>,
  live?: LiveOptions,
  first?: FirstAnswer<T>,
): ApiResource<T> {
  const { client } = useServices();
  const resource = useResource(key, () => load(client), first && ((take) => first(client, take)), client);
  useLiveReload(key === null ? [] : (live?.resources ?? []), resource.reload, live?.matches);
  return resource;
}

/**
 * The same states for something a page loads without the API client (a lazily loaded module, the browser's
 * position), for components that may render outside the app's services. `scope` changing loads again, like `key`.
 */
export function useResource<T>(
  key: string | null,
  load: () => Promise<T>,
  first?: (take: boolean) => T | undefined,
  scope?: unknown,
): ApiResource<T> {
  const [loader] = useState(() => {
    const data = key === null ? undefined : first?.(false);
    return { current: load, key: null as string | null, first: data === undefined ? null : key, data };
  });
  const [state, setState] = useState<ResourceState<T>>(() =>
    loader.data === undefined ? { status: 'loading' } : { status: 'ready', data: loader.data },
  );
  const [attempt, setAttempt] = useState(0);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what to load and `attempt` reloads it
  useEffect(() => {
    if (key === null) return;
    if (loader.first !== null && loader.first === key) {
      // Shown from the page's answer: used up, so a reload or another key asks the API.
      loader.first = null;
      loader.key = key;
      first?.(true);
      return;
    }
    loader.first = null;
    let cancelled = false;
    // A reload keeps loaded data on screen until the answer comes; something else to load, or a retry after a
    // failure, shows loading again.
    const fresh = loader.key !== key;
    setState((current) => (fresh || current.status !== 'ready' ? { status: 'loading' } : current));
    loader.key = key;
    loader.current().then(
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
  }, [scope, key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, update };
}
