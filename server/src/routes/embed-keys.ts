// Embed keys of the SDK: the signed-in user lists, creates, edits and revokes their own keys; another user's
// key id answers 404. Names and origins are checked by core's rules (embed-keys.ts), whose messages answer 400.

import { errors, json } from '@dealloop/contract';
import { checkAllowedOrigins, EMBED_KEY_MESSAGES, embedKeyNameProblem } from '@dealloop/core';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota } from '../billing/quotas';
import {
  CreateEmbedKeyBody,
  EmbedKeyIdParam,
  EmbedKeyListSchema,
  EmbedKeySchema,
  UpdateEmbedKeyBody,
} from '../embed/embed-key-schemas';
import { serializeEmbedKey } from '../embed/embed-key-serializer';
import {
  createEmbedKey,
  embedKeysOf,
  findOwnEmbedKey,
  revokeEmbedKey,
  updateEmbedKey,
} from '../embed/embed-keys-repo';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const bearer = [{ bearerAuth: [] }];

/** The trimmed name, or a 400 with core's message. */
function validName(name: string): string {
  const problem = embedKeyNameProblem(name);
  if (problem) throw badRequest(problem);
  return name.trim();
}

/** The normalised origins, or a 400 with core's message naming the bad one. */
function validOrigins(origins: readonly string[]): string[] {
  const checked = checkAllowedOrigins(origins);
  if (checked.problem !== null) throw badRequest(checked.problem);
  return checked.origins;
}

/** The embed key routes, mounted at /api/v1. */
export function embedKeyRoutes(deps: Pick<AppDeps, 'db' | 'dialect'>) {
  const { db } = deps;

  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/embed-keys',
        summary: "The caller's embed keys, oldest first",
        security: bearer,
        responses: { 200: { description: 'The keys', content: json(EmbedKeyListSchema) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        return c.json({ embedKeys: (await embedKeysOf(db, user.id)).map(serializeEmbedKey) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/embed-keys',
        summary: 'Create an embed key for widgets on the given website origins',
        security: bearer,
        request: { body: { content: json(CreateEmbedKeyBody), required: true } },
        responses: {
          201: { description: 'Created', content: json(EmbedKeySchema) },
          ...errors(400, 401, 403, 429),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const body = c.req.valid('json');
        const fields = { name: validName(body.name), allowedOrigins: validOrigins(body.allowedOrigins) };
        const key = await createEmbedKey(db, user.id, fields, (work) =>
          createWithinQuota(deps, user.id, 'embedKeys', work),
        );
        return c.json(serializeEmbedKey(key), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/me/embed-keys/{id}',
        summary: "Rename a key or change its allowed origins (the key's value never changes)",
        security: bearer,
        request: { params: EmbedKeyIdParam, body: { content: json(UpdateEmbedKeyBody), required: true } },
        responses: {
          200: { description: 'The changed key', content: json(EmbedKeySchema) },
          ...errors(400, 401, 404),
        },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        if (!(await findOwnEmbedKey(db, user.id, id))) throw notFound(EMBED_KEY_MESSAGES.keyNotFound);
        await updateEmbedKey(db, id, {
          name: body.name === undefined ? undefined : validName(body.name),
          allowedOrigins: body.allowedOrigins === undefined ? undefined : validOrigins(body.allowedOrigins),
        });
        return c.json(serializeEmbedKey((await findOwnEmbedKey(db, user.id, id))!), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/me/embed-keys/{id}',
        summary: 'Revoke an embed key: widgets using it stop working at once',
        security: bearer,
        request: { params: EmbedKeyIdParam },
        responses: { 204: { description: 'Revoked' }, ...errors(400, 401, 404) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        const { id } = c.req.valid('param');
        if (!(await findOwnEmbedKey(db, user.id, id))) throw notFound(EMBED_KEY_MESSAGES.keyNotFound);
        await revokeEmbedKey(db, id);
        return c.body(null, 204);
      },
    );
}
