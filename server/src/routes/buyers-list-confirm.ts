// The confirmation link of a buyers list join (double opt-in, no sign-in): GET reads it without changing anything
// (mail scanners open links), POST confirms it and puts the buyer on the owner's list.

import { errors, json } from '@dealloop/contract';
import { BUYERS_LIST_TEXTS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { TokenQuery } from '../buyers-list/buyers-list-schemas';
import { confirmationOfToken, confirmJoin } from '../buyers-list/join-confirmation';
import { ApiError, notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const invalidConfirmation = () => notFound(BUYERS_LIST_TEXTS.confirmInvalid, 'invalid_confirmation_token');
const ConfirmationSchema = z
  .object({
    ownerId: z.string(),
    ownerName: z.string(),
    state: z.enum(['pending', 'confirmed', 'expired']),
  })
  .openapi('BuyersListConfirmation');

/** The confirmation link routes, mounted at /api/v1. */
export function buyersListConfirmRoutes(deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/buyers-list/confirm',
        summary:
          "Whose list a join's confirmation link is for, and whether it waits, was used or expired; changes nothing",
        request: { query: TokenQuery },
        responses: {
          200: { description: 'The link', content: json(ConfirmationSchema) },
          ...errors(400, 404),
        },
      }),
      async (c) => {
        const found = await confirmationOfToken(db, c.req.valid('query').token);
        if (!found) throw invalidConfirmation();
        return c.json(found, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/buyers-list/confirm',
        summary:
          "Confirm a join by its emailed link (no sign-in): the buyer goes on the owner's list; a used link answers alreadyConfirmed",
        request: { query: TokenQuery },
        responses: {
          200: {
            description: 'On the list',
            content: json(z.object({ ownerId: z.string(), alreadyConfirmed: z.boolean() })),
          },
          ...errors(400, 404, 410),
        },
      }),
      async (c) => {
        const token = c.req.valid('query').token;
        const result = await writeWithAlerts(deps, async (trx, raise) => {
          const outcome = await confirmJoin(trx, token);
          if (outcome.outcome === 'confirmed' && outcome.created) {
            await raise({ userId: outcome.ownerId, kind: 'buyerJoined' });
          }
          return outcome;
        });
        if (result.outcome === 'unknown') throw invalidConfirmation();
        if (result.outcome === 'expired') {
          throw new ApiError(410, 'confirmation_expired', BUYERS_LIST_TEXTS.confirmExpired);
        }
        return c.json({ ownerId: result.ownerId, alreadyConfirmed: result.outcome === 'already' }, 200);
      },
    );
}
