// The lister's card of a listing, mounted from the contract's listers route: who listed it, their public profile
// and, for signed-in viewers, how to reach them.
import { listersContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { findVisibleProperty, viewerOfAuth } from '../listings/visible-property';
import { findLister } from './lister-repo';
import { serializeLister } from './lister-serializer';

/** The lister routes, mounted at /api/v1. */
export function listerRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter().openapi(routes.get, async (c) => {
    const viewer = viewerOfAuth(c.get('auth'));
    const property = await findVisibleProperty(db, viewer, c.req.valid('param').id);
    const lister = property ? await findLister(db, property.user_id) : undefined;
    if (!lister) throw notFound('This listing does not exist or is not public.');
    return c.json(serializeLister(lister, viewer), 200);
  });
}
