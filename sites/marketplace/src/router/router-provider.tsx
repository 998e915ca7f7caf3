// Renders a router's matched routes (layouts through their Outlet), with each route's error element.
import {
  Component,
  type ReactNode,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { OutletContext, RouteErrorContext, RouterContext } from './context';
import type { Path } from './path';
import { createMemoryRouter, type RouteMatch, type Router, type RouterState } from './router';

/** Follows the router's state; updates are transitions, so a page still loading keeps the previous one shown. */
function useRouterState(router: Router): RouterState {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return state;
}

function RouterScope({
  router,
  children,
}: {
  router: Router;
  children: (match: RouteMatch | null) => ReactNode;
}) {
  const state = useRouterState(router);
  const match = useMemo(() => router.match(state.location.pathname), [router, state.location.pathname]);
  const value = useMemo(() => ({ router, state, params: match?.params ?? {} }), [router, state, match]);
  return <RouterContext.Provider value={value}>{children(match)}</RouterContext.Provider>;
}

/** Shows the route the router's location matches. */
export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterScope router={router}>
      {(match) => (match ? <RouteLevel match={match} depth={0} /> : null)}
    </RouterScope>
  );
}

/** A router in memory around `children` (component tests of parts that link or read the location). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: (string | Partial<Path>)[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries, initialIndex }));
  return <RouterScope router={router}>{() => children}</RouterScope>;
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

function RouteLevel({ match, depth }: { match: RouteMatch; depth: number }) {
  const route = match.routes[depth];
  const { state } = useContext(RouterContext) ?? {};
  if (!route) return null;
  const outlet = depth + 1 < match.routes.length ? <RouteLevel match={match} depth={depth + 1} /> : null;
  const element = (
    <OutletContext.Provider value={outlet}>{route.element ?? <Outlet />}</OutletContext.Provider>
  );
  if (route.errorElement === undefined) return element;
  return (
    <RouteErrorBoundary fallback={route.errorElement} resetKey={state?.location.key}>
      {element}
    </RouteErrorBoundary>
  );
}

interface RouteErrorBoundaryProps {
  fallback: ReactNode;
  resetKey: string | undefined;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string | undefined;
}

/** A route's error element in place of the route when it throws, until the next navigation. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = {
    failed: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}
