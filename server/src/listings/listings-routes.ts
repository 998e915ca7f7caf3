// Listings API: create (signed in), read, search (public rule), update and archive (owner), moderate (staff).

import { listingsContract as routes, type SearchResultView } from '@dealloop/contract';
import {
  editWaitsForReview,
  LISTING_EDIT_TEXTS,
  type ListingActor,
  nextListingState,
  ownerMoveToStatus,
  type PropertyStatus,
} from '@dealloop/core';
import type { Context, TypedResponse } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota } from '../billing/quotas';
import type { Property } from '../db/schema';
import { embedCallerOf, widgetOriginOf } from '../embed/embed-chat-access';
import { badRequest, notFound } from '../http/api-error';
import { packedJsonHeaders, packJson } from '../http/json-compression';
import { createRouter } from '../http/router';
import { decideListings } from '../moderation/listing-decisions';
import { requireStaff } from '../moderation/staff-guard';
import { searchCacheHeaders } from '../search/search-caching';
import { resolveSearchPlace } from '../search/search-place';
import { type PlaceFilter, searchBoundsOf } from '../search/search-properties';
import { editUpdate, findPendingEdit, proposeEdit, withEdit } from './listing-edits-repo';
import { lifecycleStateOf } from './listing-moves';
import { listingPlaceOf } from './listing-place';
import { writeListings } from './listing-writes';
import { dealFigures, findPropertyById, type ListingPlace, listingImagesOf } from './properties-repo';
import { serializeProperty, type Viewer } from './property-serializer';
import { findVisibleProperty, viewerOfAuth } from './visible-property';

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
    .openapi(routes.create, async (c) => {
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
        requiresVerifiedFunds: body.requiresVerifiedFunds ?? false,
      };
      const property = await writeListings(deps, (listings) =>
        createWithinQuota(deps, user.id, 'listings', (trx) =>
          listings.insert(trx, user.id, fields, place, images),
        ),
      );
      return c.json(serialize(c, property), 201);
    })
    .openapi(routes.search, async (c) => {
      const { embedKey, ...asked } = c.req.valid('query');
      // A malformed map box is refused before anything else runs (400 invalid_bounds).
      searchBoundsOf(asked);
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
      let placeInfo: SearchResultView['place'] = null;
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
      // The bytes are the JSON c.json would send (search-listing-json.ts assembles them; tests compare), packed
      // here for clients that accept br or gzip.
      const packed = packJson(body, c.req.header('accept-encoding'));
      const headers = packedJsonHeaders(packed.encoding);
      return c.body(packed.body, 200, {
        ...headers,
        ...cacheHeaders,
        Vary: `${headers.Vary}, ${cacheHeaders.Vary}`,
      }) as unknown as TypedResponse<SearchResultView, 200, 'json'>;
    })
    .openapi(routes.get, async (c) =>
      c.json(serialize(c, await visibleProperty(c, c.req.valid('param').id)), 200),
    )
    .openapi(routes.update, async (c) => {
      const auth = requireAuth(c);
      const property = await ownedProperty(c, c.req.valid('param').id);
      if (property.archived_at) throw badRequest(LISTING_EDIT_TEXTS.notEditable, 'listing_archived');
      const { status, requiresVerifiedFunds, ...body } = c.req.valid('json');
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
      const move = status === undefined ? null : ownerMoveToStatus(property.status as PropertyStatus, status);
      const { updated, waiting } = await writeListings(deps, (listings) =>
        db.transaction().execute(async (trx) => {
          const movedOnly = move ? await listings.move(trx, property.id, move, actor) : property;
          // Requiring verified funds for offers is the owner's switch: it applies at once, never reviewed.
          const moved =
            requiresVerifiedFunds === undefined
              ? movedOnly
              : await listings.update(trx, property.id, { requires_verified_funds: requiresVerifiedFunds });
          if (!reviewed) {
            // A declined listing its owner fixes goes back to the review queue (the machine's `resubmit`).
            const resubmits =
              proposesChanges && nextListingState(lifecycleStateOf(moved, false), 'resubmit', actor).ok;
            if (resubmits) await listings.move(trx, property.id, 'resubmit', actor);
            return { updated: await listings.update(trx, property.id, editUpdate(changes)), waiting: false };
          }
          const edit = proposesChanges
            ? await proposeEdit(trx, property, auth.user.id, changes)
            : (pending ?? null);
          return { updated: moved, waiting: edit !== null };
        }),
      );
      return waiting ? c.json(serialize(c, updated), 202) : c.json(serialize(c, updated), 200);
    })
    .openapi(routes.archive, async (c) => {
      const property = await ownedProperty(c, c.req.valid('param').id);
      if (!property.archived_at) {
        await writeListings(deps, (listings) =>
          db
            .transaction()
            .execute((trx) => listings.move(trx, property.id, 'archive', ownerActorOf(c, property))),
        );
      }
      return c.body(null, 204);
    })
    .openapi(routes.moderate, async (c) => {
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
    });
}
