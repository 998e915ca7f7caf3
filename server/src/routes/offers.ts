// Offers API: make an offer on a listing, list sent/received offers, read one, act on it, download its proof of funds.

import { errors, json } from '@dealloop/contract';
import { isPubliclyVisible } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import type { Offer } from '../db/schema';
import { loadDealContext } from '../deals/deal-context';
import { actOnOffer, createOffer, visibleOffer } from '../deals/offer-actions';
import {
  CreateOfferBody,
  OfferActionBody,
  OfferList,
  OfferSchema,
  OffersQuery,
} from '../deals/offer-schemas';
import { type DealViewer, offerRefs, serializeOffer } from '../deals/offer-serializer';
import { findOffer, listOffers, type OfferBox } from '../deals/offers-repo';
import { readProofOfFunds } from '../deals/proof-of-funds';
import { forbidden, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { findPropertyById, findPropertyByShortId } from '../listings/properties-repo';

const bearer = [{ bearerAuth: [] }];
const IdParam = z.object({ id: z.string().min(1).max(64) });
const PropertyIdParam = z.object({
  id: z.string().min(8).max(64).openapi({ description: 'The listing id, or its 8-character short id.' }),
});

/** The signed-in caller as a deal viewer. */
export function dealViewerOf(c: Context<AppEnv>): DealViewer {
  const auth = requireAuth(c);
  return { userId: auth.user.id, isAdmin: auth.roles.includes('admin') };
}

/** The offer routes, mounted at /api/v1. */
export function offerRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function serialize(offers: Offer[], viewer: DealViewer) {
    const context = await loadDealContext(db, offerRefs(offers));
    const now = new Date();
    return offers.map((offer) => serializeOffer(offer, context, viewer, now, config.publicUrl));
  }
  const one = async (id: string, viewer: DealViewer) =>
    (await serialize([(await findOffer(db, id))!], viewer))[0]!;

  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/properties/{id}/offers',
        summary: 'Make an offer on an active public listing (not your own); the seller is alerted',
        security: bearer,
        request: { params: PropertyIdParam, body: { content: json(CreateOfferBody), required: true } },
        responses: {
          201: { description: 'Offer made', content: json(OfferSchema) },
          ...errors(400, 401, 403, 404, 409, 429),
        },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const { id } = c.req.valid('param');
        const property =
          id.length === 8 ? await findPropertyByShortId(db, id) : await findPropertyById(db, id);
        if (!property || !(isPubliclyVisible(property) || property.user_id === viewer.userId)) {
          throw notFound('This listing does not exist or is not public.');
        }
        const offerId = await createOffer(deps, viewer.userId, property, c.req.valid('json'));
        return c.json(await one(offerId, viewer), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/offers',
        summary: 'Offers I sent or received (admins: box=all), newest first',
        security: bearer,
        request: { query: OffersQuery },
        responses: { 200: { description: 'Offers', content: json(OfferList) }, ...errors(400, 401, 403) },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const query = c.req.valid('query');
        if (query.box === 'all' && !viewer.isAdmin) throw forbidden('Only admins can list every offer.');
        const box: OfferBox = query.box ?? 'mine';
        const offers = await listOffers(db, {
          box,
          userId: viewer.userId,
          status: query.status,
          propertyId: query.propertyId,
          now: new Date().toISOString(),
        });
        return c.json({ items: await serialize(offers, viewer) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/offers/{id}',
        summary: 'One offer (its buyer, its seller, admins)',
        security: bearer,
        request: { params: IdParam },
        responses: { 200: { description: 'The offer', content: json(OfferSchema) }, ...errors(401, 404) },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const offer = await visibleOffer(db, c.req.valid('param').id, viewer);
        return c.json((await serialize([offer], viewer))[0]!, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/offers/{id}/actions',
        summary: 'Accept, reject, counter or withdraw an offer',
        security: bearer,
        request: { params: IdParam, body: { content: json(OfferActionBody), required: true } },
        responses: {
          200: { description: 'The offer after the action', content: json(OfferSchema) },
          ...errors(400, 401, 404, 409),
        },
      }),
      async (c) => {
        const viewer = dealViewerOf(c);
        const { id } = c.req.valid('param');
        await actOnOffer(deps, id, viewer, c.req.valid('json'));
        return c.json(await one(id, viewer), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/offers/{id}/proof-of-funds',
        summary: "The offer's proof of funds file (its parties and admins)",
        security: bearer,
        request: { params: IdParam },
        responses: {
          200: {
            description: 'The file',
            content: {
              'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
              'image/*': { schema: z.string().openapi({ format: 'binary' }) },
            },
          },
          ...errors(401, 404),
        },
      }),
      async (c) => {
        const offer = await visibleOffer(db, c.req.valid('param').id, dealViewerOf(c));
        const file = offer.proof_upload_id ? await readProofOfFunds(deps, offer.proof_upload_id) : null;
        if (!file) throw notFound('This offer has no proof of funds.');
        const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
        return c.body(new Uint8Array(file.bytes), 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'",
        });
      },
    );
}
