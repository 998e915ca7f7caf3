// Saved searches, mounted from the contract's saved searches routes: the signed-in user creates, lists, changes and
// deletes their own, and previews the public listings one matches now (the same search as GET /properties).
// Another user's search answers 404.
import {
  type CriteriaBody,
  savedSearchesContract as routes,
  SearchQuery,
  type SearchResponse,
} from '@dealloop/contract';
import {
  SAVED_SEARCH_DEFAULTS,
  type SavedSearchCriteria,
  type SearchPlace,
  savedSearchFilters,
  searchFiltersToApiQuery,
} from '@dealloop/core';
import type { z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota, quotaUsage } from '../billing/quotas';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import { resolveSearchPlace } from '../search/search-place';
import { requireTextableNumber } from '../sms/sms-recipients';
import { criteriaOf, serializeSavedSearch } from './saved-search-serializer';
import {
  deleteSavedSearch,
  insertSavedSearch,
  ownSavedSearch,
  savedSearchesOf,
  updateSavedSearch,
} from './saved-searches-repo';

const NOT_FOUND = 'This saved search does not exist.';

/** The saved searches routes, mounted at /api/v1. */
export function savedSearchRoutes(deps: Pick<AppDeps, 'db' | 'dialect' | 'geo' | 'search'>) {
  const { db, geo, search } = deps;

  /** The criteria as core holds them, and the place their location resolves to (as GET /properties does). */
  async function resolved(
    body: CriteriaBody,
  ): Promise<{ criteria: SavedSearchCriteria; place: SearchPlace | null }> {
    const criteria: SavedSearchCriteria = { ...body };
    if (!criteria.location) return { criteria, place: null };
    const found = await resolveSearchPlace(geo, criteria.location);
    return { criteria, place: found.found ? found.place : null };
  }

  return createRouter()
    .openapi(routes.create, async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid('json');
      if (body.notifySms) await requireTextableNumber(db, user.id);
      const criteria = await resolved(body.criteria);
      const row = await createWithinQuota(deps, user.id, 'savedSearches', (trx) =>
        insertSavedSearch(trx, user.id, {
          name: body.name,
          ...criteria,
          notifyEmail: body.notifyEmail ?? SAVED_SEARCH_DEFAULTS.notify_email,
          notifySms: body.notifySms ?? SAVED_SEARCH_DEFAULTS.notify_sms,
        }),
      );
      return c.json(serializeSavedSearch(row), 201);
    })
    .openapi(routes.list, async (c) => {
      const { user } = requireAuth(c);
      const [rows, usage] = await Promise.all([
        savedSearchesOf(db, user.id),
        quotaUsage(db, user.id, 'savedSearches'),
      ]);
      return c.json({ items: rows.map(serializeSavedSearch), usage }, 200);
    })
    .openapi(routes.get, async (c) => {
      const { user } = requireAuth(c);
      const row = await ownSavedSearch(db, user.id, c.req.valid('param').id);
      if (!row) throw notFound(NOT_FOUND);
      return c.json(serializeSavedSearch(row), 200);
    })
    .openapi(routes.change, async (c) => {
      const { user } = requireAuth(c);
      const row = await ownSavedSearch(db, user.id, c.req.valid('param').id);
      if (!row) throw notFound(NOT_FOUND);
      const body = c.req.valid('json');
      if (body.notifySms) await requireTextableNumber(db, user.id);
      const updated = await updateSavedSearch(db, row, {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.criteria !== undefined && (await resolved(body.criteria))),
        ...(body.notifyEmail !== undefined && { notifyEmail: body.notifyEmail }),
        ...(body.notifySms !== undefined && { notifySms: body.notifySms }),
      });
      return c.json(serializeSavedSearch(updated), 200);
    })
    .openapi(routes.remove, async (c) => {
      const { user } = requireAuth(c);
      if (!(await deleteSavedSearch(db, user.id, c.req.valid('param').id))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    })
    .openapi(routes.matches, async (c) => {
      const auth = requireAuth(c);
      const row = await ownSavedSearch(db, auth.user.id, c.req.valid('param').id);
      if (!row) throw notFound(NOT_FOUND);
      const page = c.req.valid('query');
      const parsed = SearchQuery.safeParse(
        searchFiltersToApiQuery(savedSearchFilters(criteriaOf(row)), {
          limit: page.limit,
          cursor: page.cursor,
        }),
      );
      if (!parsed.success) throw badRequest('This saved search cannot be run.');
      const filters = parsed.data;
      let place = null;
      let placeInfo: z.infer<typeof SearchResponse>['place'] = null;
      if (filters.location) {
        const found = await resolveSearchPlace(geo, filters.location);
        if (!found.found) {
          const none = { found: false, placeName: null, precision: null };
          return c.json({ items: [], nextCursor: null, total: 0, place: none }, 200);
        }
        place = found.place;
        placeInfo = { found: true, placeName: found.placeName, precision: found.precision };
      }
      const body = await search.page({ filters, place, placeInfo, viewer: viewerOfAuth(auth), from: null });
      return c.body(body, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
        z.infer<typeof SearchResponse>,
        200,
        'json'
      >;
    });
}
