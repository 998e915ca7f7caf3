// Email settings of the signed-in user and one-click unsubscribe (no sign-in: the token in the email is the key).

import { alertsContract as routes } from '@dealloop/contract';
import { EMAIL_MESSAGES, OPTIONAL_EMAIL_KINDS } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { readEmailPreferences, savedSearchKindsFor, setEmailPreferences } from '../mail/email-preferences';
import { applyUnsubscribe, findUnsubscribeTarget } from '../mail/mailbox';

/** An unknown token (or a password reset's) is not found: 404, so the page says the link is invalid. */
const invalidToken = () => notFound(EMAIL_MESSAGES.unsubscribeInvalid, 'invalid_unsubscribe_token');

/** The email settings and unsubscribe routes, mounted at /api/v1. */
export function emailRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.emailPreferences, async (c) => {
      const { user } = requireAuth(c);
      const { kinds, savedSearchFrequency } = await readEmailPreferences(db, user.id);
      const optional = Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((kind) => [kind, kinds[kind]]));
      return c.json({ kinds: optional, savedSearchFrequency }, 200);
    })
    .openapi(routes.updateEmailPreferences, async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid('json');
      const changes = {
        ...(body.kinds ?? {}),
        ...(body.savedSearchFrequency ? savedSearchKindsFor(body.savedSearchFrequency) : {}),
      };
      await db.transaction().execute((trx) => setEmailPreferences(trx, user.id, changes));
      const { kinds, savedSearchFrequency } = await readEmailPreferences(db, user.id);
      const optional = Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((kind) => [kind, kinds[kind]]));
      return c.json({ kinds: optional, savedSearchFrequency }, 200);
    })
    .openapi(routes.unsubscribeTarget, async (c) => {
      const target = await findUnsubscribeTarget(db, c.req.valid('query').token);
      if (!target) throw invalidToken();
      return c.json({ kind: target.kind, label: target.label, unsubscribed: false }, 200);
    })
    .openapi(routes.unsubscribe, async (c) => {
      const target = await findUnsubscribeTarget(db, c.req.valid('query').token);
      if (!target) throw invalidToken();
      await applyUnsubscribe(db, target);
      return c.json({ kind: target.kind, label: target.label, unsubscribed: true }, 200);
    });
}
