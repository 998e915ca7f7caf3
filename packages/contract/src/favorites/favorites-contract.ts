// The favorites ("saved deals") routes: the signed-in user saves and unsaves listings and lists the saved ones.
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { PropertySchema } from '../listings/listing-schemas';
import { favoritesEndpoints as at } from './favorites-endpoints';

/** A listing id as the API gives it: a lower-case UUID. */
const ListingIdParam = z.object({
  propertyId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'A listing id is a UUID.')
    .openapi({ example: '0193a5c0-1c2d-7e3f-8a4b-5c6d7e8f9a0b' }),
});

/** One saved listing. */
export const SavedFavorite = z
  .object({
    propertyId: z.string(),
    savedAt: z.string().openapi({ description: 'When it was first saved.' }),
  })
  .openapi('SavedFavorite');
const FavoriteList = z.object({ items: z.array(PropertySchema) }).openapi('FavoriteList');
const FavoriteIds = z.object({ ids: z.array(z.string()) }).openapi('FavoriteIds');

/** The favorites routes. */
export const favoritesContract = {
  list: createRoute({
    ...at.list,
    summary: 'The listings the caller saved, newest saved first (those no longer visible are left out)',
    security: bearer,
    responses: { 200: { description: 'Saved listings', content: json(FavoriteList) }, ...errors(401) },
  }),
  ids: createRoute({
    ...at.ids,
    summary: 'The ids of the listings the caller saved, newest saved first',
    security: bearer,
    responses: { 200: { description: 'Saved listing ids', content: json(FavoriteIds) }, ...errors(401) },
  }),
  save: createRoute({
    ...at.save,
    summary: 'Save a listing (saving it again changes nothing)',
    security: bearer,
    request: { params: ListingIdParam },
    responses: {
      200: { description: 'Saved', content: json(SavedFavorite) },
      ...errors(400, 401, 404),
    },
  }),
  remove: createRoute({
    ...at.remove,
    summary: 'Remove a listing from the saved ones (removing it again changes nothing)',
    security: bearer,
    request: { params: ListingIdParam },
    responses: { 204: { description: 'Not saved (any more)' }, ...errors(400, 401) },
  }),
};

/** The favorites routes' types (import type: the site and SDK take their shapes from here). */
export type FavoritesContract = typeof favoritesContract;
