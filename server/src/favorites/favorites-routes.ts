// Favorites ("save deals"), mounted from the contract's favorites routes: the signed-in user saves and unsaves
// listings and lists the ones they saved.
import { favoritesContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { serializeProperty } from '../listings/property-serializer';
import { findVisibleProperty, viewerOfAuth } from '../listings/visible-property';
import { favoriteProperties, favoritePropertyIds, removeFavorite, saveFavorite } from './favorites-repo';

/** The favorites routes, mounted at /api/v1. */
export function favoriteRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(routes.list, async (c) => {
      const viewer = viewerOfAuth(requireAuth(c))!;
      const properties = await favoriteProperties(db, viewer);
      return c.json(
        { items: properties.map((property) => serializeProperty(property, viewer, config.publicUrl)) },
        200,
      );
    })
    .openapi(routes.ids, async (c) => {
      const viewer = viewerOfAuth(requireAuth(c))!;
      return c.json({ ids: await favoritePropertyIds(db, viewer) }, 200);
    })
    .openapi(routes.save, async (c) => {
      const viewer = viewerOfAuth(requireAuth(c))!;
      const property = await findVisibleProperty(db, viewer, c.req.valid('param').propertyId);
      if (!property) throw notFound('This listing does not exist or is not public.');
      const favorite = await saveFavorite(db, viewer.userId, property.id);
      return c.json({ propertyId: favorite.property_id, savedAt: favorite.created_at }, 200);
    })
    .openapi(routes.remove, async (c) => {
      const { user } = requireAuth(c);
      await removeFavorite(db, user.id, c.req.valid('param').propertyId);
      return c.body(null, 204);
    });
}
