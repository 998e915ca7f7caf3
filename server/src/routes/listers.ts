// The lister's card of a listing: who listed it, their public profile and, for signed-in viewers, how to reach them.

import { errors, json } from '@dealloop/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { findLister } from '../listers/lister-repo';
import { ListerSchema, serializeLister } from '../listers/lister-serializer';
import { findVisibleProperty, viewerOfAuth } from '../listings/visible-property';

const IdParam = z.object({
  id: z
    .string()
    .regex(
      /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{8})$/,
      'A listing id is a UUID or the 8-character short id of its SEO path.',
    )
    .openapi({ description: 'The listing id, or the 8-character short id of its SEO path.' }),
});

/** The lister routes, mounted at /api/v1. */
export function listerRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/properties/{id}/lister',
      summary: "The listing's lister (email and phone only for signed-in viewers)",
      request: { params: IdParam },
      responses: { 200: { description: 'The lister', content: json(ListerSchema) }, ...errors(400, 404) },
    }),
    async (c) => {
      const viewer = viewerOfAuth(c.get('auth'));
      const property = await findVisibleProperty(db, viewer, c.req.valid('param').id);
      const lister = property ? await findLister(db, property.user_id) : undefined;
      if (!lister) throw notFound('This listing does not exist or is not public.');
      return c.json(serializeLister(lister, viewer), 200);
    },
  );
}
