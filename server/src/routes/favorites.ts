// Favorites ("save deals"): the signed-in user saves and unsaves listings and lists the ones they saved.
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import {
  favoriteProperties,
  favoritePropertyIds,
  removeFavorite,
  saveFavorite,
} from '../favorites/favorites-repo';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { errors, json } from '../http/schemas';
import { PropertySchema } from '../properties/property-schemas';
import { serializeProperty } from '../properties/property-serializer';
import { findVisibleProperty, viewerOfAuth } from '../properties/visible-property';

const bearer = [{ bearerAuth: [] }];

/** A listing id as the API gives it: a lower-case UUID. */
const ListingIdParam = z.object({
  propertyId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'A listing id is a UUID.')
    .openapi({ example: '0193a5c0-1c2d-7e3f-8a4b-5c6d7e8f9a0b' }),
});

const SavedFavorite = z
  .object({
    propertyId: z.string(),
    savedAt: z.string().openapi({ description: 'When it was first saved.' }),
  })
  .openapi('SavedFavorite');
const FavoriteList = z.object({ items: z.array(PropertySchema) }).openapi('FavoriteList');
const FavoriteIds = z.object({ ids: z.array(z.string()) }).openapi('FavoriteIds');

/** The favorites routes, mounted at /api/v1. */
export function favoriteRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/favorites',
        summary: 'The listings the caller saved, newest saved first (those no longer visible are left out)',
        security: bearer,
        responses: { 200: { description: 'Saved listings', content: json(FavoriteList) }, ...errors(401) },
      }),
      async (c) => {
        const viewer = viewerOfAuth(requireAuth(c))!;
        const properties = await favoriteProperties(db, viewer);
        return c.json(
          { items: properties.map((property) => serializeProperty(property, viewer, config.publicUrl)) },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/favorites/ids',
        summary: 'The ids of the listings the caller saved, newest saved first',
        security: bearer,
        responses: { 200: { description: 'Saved listing ids', content: json(FavoriteIds) }, ...errors(401) },
      }),
      async (c) => {
        const viewer = viewerOfAuth(requireAuth(c))!;
        return c.json({ ids: await favoritePropertyIds(db, viewer) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/favorites/{propertyId}',
        summary: 'Save a listing (saving it again changes nothing)',
        security: bearer,
        request: { params: ListingIdParam },
        responses: {
          200: { description: 'Saved', content: json(SavedFavorite) },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const viewer = viewerOfAuth(requireAuth(c))!;
        const property = await findVisibleProperty(db, viewer, c.req.valid('param').propertyId);
        if (!property) throw notFound('This listing does not exist or is not public.');
        const favorite = await saveFavorite(db, viewer.userId, property.id);
        return c.json({ propertyId: favorite.property_id, savedAt: favorite.created_at }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/me/favorites/{propertyId}',
        summary: 'Remove a listing from the saved ones (removing it again changes nothing)',
        security: bearer,
        request: { params: ListingIdParam },
        responses: { 204: { description: 'Not saved (any more)' }, ...errors(400, 401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        await removeFavorite(db, user.id, c.req.valid('param').propertyId);
        return c.body(null, 204);
      },
    );
}
