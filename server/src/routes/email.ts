// Email settings of the signed-in user and one-click unsubscribe (no sign-in: the token in the email is the key).

import { errors, json } from '@dealloop/contract';
import {
  EMAIL_MESSAGES,
  OPTIONAL_EMAIL_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
  TOGGLED_EMAIL_KINDS,
} from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { readEmailPreferences, savedSearchKindsFor, setEmailPreferences } from '../mail/email-preferences';
import { applyUnsubscribe, findUnsubscribeTarget } from '../mail/mailbox';

const bearer = [{ bearerAuth: [] }];

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES as [SavedSearchFrequency, ...SavedSearchFrequency[]]);

const EmailPreferencesSchema = z
  .object({
    kinds: z
      .record(z.string(), z.boolean())
      .openapi({ description: `Whether each kind is on: ${OPTIONAL_EMAIL_KINDS.join(', ')}.` }),
    savedSearchFrequency: frequency,
  })
  .openapi('EmailPreferences');

const toggles = Object.fromEntries(TOGGLED_EMAIL_KINDS.map((kind) => [kind, z.boolean().optional()]));
const EmailPreferencesUpdate = z
  .object({
    kinds: z
      .strictObject(toggles)
      .optional()
      .openapi({
        description: `Kinds to switch on or off: ${TOGGLED_EMAIL_KINDS.join(', ')} (password resets always go out).`,
      }),
    savedSearchFrequency: frequency.optional(),
  })
  .strict()
  .openapi('EmailPreferencesUpdate');

const TokenQuery = z.object({
  token: z.string().min(1, 'The unsubscribe token is missing.').max(200),
});
const UnsubscribeTargetSchema = z
  .object({
    kind: z.string(),
    label: z.string().openapi({ description: 'The kind as Notification Settings names it.' }),
    unsubscribed: z.boolean(),
  })
  .openapi('UnsubscribeTarget');

/** An unknown token (or a password reset's) is not found: 404, so the page says the link is invalid. */
const invalidToken = () => notFound(EMAIL_MESSAGES.unsubscribeInvalid, 'invalid_unsubscribe_token');

/** The email settings and unsubscribe routes, mounted at /api/v1. */
export function emailRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/email-preferences',
        summary: 'Which emails the caller receives, and how often saved-search matches are emailed',
        security: bearer,
        responses: {
          200: { description: 'Settings', content: json(EmailPreferencesSchema) },
          ...errors(401),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const { kinds, savedSearchFrequency } = await readEmailPreferences(db, user.id);
        const optional = Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((kind) => [kind, kinds[kind]]));
        return c.json({ kinds: optional, savedSearchFrequency }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/me/email-preferences',
        summary:
          'Switch kinds of email on or off and choose the saved-search frequency (Instant, Daily digest, Off)',
        security: bearer,
        request: { body: { content: json(EmailPreferencesUpdate), required: true } },
        responses: {
          200: { description: 'The settings now', content: json(EmailPreferencesSchema) },
          ...errors(400, 401),
        },
      }),
      async (c) => {
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
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/email/unsubscribe',
        summary: 'What an unsubscribe link would switch off (for the confirmation page); changes nothing',
        request: { query: TokenQuery },
        responses: {
          200: { description: 'The kind of email', content: json(UnsubscribeTargetSchema) },
          ...errors(400, 404),
        },
      }),
      async (c) => {
        const target = await findUnsubscribeTarget(db, c.req.valid('query').token);
        if (!target) throw invalidToken();
        return c.json({ kind: target.kind, label: target.label, unsubscribed: false }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/email/unsubscribe',
        summary:
          'One-click unsubscribe (RFC 8058): switches the email kind off for its recipient; no sign-in, any body',
        request: { query: TokenQuery },
        responses: {
          200: { description: 'Unsubscribed (again is fine)', content: json(UnsubscribeTargetSchema) },
          ...errors(400, 404),
        },
      }),
      async (c) => {
        const target = await findUnsubscribeTarget(db, c.req.valid('query').token);
        if (!target) throw invalidToken();
        await applyUnsubscribe(db, target);
        return c.json({ kind: target.kind, label: target.label, unsubscribed: true }, 200);
      },
    );
}
