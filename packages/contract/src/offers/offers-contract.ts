// The offers routes: a buyer makes an offer on a listing, buyer and seller list, read and act on their offers.
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import {
  CreateOfferBody,
  DeclinedBackups,
  OfferActionBody,
  OfferList,
  OfferSchema,
  OffersQuery,
} from './offer-schemas';
import { offersEndpoints as at } from './offers-endpoints';

/** The listing an offer is made on: its id or its 8-character short id. */
const PropertyIdParam = z.object({
  id: z.string().min(8).max(64).openapi({ description: 'The listing id, or its 8-character short id.' }),
});

/** A file answered as it is stored. */
const binary = z.string().openapi({ format: 'binary' });

/** The offers routes. */
export const offersContract = {
  make: createRoute({
    ...at.make,
    summary: 'Make an offer on an active public listing (not your own); the seller is alerted',
    security: bearer,
    request: { params: PropertyIdParam, body: { content: json(CreateOfferBody), required: true } },
    responses: {
      201: { description: 'Offer made', content: json(OfferSchema) },
      ...errors(400, 401, 403, 404, 409, 429),
    },
  }),
  list: createRoute({
    ...at.list,
    summary: 'Offers I sent or received (admins: box=all), newest first',
    security: bearer,
    request: { query: OffersQuery },
    responses: { 200: { description: 'Offers', content: json(OfferList) }, ...errors(400, 401, 403) },
  }),
  get: createRoute({
    ...at.get,
    summary: 'One offer (its buyer, its seller, admins)',
    security: bearer,
    request: { params: IdParam },
    responses: { 200: { description: 'The offer', content: json(OfferSchema) }, ...errors(401, 404) },
  }),
  act: createRoute({
    ...at.act,
    summary: 'Accept, reject, counter or withdraw an offer',
    security: bearer,
    request: { params: IdParam, body: { content: json(OfferActionBody), required: true } },
    responses: {
      200: { description: 'The offer after the action', content: json(OfferSchema) },
      ...errors(400, 401, 404, 409),
    },
  }),
  proofOfFunds: createRoute({
    ...at.proofOfFunds,
    summary: "The offer's proof of funds file (its parties and admins)",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/pdf': { schema: binary }, 'image/*': { schema: binary } },
      },
      ...errors(401, 404),
    },
  }),
  declineBackups: createRoute({
    ...at.declineBackups,
    summary: "Decline every backup offer of the seller's listing; each backup buyer is alerted",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'How many backups were declined', content: json(DeclinedBackups) },
      ...errors(401, 404, 409),
    },
  }),
};

/** The offers routes' types (import type: the site and SDK take their shapes from here). */
export type OffersContract = typeof offersContract;
