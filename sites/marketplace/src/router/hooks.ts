// The hooks pages use: where the site is, going elsewhere, the route's values, search parameters, blocking.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { RouteErrorContext, useRouterContext } from './context';
import type { Location, To } from './path';
import type { BlockerArgs, NavigateOptions } from './router';

export function useLocation(): Location {
  return useRouterContext().state.location;
}

/** The values of the matched route's `:name` segments. */
export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useRouterContext().params as Readonly<Partial<Record<T, string>>>;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** A stable function that navigates (a target resolved against the current location, or a move through history). */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext();
  return useCallback<NavigateFunction>((to, options) => void router.navigate(to, options), [router]);
}

/** What a route's error element shows: the error its route threw. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export type SearchParamsInit =
  | string
  | URLSearchParams
  | readonly [string, string][]
  | Readonly<Record<string, string | readonly string[]>>;

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The page's search parameters and a setter that navigates to the same page with new ones. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { router, state } = useRouterContext();
  const search = state.location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const query = searchParamsOf(init).toString();
      void router.navigate(query ? `?${query}` : { pathname: router.state.location.pathname }, options);
    },
    [router],
  );
  return [params, setParams];
}

function searchParamsOf(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init as string | URLSearchParams | [string, string][]);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init as Record<string, string | readonly string[]>)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
  }
  return params;
}

/** A blocker's state: `blocked` offers `proceed` (go on with the navigation) and `reset` (stay). */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

/** Holds navigations back while `shouldBlock` says so (one blocker at a time: the first registered). */
export function useBlocker(shouldBlock: boolean | ((args: BlockerArgs) => boolean)): Blocker {
  const { router } = useRouterContext();
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(
    () =>
      router.addBlocker({
        shouldBlock: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
        onBlocked: (proceed) =>
          setBlocker({
            state: 'blocked',
            proceed: () => {
              setBlocker(UNBLOCKED);
              proceed();
            },
            reset: () => setBlocker(UNBLOCKED),
          }),
      }),
    [router],
  );
  return blocker;
}
