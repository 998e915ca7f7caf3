// Listings API: create (signed in), read, search (public rule), update and archive (owner), moderate (staff).

import {
  CreatePropertyBody,
  errors,
  json,
  ModerationBody,
  PropertySchema,
  SearchQuery,
  SearchResponse,
  UpdatePropertyBody,
} from '@dealloop/contract';
import {
  editWaitsForReview,
  LISTING_EDIT_TEXTS,
  type ListingActor,
  nextListingState,
  ownerMoveToStatus,
  type PropertyStatus,
} from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota } from '../billing/quotas';
import type { Property } from '../db/schema';
import { embedCallerOf, widgetOriginOf } from '../embed/embed-chat-access';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { decideListings } from '../moderation/listing-decisions';
import { requireStaff } from '../moderation/staff-guard';
import { editUpdate, findPendingEdit, proposeEdit, withEdit } from '../properties/listing-edits-repo';
import { lifecycleStateOf, moveListing } from '../properties/listing-moves';
import { listingPlaceOf } from '../properties/listing-place';
import {
  dealFigures,
  findPropertyById,
  insertProperty,
  type ListingPlace,
  listingImagesOf,
  updateProperty,
} from '../properties/properties-repo';
import { serializeProperty, type Viewer } from '../properties/property-serializer';
import { searchCacheHeaders } from '../properties/search-caching';
import { resolveSearchPlace } from '../properties/search-place';
import type { PlaceFilter } from '../properties/search-properties';
import { findVisibleProperty, viewerOfAuth } from '../properties/visible-property';

const bearer = [{ bearerAuth: [] }];
const IdParam = z.object({
  id: z
    .string()
    .min(8)
    .max(64)
    .openapi({ description: 'The listing id, or the 8-character short id of its SEO path.' }),
});

const viewerOf = (c: Context<AppEnv>): Viewer => viewerOfAuth(c.get('auth'));

/** The listings routes, mounted at /api/v1. */
export function propertyRoutes(deps: AppDeps) {
  const { db, geo, config, search } = deps;

  const placeOf = (location: string): Promise<ListingPlace> => listingPlaceOf(geo, location);

  async function imagesFor(userId: string, imageIds: readonly string[]) {
    const { images, unknown } = await listingImagesOf(db, userId, imageIds);
    if (unknown.length) throw badRequest(`These photos are not your listing uploads: ${unknown.join(', ')}.`);
    return images;
  }

  /** The listing if this viewer may see it: public ones to all, others to the owner and staff; else 404. */
  async function visibleProperty(c: Context<AppEnv>, id: string): Promise<Property> {
    const property = await findVisibleProperty(db, viewerOf(c), id);
    if (!property) throw notFound('This listing does not exist or is not public.');
    return property;
  }

  /** The listing if the caller owns it (or is an admin); a 404 for anyone else, who learns nothing of it. */
  async function ownedProperty(c: Context<AppEnv>, id: string): Promise<Property> {
    const auth = requireAuth(c);
    const property = await findPropertyById(db, id);
    if (!property || (property.user_id !== auth.user.id && !auth.roles.includes('admin'))) {
      throw notFound(LISTING_EDIT_TEXTS.notFound);
    }
    return property;
  }

  /** The machine's actor of the caller on a listing it may change: its owner, or an admin acting for them. */
  const ownerActorOf = (c: Context<AppEnv>, property: Property): ListingActor =>
    property.user_id === requireAuth(c).user.id ? 'owner' : 'admin';

  const serialize = (c: Context<AppEnv>, property: Property) =>
    serializeProperty(property, viewerOf(c), config.publicUrl);

  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/properties',
        summary: 'List a property (it waits for review before it is public)',
        security: bearer,
        request: { body: { content: json(CreatePropertyBody), required: true } },
        responses: {
          201: { description: 'Created', content: json(PropertySchema) },
          ...errors(400, 401, 429),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const body = c.req.valid('json');
        const images = await imagesFor(user.id, body.imageIds ?? []);
        const place = await placeOf(body.location);
        const fields = {
          title: body.title,
          description: body.description ?? null,
          location: body.location,
          price: body.price,
          beds: body.beds ?? null,
          baths: body.baths ?? null,
          sqft: body.sqft ?? null,
          lotSize: body.lotSize ?? null,
          propertyType: body.propertyType,
          arv: body.arv ?? null,
          repairCost: body.repairCost ?? null,
        };
        const property = await createWithinQuota(deps, user.id, 'listings', (trx) =>
          insertProperty(trx, user.id, fields, place, images),
        );
        search.changed();
        return c.json(serialize(c, property), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/properties',
        summary: 'Search public listings',
        request: { query: SearchQuery },
        responses: {
          200: { description: 'One page of listings', content: json(SearchResponse) },
          ...errors(400),
        },
      }),
      async (c) => {
        const { embedKey, ...asked } = c.req.valid('query');
        // A grid with an embed key shows its owner's listings, and only on the key's origins.
        const query =
          embedKey === undefined
            ? asked
            : {
                ...asked,
                lister: (
                  await embedCallerOf(
                    deps,
                    embedKey,
                    widgetOriginOf(deps, (name) => c.req.header(name)),
                  )
                ).ownerId,
              };
        const cacheHeaders = searchCacheHeaders({ authorization: c.req.header('authorization'), embedKey });
        let place: PlaceFilter | null = null;
        let placeInfo: z.infer<typeof SearchResponse>['place'] = null;
        if (query.location) {
          const found = await resolveSearchPlace(geo, query.location);
          if (!found.found) {
            return c.json(
              {
                items: [],
                nextCursor: null,
                total: 0,
                place: { found: false, placeName: null, precision: null },
              },
              200,
              cacheHeaders,
            );
          }
          place = found.place;
          placeInfo = { found: true, placeName: found.placeName, precision: found.precision };
        }
        const from =
          query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
        const body = await search.page({ filters: query, place, placeInfo, viewer: viewerOf(c), from });
        // The bytes are the JSON c.json would send (search-listing-json.ts assembles them; tests compare).
        return c.body(body, 200, {
          'Content-Type': 'application/json',
          ...cacheHeaders,
        }) as unknown as TypedResponse<z.infer<typeof SearchResponse>, 200, 'json'>;
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/properties/{id}',
        summary: 'One listing',
        request: { params: IdParam },
        responses: { 200: { description: 'The listing', content: json(PropertySchema) }, ...errors(404) },
      }),
      async (c) => c.json(serialize(c, await visibleProperty(c, c.req.valid('param').id)), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/properties/{id}',
        summary:
          'Change a listing (owner). A published listing keeps its approved version until a moderator approves ' +
          'the changes (202); a declined one goes back to the review queue.',
        security: bearer,
        request: { params: IdParam, body: { content: json(UpdatePropertyBody), required: true } },
        responses: {
          200: { description: 'Changed', content: json(PropertySchema) },
          202: {
            description: 'The changes wait for review; the listing as the public still sees it',
            content: json(PropertySchema),
          },
          ...errors(400, 401, 404, 409),
        },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const property = await ownedProperty(c, c.req.valid('param').id);
        if (property.archived_at) throw badRequest(LISTING_EDIT_TEXTS.notEditable, 'listing_archived');
        const { status, ...body } = c.req.valid('json');
        const reviewed = editWaitsForReview(property.listing_status);
        // The owner edits their own version: a pending edit's changes are the base of the next ones.
        const pending = reviewed ? await findPendingEdit(db, property.id) : undefined;
        const base = pending ? withEdit(property, pending.changes) : property;
        const price = body.price ?? base.price;
        const arv = body.arv === undefined ? base.arv : body.arv;
        const repairCost = body.repairCost === undefined ? base.repair_cost : body.repairCost;
        const changes = {
          ...(body.title !== undefined && { title: body.title }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.beds !== undefined && { beds: body.beds }),
          ...(body.baths !== undefined && { baths: body.baths }),
          ...(body.sqft !== undefined && { sqft: body.sqft }),
          ...(body.lotSize !== undefined && { lot_size: body.lotSize }),
          ...(body.propertyType !== undefined && { property_type: body.propertyType }),
          ...(body.location !== undefined &&
            body.location !== base.location && {
              location: body.location,
              ...(await placeOf(body.location)),
            }),
          ...(body.imageIds !== undefined && {
            images: await imagesFor(property.user_id, body.imageIds),
          }),
          price,
          arv,
          repair_cost: repairCost,
          ...dealFigures(price, arv, repairCost),
        };
        const proposesChanges = Object.keys(body).length > 0;
        const actor = ownerActorOf(c, property);
        const move =
          status === undefined ? null : ownerMoveToStatus(property.status as PropertyStatus, status);
        const { updated, waiting } = await db.transaction().execute(async (trx) => {
          const moved = move ? await moveListing(trx, property.id, move, actor) : property;
          if (!reviewed) {
            // A declined listing its owner fixes goes back to the review queue (the machine's `resubmit`).
            const resubmits =
              proposesChanges && nextListingState(lifecycleStateOf(moved, false), 'resubmit', actor).ok;
            if (resubmits) await moveListing(trx, property.id, 'resubmit', actor);
            return { updated: await updateProperty(trx, property.id, editUpdate(changes)), waiting: false };
          }
          const edit = proposesChanges
            ? await proposeEdit(trx, property, auth.user.id, changes)
            : (pending ?? null);
          return { updated: moved, waiting: edit !== null };
        });
        search.changed();
        return waiting ? c.json(serialize(c, updated), 202) : c.json(serialize(c, updated), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/properties/{id}',
        summary: 'Archive a listing (owner); it leaves the marketplace',
        security: bearer,
        request: { params: IdParam },
        responses: { 204: { description: 'Archived' }, ...errors(401, 404, 409) },
      }),
      async (c) => {
        const property = await ownedProperty(c, c.req.valid('param').id);
        if (!property.archived_at) {
          await db
            .transaction()
            .execute((trx) => moveListing(trx, property.id, 'archive', ownerActorOf(c, property)));
          search.changed();
        }
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/properties/{id}/moderation',
        summary: 'Publish, decline or hold a listing (moderators and admins)',
        security: bearer,
        request: { params: IdParam, body: { content: json(ModerationBody), required: true } },
        responses: {
          200: { description: 'Moderated', content: json(PropertySchema) },
          ...errors(400, 401, 403, 404, 409),
        },
      }),
      async (c) => {
        const auth = requireStaff(c);
        const property = await findPropertyById(db, c.req.valid('param').id);
        if (!property || property.archived_at) throw notFound('This listing does not exist.');
        const { action, reason } = c.req.valid('json');
        const [updated] = await decideListings(deps, {
          actorId: auth.user.id,
          actorIsAdmin: auth.roles.includes('admin'),
          propertyIds: [property.id],
          action,
          reason,
        });
        return c.json(serialize(c, updated!), 200);
      },
    );
}
