// The listings routes: create (signed in), search and read (public rule), change and archive (owner), moderate
// (staff), and the caller's own listings with their offer counts.
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import {
  CreatePropertyBody,
  ModerationBody,
  PropertySchema,
  SearchQuery,
  SearchResponse,
  UpdatePropertyBody,
} from './listing-schemas';
import { listingsEndpoints as at } from './listings-endpoints';

/** A listing's id, or the 8-character short id of its SEO path. */
export const ListingIdParam = z.object({
  id: z
    .string()
    .min(8)
    .max(64)
    .openapi({ description: 'The listing id, or the 8-character short id of its SEO path.' }),
});

/** One of the caller's listings, with its offer counts. */
export const MyListingSchema = PropertySchema.extend({
  openOffers: z.number().int().openapi({ description: 'Pending or countered offers not yet expired.' }),
  offers: z.number().int().openapi({ description: 'Every offer ever made on the listing.' }),
}).openapi('MyListing');
/** One of the caller's listings, with its offer counts. */
export type MyListingView = z.infer<typeof MyListingSchema>;

/** The listings routes. */
export const listingsContract = {
  create: createRoute({
    ...at.create,
    summary: 'List a property (it waits for review before it is public)',
    security: bearer,
    request: { body: { content: json(CreatePropertyBody), required: true } },
    responses: {
      201: { description: 'Created', content: json(PropertySchema) },
      ...errors(400, 401, 429),
    },
  }),
  search: createRoute({
    ...at.search,
    summary: 'Search public listings',
    request: { query: SearchQuery },
    responses: {
      200: { description: 'One page of listings', content: json(SearchResponse) },
      ...errors(400),
    },
  }),
  get: createRoute({
    ...at.get,
    summary: 'One listing',
    request: { params: ListingIdParam },
    responses: { 200: { description: 'The listing', content: json(PropertySchema) }, ...errors(404) },
  }),
  update: createRoute({
    ...at.update,
    summary:
      'Change a listing (owner). A published listing keeps its approved version until a moderator approves ' +
      'the changes (202); a declined one goes back to the review queue.',
    security: bearer,
    request: { params: ListingIdParam, body: { content: json(UpdatePropertyBody), required: true } },
    responses: {
      200: { description: 'Changed', content: json(PropertySchema) },
      202: {
        description: 'The changes wait for review; the listing as the public still sees it',
        content: json(PropertySchema),
      },
      ...errors(400, 401, 404, 409),
    },
  }),
  archive: createRoute({
    ...at.archive,
    summary: 'Archive a listing (owner); it leaves the marketplace',
    security: bearer,
    request: { params: ListingIdParam },
    responses: { 204: { description: 'Archived' }, ...errors(401, 404, 409) },
  }),
  moderate: createRoute({
    ...at.moderate,
    summary: 'Publish, decline or hold a listing (moderators and admins)',
    security: bearer,
    request: { params: ListingIdParam, body: { content: json(ModerationBody), required: true } },
    responses: {
      200: { description: 'Moderated', content: json(PropertySchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  mine: createRoute({
    ...at.mine,
    summary: 'My listings with their offer counts, newest first (archived ones left out)',
    security: bearer,
    responses: {
      200: { description: 'My listings', content: json(z.object({ items: z.array(MyListingSchema) })) },
      ...errors(401),
    },
  }),
};

/** The listings routes' types (import type: the site and SDK take their shapes from here). */
export type ListingsContract = typeof listingsContract;
