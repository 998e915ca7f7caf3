// The business card routes: the caller creates, lists, edits, (de)activates and deletes cards; anyone opens an
// active card by slug or id and downloads it as a vCard.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { businessCardsEndpoints as at } from './business-cards-endpoints';
import {
  BusinessCardSchema,
  CardIdParam,
  CardListSchema,
  CardQuery,
  CardRefParam,
  CreateCardBody,
  PublicBusinessCardSchema,
  UpdateCardBody,
} from './card-schemas';

/** The business card routes. */
export const businessCardsContract = {
  create: createRoute({
    ...at.create,
    summary: 'Create a business card; its slug is the name and the first 8 characters of the user id',
    security: bearer,
    request: { body: { content: json(CreateCardBody), required: true } },
    responses: {
      201: { description: 'Created', content: json(BusinessCardSchema) },
      ...errors(400, 401, 403, 409, 429),
    },
  }),
  mine: createRoute({
    ...at.mine,
    summary: "The caller's business cards, oldest first",
    security: bearer,
    responses: { 200: { description: 'The cards', content: json(CardListSchema) }, ...errors(401) },
  }),
  change: createRoute({
    ...at.change,
    summary: 'Edit a card or switch it on or off (isActive); its slug never changes',
    security: bearer,
    request: { params: CardIdParam, body: { content: json(UpdateCardBody), required: true } },
    responses: {
      200: { description: 'The changed card', content: json(BusinessCardSchema) },
      ...errors(400, 401, 404),
    },
  }),
  remove: createRoute({
    ...at.remove,
    summary: 'Delete a card',
    security: bearer,
    request: { params: CardIdParam },
    responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 404) },
  }),
  open: createRoute({
    ...at.open,
    summary: 'An active business card, for anyone (404 when inactive or unknown)',
    request: { params: CardRefParam, query: CardQuery },
    responses: {
      200: { description: 'The card', content: json(PublicBusinessCardSchema) },
      ...errors(403, 404),
    },
  }),
  vCard: createRoute({
    ...at.vCard,
    summary: 'An active business card as a vCard 3.0 download',
    request: { params: CardRefParam },
    responses: {
      200: { description: 'The vCard', content: { 'text/vcard': { schema: { type: 'string' } } } },
      ...errors(404),
    },
  }),
};

/** The business card routes' types (import type: the site and SDK take their shapes from here). */
export type BusinessCardsContract = typeof businessCardsContract;
