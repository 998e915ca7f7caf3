// The contract and the server agree: every API route the app mounts is a route of @dealloop/contract and every
// contract route is mounted, at the same method and path; the OpenAPI document lists the contract's routes.
import { apiContract } from '@dealloop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable, routeKey } from './support/route-table';
import { createTestApp, type TestApp } from './support/test-app';

/** `METHOD /api/v1/path/{param}`: Hono's `:param` (with or without a pattern) written as OpenAPI's `{param}`. */
const asOpenApiKey = (key: string) => key.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

/** Every route of the contract as `METHOD /api/v1/path`, with its feature and call name. */
const contractRoutes = Object.entries(apiContract).flatMap(([feature, routes]) =>
  Object.entries(routes).map(([call, route]) => ({
    key: `${route.method.toUpperCase()} /api/v1${route.path}`,
    name: `${feature}.${call}`,
    hidden: Boolean((route as { hide?: boolean }).hide),
  })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API contract', () => {
  it('has every route the app mounts under /api/', () => {
    const contract = new Set(contractRoutes.map((route) => route.key));
    const missing = apiRouteTable(t.app)
      .map((route) => asOpenApiKey(routeKey(route)))
      .filter((key) => !contract.has(key));
    expect(missing).toEqual([]);
  });

  it('has only routes the app mounts', () => {
    const mounted = new Set(apiRouteTable(t.app).map((route) => asOpenApiKey(routeKey(route))));
    expect(contractRoutes.filter((route) => !mounted.has(route.key)).map((route) => route.name)).toEqual([]);
  });

  it('names each route once', () => {
    const keys = contractRoutes.map((route) => route.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('is what the OpenAPI document lists', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const documented = new Set(
      Object.entries(res.data.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    for (const route of contractRoutes.filter((entry) => !entry.hidden)) {
      expect(documented, route.name).toContain(route.key);
    }
  });
});
