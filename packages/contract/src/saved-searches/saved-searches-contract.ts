// The saved searches routes: the signed-in user creates, lists, changes and deletes their own, and previews the
// public listings one matches now (the same search as GET /properties).
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { SearchResponse } from '../listings/listing-schemas';
import {
  CreateSavedSearchBody,
  MatchesQuery,
  SavedSearchIdParam,
  SavedSearchList,
  SavedSearchSchema,
  UpdateSavedSearchBody,
} from './saved-search-schemas';
import { savedSearchesEndpoints as at } from './saved-searches-endpoints';

/** The saved searches routes. */
export const savedSearchesContract = {
  create: createRoute({
    ...at.create,
    summary: 'Save a search (email alerts on and text alerts off unless said otherwise)',
    security: bearer,
    request: { body: { content: json(CreateSavedSearchBody), required: true } },
    responses: {
      201: { description: 'Saved', content: json(SavedSearchSchema) },
      ...errors(400, 401, 403, 429),
    },
  }),
  list: createRoute({
    ...at.list,
    summary: "The caller's saved searches, newest first",
    security: bearer,
    responses: { 200: { description: 'Saved searches', content: json(SavedSearchList) }, ...errors(401) },
  }),
  get: createRoute({
    ...at.get,
    summary: 'One of the caller’s saved searches',
    security: bearer,
    request: { params: SavedSearchIdParam },
    responses: {
      200: { description: 'The saved search', content: json(SavedSearchSchema) },
      ...errors(401, 404),
    },
  }),
  change: createRoute({
    ...at.change,
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
  remove: createRoute({
    ...at.remove,
    summary: 'Delete a saved search',
    security: bearer,
    request: { params: SavedSearchIdParam },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
  }),
  matches: createRoute({
    ...at.matches,
    summary: 'The public listings the saved search matches now, newest first (one page)',
    security: bearer,
    request: { params: SavedSearchIdParam, query: MatchesQuery },
    responses: {
      200: { description: 'One page of listings', content: json(SearchResponse) },
      ...errors(400, 401, 404),
    },
  }),
};

/** The saved searches routes' types (import type: the site and SDK take their shapes from here). */
export type SavedSearchesContract = typeof savedSearchesContract;
