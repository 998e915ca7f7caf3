// The confirmation link of a buyers list join (double opt-in, no sign-in), mounted from the contract's buyers list
// routes: GET reads it without changing anything (mail scanners open links), POST confirms it and puts the buyer on
// the owner's list.
import { buyersListContract as routes } from '@dealloop/contract';
import { BUYERS_LIST_TEXTS } from '@dealloop/core';
import { writeWithAlerts } from '../alerts/write-with-alerts';
import type { AppDeps } from '../app-env';
import { ApiError, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { confirmationOfToken, confirmJoin } from './join-confirmation';

const invalidConfirmation = () => notFound(BUYERS_LIST_TEXTS.confirmInvalid, 'invalid_confirmation_token');
/** The confirmation link routes, mounted at /api/v1. */
export function buyersListConfirmRoutes(deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.confirmation, async (c) => {
      const found = await confirmationOfToken(db, c.req.valid('query').token);
      if (!found) throw invalidConfirmation();
      return c.json(found, 200);
    })
    .openapi(routes.confirm, async (c) => {
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
    });
}
