// The router: the route table, the current location, navigation, and blockers that may hold a navigation back.
import type { ReactNode } from 'react';
import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  type History,
  type NavigationAction,
} from './history';
import {
  type Location,
  matchPattern,
  type Params,
  type Path,
  patternScore,
  resolveTo,
  type To,
} from './path';

/** A route: a path pattern (none for a layout), what it renders, what renders when it fails, its child routes. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  errorElement?: ReactNode;
  children?: RouteObject[];
}

/** The routes from the table's root down to the one a pathname matched, with the pattern's values. */
export interface RouteMatch {
  routes: readonly RouteObject[];
  params: Params;
}

/** What the site shows now. */
export interface RouterState {
  location: Location;
  historyAction: NavigationAction;
  /** The navigation asked to keep the scroll position (search parameters typed into a field, say). */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** What a blocker is asked: where the site is and where the navigation would take it. */
export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationAction;
}

/** A registered blocker: whether to hold a navigation back, and what to do when it did (`proceed` lets it go). */
export interface BlockerRegistration {
  shouldBlock(args: BlockerArgs): boolean;
  onBlocked(proceed: () => void): void;
}

export interface Router {
  readonly routes: readonly RouteObject[];
  readonly state: RouterState;
  /** Goes to a target (resolved against the current location) or moves through the history by a number. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The route branch a pathname shows, or null when none matches. */
  match(pathname: string): RouteMatch | null;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Called with the location being left, just before any navigation (to remember its scroll position). */
  onBeforeNavigate(listener: (leaving: Location) => void): () => void;
  addBlocker(blocker: BlockerRegistration): () => void;
}

/** A router over the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over a history in memory (tests). */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: (string | Partial<Path>)[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}

/** A router over any history. */
export function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankBranches(routes);
  let state: RouterState = { location: history.location, historyAction: 'POP', preventScrollReset: false };
  const listeners = new Set<(state: RouterState) => void>();
  const leaving = new Set<(location: Location) => void>();
  const blockers: BlockerRegistration[] = [];
  /** Moves through the history made by the router itself (undoing a blocked back, or proceeding), not the visitor. */
  let ownMove: 'undo' | 'proceed' | null = null;

  const update = (next: RouterState) => {
    for (const listener of leaving) listener(state.location);
    state = next;
    for (const listener of listeners) listener(state);
  };

  const blocked = (nextLocation: Location, historyAction: NavigationAction, proceed: () => void): boolean => {
    const blocker = blockers[0];
    if (!blocker?.shouldBlock({ currentLocation: state.location, nextLocation, historyAction })) return false;
    blocker.onBlocked(proceed);
    return true;
  };

  history.listen((location, delta) => {
    if (ownMove === 'undo') {
      ownMove = null;
      return;
    }
    const proceeding = ownMove === 'proceed';
    ownMove = null;
    const proceed = () => {
      ownMove = 'proceed';
      history.go(delta);
    };
    if (!proceeding && blocked(location, 'POP', proceed)) {
      ownMove = 'undo';
      history.go(-delta);
      return;
    }
    update({ location, historyAction: 'POP', preventScrollReset: false });
  });

  const go = (location: Location, action: NavigationAction, options: NavigateOptions) => {
    if (action === 'REPLACE') history.replace(location);
    else history.push(location);
    update({ location, historyAction: action, preventScrollReset: options.preventScrollReset === true });
  };

  return {
    routes,
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location: Location = {
        ...resolveTo(to, state.location),
        state: options.state ?? null,
        key: createKey(),
      };
      const action: NavigationAction = options.replace ? 'REPLACE' : 'PUSH';
      if (!blocked(location, action, () => go(location, action, options))) go(location, action, options);
      return Promise.resolve();
    },
    match(pathname) {
      for (const branch of branches) {
        const params = matchPattern(branch.pattern, pathname);
        if (params) return { routes: branch.routes, params };
      }
      return null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onBeforeNavigate(listener) {
      leaving.add(listener);
      return () => leaving.delete(listener);
    },
    addBlocker(blocker) {
      blockers.push(blocker);
      return () => {
        const at = blockers.indexOf(blocker);
        if (at >= 0) blockers.splice(at, 1);
      };
    },
  };
}

interface Branch {
  pattern: string;
  routes: RouteObject[];
}

/** Every route that can be shown (a leaf, or a route with a path), with its full pattern, most specific first. */
function rankBranches(routes: readonly RouteObject[], parents: RouteObject[] = [], base = ''): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const pattern = joinPatterns(base, route.path);
    const chain = [...parents, route];
    if (route.children?.length) branches.push(...rankBranches(route.children, chain, pattern));
    if (!route.children?.length || route.path !== undefined) branches.push({ pattern, routes: chain });
  }
  // A stable sort: equally specific routes keep the table's order.
  return branches
    .map((branch, order) => ({ branch, order, score: patternScore(branch.pattern) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ branch }) => branch);
}

function joinPatterns(base: string, path: string | undefined): string {
  if (path === undefined) return base || '/';
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}
