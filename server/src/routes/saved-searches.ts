// Saved searches: the signed-in user creates, lists, changes and deletes their own, and previews the public
// listings one matches now (the same search as GET /properties). Another user's search answers 404.

import { errors, json, SearchQuery, SearchResponse } from '@dealloop/contract';
import {
  SAVED_SEARCH_DEFAULTS,
  type SavedSearchCriteria,
  type SearchPlace,
  savedSearchFilters,
  searchFiltersToApiQuery,
} from '@dealloop/core';
import type { z } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota, quotaUsage } from '../billing/quotas';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import {
  CreateSavedSearchBody,
  type CriteriaBody,
  MatchesQuery,
  SavedSearchIdParam,
  SavedSearchList,
  SavedSearchSchema,
  UpdateSavedSearchBody,
} from '../saved-searches/saved-search-schemas';
import { criteriaOf, serializeSavedSearch } from '../saved-searches/saved-search-serializer';
import {
  deleteSavedSearch,
  insertSavedSearch,
  ownSavedSearch,
  savedSearchesOf,
  updateSavedSearch,
} from '../saved-searches/saved-searches-repo';
import { resolveSearchPlace } from '../search/search-place';

const bearer = [{ bearerAuth: [] }];
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
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/saved-searches',
        summary: 'Save a search (email alerts on and text alerts off unless said otherwise)',
        security: bearer,
        request: { body: { content: json(CreateSavedSearchBody), required: true } },
        responses: {
          201: { description: 'Saved', content: json(SavedSearchSchema) },
          ...errors(400, 401, 403, 429),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const body = c.req.valid('json');
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
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/saved-searches',
        summary: "The caller's saved searches, newest first",
        security: bearer,
        responses: { 200: { description: 'Saved searches', content: json(SavedSearchList) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const [rows, usage] = await Promise.all([
          savedSearchesOf(db, user.id),
          quotaUsage(db, user.id, 'savedSearches'),
        ]);
        return c.json({ items: rows.map(serializeSavedSearch), usage }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/saved-searches/{id}',
        summary: 'One of the caller’s saved searches',
        security: bearer,
        request: { params: SavedSearchIdParam },
        responses: {
          200: { description: 'The saved search', content: json(SavedSearchSchema) },
          ...errors(401, 404),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const row = await ownSavedSearch(db, user.id, c.req.valid('param').id);
        if (!row) throw notFound(NOT_FOUND);
        return c.json(serializeSavedSearch(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/me/saved-searches/{id}',
        summary: 'Change a saved search (name, criteria as a whole, notification flags)',
        security: bearer,
        request: {
          params: SavedSearchIdParam,
          body: { content: json(UpdateSavedSearchBody), required: true },
        },
        responses: {
          200: { description: 'Changed', content: json(SavedSearchSchema) },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const row = await ownSavedSearch(db, user.id, c.req.valid('param').id);
        if (!row) throw notFound(NOT_FOUND);
        const body = c.req.valid('json');
        const updated = await updateSavedSearch(db, row, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.criteria !== undefined && (await resolved(body.criteria))),
          ...(body.notifyEmail !== undefined && { notifyEmail: body.notifyEmail }),
          ...(body.notifySms !== undefined && { notifySms: body.notifySms }),
        });
        return c.json(serializeSavedSearch(updated), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/me/saved-searches/{id}',
        summary: 'Delete a saved search',
        security: bearer,
        request: { params: SavedSearchIdParam },
        responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        if (!(await deleteSavedSearch(db, user.id, c.req.valid('param').id))) throw notFound(NOT_FOUND);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/saved-searches/{id}/matches',
        summary: 'The public listings the saved search matches now, newest first (one page)',
        security: bearer,
        request: { params: SavedSearchIdParam, query: MatchesQuery },
        responses: {
          200: { description: 'One page of listings', content: json(SearchResponse) },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
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
      },
    );
}
