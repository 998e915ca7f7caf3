// The dashboard's listings: the caller's own listings (not archived), newest first, with their offer counts.

import { listingsContract } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createRouter } from '../http/router';
import { offerCountsByProperty } from '../offers/offers-repo';
import { serializeProperty } from './property-serializer';

/** The dashboard listing route, mounted at /api/v1. */
export function myListingRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter().openapi(listingsContract.mine, async (c) => {
    const auth = requireAuth(c);
    const properties = await db
      .selectFrom('properties')
      .selectAll()
      .where('user_id', '=', auth.user.id)
      .where('archived_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const counts = await offerCountsByProperty(
      db,
      properties.map((p) => p.id),
      new Date().toISOString(),
    );
    const viewer = { userId: auth.user.id, roles: auth.roles };
    const items = properties.map((property) => ({
      ...serializeProperty(property, viewer, config.publicUrl),
      ...(counts.get(property.id) ?? { offers: 0, openOffers: 0 }),
    }));
    return c.json({ items }, 200);
  });
}
