// The investors routes: the directory of published profiles and one public investor page by its slug.
import { createRoute, z } from '@hono/zod-openapi';
import { errors, json } from '../http-schemas';
import { DirectoryPageSchema, DirectoryQuery, PublicProfilePageSchema } from './investor-schemas';
import { investorsEndpoints as at } from './investors-endpoints';

/** A public profile's slug (/real-estate-investor-{slug}). */
const SlugParam = z.object({ slug: z.string().min(1).max(200) });

/** The investors routes. */
export const investorsContract = {
  list: createRoute({
    ...at.list,
    summary:
      'Published profiles, newest published first, filtered by text, profile type, specialty and market',
    request: { query: DirectoryQuery },
    responses: {
      200: { description: 'One page of profiles', content: json(DirectoryPageSchema) },
      ...errors(400),
    },
  }),
  get: createRoute({
    ...at.get,
    summary: "A published profile by its slug and its owner's public listings (404 when not published)",
    request: { params: SlugParam },
    responses: {
      200: { description: 'The public profile', content: json(PublicProfilePageSchema) },
      ...errors(404),
    },
  }),
};

/** The investors routes' types (import type: the site and SDK take their shapes from here). */
export type InvestorsContract = typeof investorsContract;
