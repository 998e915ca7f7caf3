// The contract and the server agree: every API route the app mounts is a route of @dealloop/contract and every
// contract route is mounted, at the same method and path; the OpenAPI document lists the contract's routes.
import { apiContract } from '@dealloop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable, routeKey } from './support/route-table';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * API routes not moved into the contract yet (feature by feature, this list only shrinks: a route listed here that
 * the contract has fails the test).
 */
const NOT_YET_IN_CONTRACT = new Set<string>([
  'GET /api/v1/health',
  'POST /api/v1/auth/sign-up',
  'POST /api/v1/auth/sign-in',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/sign-out',
  'GET /api/v1/auth/user',
  'GET /api/v1/auth/session',
  'POST /api/v1/auth/password',
  'POST /api/v1/auth/password-reset',
  'POST /api/v1/auth/password-reset/confirm',
  'GET /api/v1/auth/sessions',
  'POST /api/v1/auth/sessions/sign-out-others',
  'DELETE /api/v1/auth/sessions/{id}',
  'POST /api/v1/auth/email',
  'POST /api/v1/me/export',
  'DELETE /api/v1/me',
  'POST /api/v1/uploads',
  'POST /api/v1/consents',
  'POST /api/v1/properties',
  'GET /api/v1/properties',
  'GET /api/v1/properties/{id}',
  'PATCH /api/v1/properties/{id}',
  'DELETE /api/v1/properties/{id}',
  'POST /api/v1/properties/{id}/moderation',
  'GET /api/v1/moderation/queue',
  'POST /api/v1/moderation/decisions',
  'GET /api/v1/moderation/audit',
  'GET /api/v1/properties/{id}/moderation',
  'GET /api/v1/properties/{id}/edit',
  'GET /api/v1/moderation/edits',
  'POST /api/v1/moderation/edits/{id}/decision',
  'POST /api/v1/reports',
  'GET /api/v1/moderation/reports',
  'POST /api/v1/moderation/reports/resolve',
  'GET /api/v1/me/moderator-application',
  'POST /api/v1/me/moderator-application',
  'GET /api/v1/moderation/applications',
  'POST /api/v1/moderation/applications/{id}/decision',
  'POST /api/v1/raffles',
  'GET /api/v1/raffles/{id}',
  'POST /api/v1/raffles/{id}/draw',
  'GET /api/v1/counties',
  'GET /api/v1/notifications',
  'POST /api/v1/notifications/{id}/read',
  'POST /api/v1/notifications/read-all',
  'GET /api/v1/alerts/stream',
  'POST /api/v1/alerts/stream-ticket',
  'GET /api/v1/me/listings',
  'GET /api/v1/me/email-preferences',
  'PUT /api/v1/me/email-preferences',
  'GET /api/v1/email/unsubscribe',
  'POST /api/v1/email/unsubscribe',
  'GET /api/v1/admin/mailbox',
  'POST /api/v1/admin/test-email',
  'GET /api/v1/admin/stats',
  'GET /api/v1/admin/users',
  'GET /api/v1/admin/users/{id}',
  'POST /api/v1/admin/users/{id}/roles',
  'DELETE /api/v1/admin/users/{id}/roles/{role}',
  'POST /api/v1/admin/users/{id}/suspension',
  'DELETE /api/v1/admin/users/{id}/suspension',
  'GET /api/v1/profiles/{userId}/buyers-list',
  'POST /api/v1/profiles/{userId}/buyers-list',
  'GET /api/v1/me/buyers-list',
  'PUT /api/v1/me/buyers-list/{id}/tags',
  'DELETE /api/v1/me/buyers-list/{id}',
  'POST /api/v1/me/buyers-list/import',
  'GET /api/v1/me/buyers-list/export',
  'POST /api/v1/me/buyers-list/send-deal',
  'GET /api/v1/buyers-list/unsubscribe',
  'POST /api/v1/buyers-list/unsubscribe',
  'GET /api/v1/buyers-list/confirm',
  'POST /api/v1/buyers-list/confirm',
  'POST /api/v1/properties/{id}/open-houses',
  'GET /api/v1/properties/{id}/open-houses',
  'GET /api/v1/open-houses',
  'GET /api/v1/me/open-houses',
  'GET /api/v1/open-houses/{id}',
  'DELETE /api/v1/open-houses/{id}',
  'POST /api/v1/open-houses/{id}/rsvp',
  'DELETE /api/v1/open-houses/{id}/rsvp',
  'GET /api/v1/open-houses/{id}/ics',
  'GET /api/v1/me/profile',
  'PATCH /api/v1/me/profile',
  'GET /api/v1/profiles/{userId}',
  'POST /api/v1/me/business-cards',
  'GET /api/v1/me/business-cards',
  'PATCH /api/v1/me/business-cards/{id}',
  'DELETE /api/v1/me/business-cards/{id}',
  'GET /api/v1/cards/{cardUrlOrId}',
  'GET /api/v1/cards/{cardUrlOrId}/vcard',
  'GET /api/v1/me/embed-keys',
  'POST /api/v1/me/embed-keys',
  'PATCH /api/v1/me/embed-keys/{id}',
  'DELETE /api/v1/me/embed-keys/{id}',
  'GET /api/v1/plans',
  'POST /api/v1/billing/checkout',
  'POST /api/v1/billing/webhook',
  'GET /api/v1/me/billing',
  'GET /api/v1/me/plan',
  'POST /api/v1/support/tickets',
  'GET /api/v1/me/support/tickets',
  'GET /api/v1/support/tickets',
  'GET /api/v1/support/tickets/{id}',
  'POST /api/v1/support/tickets/{id}/answer',
  'POST /api/v1/support/tickets/{id}/close',
  'POST /api/v1/functions/geocode-location',
  'POST /api/v1/functions/reverse-geocode',
  'POST /api/v1/functions/chat-with-loop',
  'GET /api/v1/docs',
  'GET /api/v1/docs/init.js',
  'GET /api/v1/docs/assets/{name}',
  'GET /api/v1/openapi.json',
]);

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
      .filter((key) => !contract.has(key) && !NOT_YET_IN_CONTRACT.has(key));
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

  it('keeps no route on the not-yet list that the contract already has', () => {
    expect(
      contractRoutes.filter((route) => NOT_YET_IN_CONTRACT.has(route.key)).map((route) => route.key),
    ).toEqual([]);
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
