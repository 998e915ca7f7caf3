// Business cards: the caller creates, lists, edits, (de)activates and deletes cards; anyone opens an active card
// by slug or id and downloads it as a vCard.

import { EmbedKeyQuery, errors, json } from '@dealloop/contract';
import { EMBED_KEY_MESSAGES } from '@dealloop/core';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota } from '../billing/quotas';
import { cardOwnerDetails } from '../business-cards/card-owner';
import {
  BusinessCardSchema,
  CardIdParam,
  CardListSchema,
  CardRefParam,
  CreateCardBody,
  PublicBusinessCardSchema,
  UpdateCardBody,
} from '../business-cards/card-schemas';
import { cardPagePath, serializeOwnCard, serializePublicCard } from '../business-cards/card-serializer';
import {
  cardsOf,
  createCard,
  deleteCard,
  findCard,
  findOwnCard,
  updateCard,
} from '../business-cards/cards-repo';
import { buildVCard } from '../business-cards/vcard';
import type { BusinessCard } from '../db/schema';
import { embedCallerOf, widgetOriginOf } from '../embed/embed-chat-access';
import { forbidden, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { resolveImageReference } from '../profiles/image-reference';

const bearer = [{ bearerAuth: [] }];
const GONE = 'This business card does not exist or is no longer active.';

/** The business card routes, mounted at /api/v1. */
export function businessCardRoutes(deps: Pick<AppDeps, 'db' | 'dialect' | 'config'>) {
  const { db, config } = deps;

  /** An active card by slug or id, or a 404. */
  const activeCard = async (ref: string): Promise<BusinessCard> => {
    const card = await findCard(db, ref);
    if (!card?.is_active) throw notFound(GONE);
    return card;
  };

  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/business-cards',
        summary: 'Create a business card; its slug is the name and the first 8 characters of the user id',
        security: bearer,
        request: { body: { content: json(CreateCardBody), required: true } },
        responses: {
          201: { description: 'Created', content: json(BusinessCardSchema) },
          ...errors(400, 401, 403, 409, 429),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const body = c.req.valid('json');
        const fields = {
          full_name: body.fullName,
          email: body.email,
          phone_number: body.phoneNumber ?? null,
          company_name: body.companyName ?? null,
          company_logo: await resolveImageReference(db, config.publicUrl, user.id, body.companyLogo ?? null),
        };
        const card = await createCard(db, user.id, fields, (work) =>
          createWithinQuota(deps, user.id, 'businessCards', work),
        );
        return c.json(serializeOwnCard(card), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/business-cards',
        summary: "The caller's business cards, oldest first",
        security: bearer,
        responses: { 200: { description: 'The cards', content: json(CardListSchema) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        return c.json({ items: (await cardsOf(db, user.id)).map(serializeOwnCard) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/me/business-cards/{id}',
        summary: 'Edit a card or switch it on or off (isActive); its slug never changes',
        security: bearer,
        request: { params: CardIdParam, body: { content: json(UpdateCardBody), required: true } },
        responses: {
          200: { description: 'The changed card', content: json(BusinessCardSchema) },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        if (!(await findOwnCard(db, user.id, id))) throw notFound('You have no business card with this id.');
        await updateCard(db, id, {
          full_name: body.fullName,
          email: body.email,
          phone_number: body.phoneNumber,
          company_name: body.companyName,
          is_active: body.isActive,
          company_logo:
            body.companyLogo === undefined
              ? undefined
              : await resolveImageReference(db, config.publicUrl, user.id, body.companyLogo),
        });
        return c.json(serializeOwnCard((await findOwnCard(db, user.id, id))!), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/me/business-cards/{id}',
        summary: 'Delete a card',
        security: bearer,
        request: { params: CardIdParam },
        responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 404) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const { id } = c.req.valid('param');
        if (!(await findOwnCard(db, user.id, id))) throw notFound('You have no business card with this id.');
        await deleteCard(db, id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/cards/{cardUrlOrId}',
        summary: 'An active business card, for anyone (404 when inactive or unknown)',
        request: { params: CardRefParam, query: EmbedKeyQuery },
        responses: {
          200: { description: 'The card', content: json(PublicBusinessCardSchema) },
          ...errors(403, 404),
        },
      }),
      async (c) => {
        const card = await activeCard(c.req.valid('param').cardUrlOrId);
        const { embedKey } = c.req.valid('query');
        // An embedded card with a key shows only its owner's card, and only on the key's origins.
        if (embedKey !== undefined) {
          const caller = await embedCallerOf(
            deps,
            embedKey,
            widgetOriginOf(deps, (name) => c.req.header(name)),
          );
          if (caller.ownerId !== card.user_id)
            throw forbidden(EMBED_KEY_MESSAGES.cardNotOwned, 'embed_card_not_owned');
        }
        return c.json(serializePublicCard(card, await cardOwnerDetails(db, card.user_id)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/cards/{cardUrlOrId}/vcard',
        summary: 'An active business card as a vCard 3.0 download',
        request: { params: CardRefParam },
        responses: {
          200: { description: 'The vCard', content: { 'text/vcard': { schema: { type: 'string' } } } },
          ...errors(404),
        },
      }),
      async (c) => {
        const card = await activeCard(c.req.valid('param').cardUrlOrId);
        const owner = await cardOwnerDetails(db, card.user_id);
        const text = buildVCard({
          fullName: card.full_name,
          email: card.email,
          phone: card.phone_number,
          company: card.company_name,
          url: `${config.publicUrl}${cardPagePath(card)}`,
          photoUrl: owner.avatarUrl,
          logoUrl: card.company_logo,
        });
        return c.body(text, 200, {
          'Content-Type': 'text/vcard; charset=utf-8',
          'Content-Disposition': `attachment; filename="${card.card_url}.vcf"`,
          'Cache-Control': 'no-store',
        });
      },
    );
}
