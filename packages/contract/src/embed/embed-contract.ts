// The embed key routes of the SDK: the signed-in user lists, creates, edits and revokes their own keys; another
// user's key id answers 404. Names and origins are checked by core's rules (embed-keys.ts), whose messages answer 400.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { embedEndpoints as at } from './embed-endpoints';
import {
  CreateEmbedKeyBody,
  EmbedKeyIdParam,
  EmbedKeyListSchema,
  EmbedKeySchema,
  UpdateEmbedKeyBody,
} from './embed-key-schemas';

/** The embed key routes. */
export const embedContract = {
  list: createRoute({
    ...at.list,
    summary: "The caller's embed keys, oldest first",
    security: bearer,
    responses: { 200: { description: 'The keys', content: json(EmbedKeyListSchema) }, ...errors(401) },
  }),
  create: createRoute({
    ...at.create,
    summary: 'Create an embed key for widgets on the given website origins',
    security: bearer,
    request: { body: { content: json(CreateEmbedKeyBody), required: true } },
    responses: {
      201: { description: 'Created', content: json(EmbedKeySchema) },
      ...errors(400, 401, 403, 429),
    },
  }),
  update: createRoute({
    ...at.update,
    summary: "Rename a key or change its allowed origins (the key's value never changes)",
    security: bearer,
    request: { params: EmbedKeyIdParam, body: { content: json(UpdateEmbedKeyBody), required: true } },
    responses: {
      200: { description: 'The changed key', content: json(EmbedKeySchema) },
      ...errors(400, 401, 404),
    },
  }),
  remove: createRoute({
    ...at.remove,
    summary: 'Revoke an embed key: widgets using it stop working at once',
    security: bearer,
    request: { params: EmbedKeyIdParam },
    responses: { 204: { description: 'Revoked' }, ...errors(400, 401, 404) },
  }),
};

/** The embed key routes' types (import type: the site takes its shapes from here). */
export type EmbedContract = typeof embedContract;
