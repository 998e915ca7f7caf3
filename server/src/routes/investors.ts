// The investor directory and public investor pages by slug (/real-estate-investor-{slug}).

import {
  DirectoryPageSchema,
  DirectoryQuery,
  errors,
  json,
  PublicProfilePageSchema,
} from '@dealloop/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import { investorDirectoryPage } from '../profiles/investor-directory';
import { serializePublicProfile } from '../profiles/profile-serializer';
import { publicProfilePage } from '../profiles/public-profile-page';

const SlugParam = z.object({ slug: z.string().min(1).max(200) });

/** The investor routes, mounted at /api/v1. */
export function investorRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/investors',
        summary:
          'Published profiles, newest published first, filtered by text, profile type, specialty and market',
        request: { query: DirectoryQuery },
        responses: {
          200: { description: 'One page of profiles', content: json(DirectoryPageSchema) },
          ...errors(400),
        },
      }),
      async (c) => {
        const viewer = viewerOfAuth(c.get('auth'));
        const query = c.req.valid('query');
        const page = await investorDirectoryPage(db, query);
        return c.json(
          {
            items: page.items.map((item) => serializePublicProfile(item, viewer)),
            nextCursor: page.nextCursor,
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/investors/{slug}',
        summary: "A published profile by its slug and its owner's public listings (404 when not published)",
        request: { params: SlugParam },
        responses: {
          200: { description: 'The public profile', content: json(PublicProfilePageSchema) },
          ...errors(404),
        },
      }),
      async (c) => {
        const viewer = viewerOfAuth(c.get('auth'));
        const page = await publicProfilePage(deps, { slug: c.req.valid('param').slug }, viewer);
        if (!page) throw notFound('This profile does not exist or is not public.');
        return c.json(page, 200);
      },
    );
}
