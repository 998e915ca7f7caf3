// Embed keys of the SDK, mounted from the contract's embed routes: the signed-in user lists, creates, edits and
// revokes their own keys; another user's key id answers 404. Names and origins are checked by core's rules
// (embed-keys.ts), whose messages answer 400.
import { embedContract as routes } from '@dealloop/contract';
import { checkAllowedOrigins, EMBED_KEY_MESSAGES, embedKeyNameProblem } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createWithinQuota } from '../billing/quotas';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { serializeEmbedKey } from './embed-key-serializer';
import {
  createEmbedKey,
  embedKeysOf,
  findOwnEmbedKey,
  revokeEmbedKey,
  updateEmbedKey,
} from './embed-keys-repo';

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
    .openapi(routes.list, async (c) => {
      const { user } = requireAuth(c);
      return c.json({ embedKeys: (await embedKeysOf(db, user.id)).map(serializeEmbedKey) }, 200);
    })
    .openapi(routes.create, async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid('json');
      const fields = { name: validName(body.name), allowedOrigins: validOrigins(body.allowedOrigins) };
      const key = await createEmbedKey(db, user.id, fields, (work) =>
        createWithinQuota(deps, user.id, 'embedKeys', work),
      );
      return c.json(serializeEmbedKey(key), 201);
    })
    .openapi(routes.update, async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      if (!(await findOwnEmbedKey(db, user.id, id))) throw notFound(EMBED_KEY_MESSAGES.keyNotFound);
      await updateEmbedKey(db, id, {
        name: body.name === undefined ? undefined : validName(body.name),
        allowedOrigins: body.allowedOrigins === undefined ? undefined : validOrigins(body.allowedOrigins),
      });
      return c.json(serializeEmbedKey((await findOwnEmbedKey(db, user.id, id))!), 200);
    })
    .openapi(routes.remove, async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid('param');
      if (!(await findOwnEmbedKey(db, user.id, id))) throw notFound(EMBED_KEY_MESSAGES.keyNotFound);
      await revokeEmbedKey(db, id);
      return c.body(null, 204);
    });
}
