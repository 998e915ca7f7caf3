// The app's route table: every method and path a handler answers, read from the composed Hono app, so that tests
// which must cover every endpoint (the authorization matrix, the fuzzer) fail when a new route has no entry.
import type { App } from '../../src/app';

/** One endpoint: an HTTP method and its path pattern as mounted (for example `/api/v1/properties/:id`). */
export interface RouteEntry {
  method: string;
  path: string;
}

/** `METHOD path`, the key tests use for an endpoint. */
export const routeKey = (route: RouteEntry) => `${route.method} ${route.path}`;

/**
 * Every endpoint with a handler, without middleware (mounted with `use`, method ALL) and without duplicates, in
 * mount order. The site's catch-all `GET *` is included: it answers every other GET.
 */
export function routeTable(app: App): RouteEntry[] {
  const seen = new Set<string>();
  const routes: RouteEntry[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const entry = { method: route.method, path: route.path };
    const key = routeKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push(entry);
  }
  return routes;
}

/** The API's endpoints (under /api/), the ones with an authorization rule. */
export const apiRouteTable = (app: App) => routeTable(app).filter((route) => route.path.startsWith('/api/'));
