// What the router hands down: the router, its committed state, the matched params, the outlet, a route's error.
import { createContext, type ReactNode, useContext } from 'react';
import type { Params } from './path';
import type { Router, RouterState } from './router';

export interface RouterContextValue {
  router: Router;
  state: RouterState;
  params: Params;
}

export const RouterContext = createContext<RouterContextValue | null>(null);
export const OutletContext = createContext<ReactNode>(null);
export const RouteErrorContext = createContext<unknown>(undefined);

/** The router around this component; using a router hook outside one is a programming error. */
export function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('DealLoop: a router hook was used outside <RouterProvider> or <MemoryRouter>.');
  return value;
}
