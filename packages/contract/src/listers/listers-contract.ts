// The listers route: who listed a listing, their public profile and, for signed-in viewers, how to reach them.
import { createRoute, z } from '@hono/zod-openapi';
import { errors, json } from '../http-schemas';
import { ListerSchema } from './lister-schemas';
import { listersEndpoints as at } from './listers-endpoints';

/** A listing id or the 8-character short id of its SEO path. */
const ListingIdParam = z.object({
  id: z
    .string()
    .regex(
      /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{8})$/,
      'A listing id is a UUID or the 8-character short id of its SEO path.',
    )
    .openapi({ description: 'The listing id, or the 8-character short id of its SEO path.' }),
});

/** The listers routes. */
export const listersContract = {
  get: createRoute({
    ...at.get,
    summary: "The listing's lister (email and phone only for signed-in viewers)",
    request: { params: ListingIdParam },
    responses: { 200: { description: 'The lister', content: json(ListerSchema) }, ...errors(400, 404) },
  }),
};

/** The listers routes' types (import type: the site and SDK take their shapes from here). */
export type ListersContract = typeof listersContract;
