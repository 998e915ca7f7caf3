// What every route of the contract shares: the error body, the standard error answers, JSON content, bearer security
// and the `{id}` path parameter.
import { z } from '@hono/zod-openapi';

/** `{ error: { code, message } }` */
export const ErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

const errorContent = { 'application/json': { schema: ErrorSchema } };

/** OpenAPI descriptions of the error answers a route may give. */
export const errorResponses = {
  400: { description: 'Invalid request', content: errorContent },
  401: { description: 'Not signed in or token invalid', content: errorContent },
  403: { description: 'Not allowed', content: errorContent },
  404: { description: 'Not found', content: errorContent },
  409: { description: 'Conflict with the current state', content: errorContent },
  410: { description: 'Gone (expired)', content: errorContent },
  413: { description: 'Too large', content: errorContent },
  415: { description: 'Unsupported media type', content: errorContent },
  422: { description: 'Unprocessable content', content: errorContent },
  429: { description: 'Too many requests (see Retry-After)', content: errorContent },
} as const;

/** Picks the listed error responses for a route definition. */
export function errors<S extends keyof typeof errorResponses>(
  ...statuses: S[]
): Pick<typeof errorResponses, S> {
  const picked = {} as Pick<typeof errorResponses, S>;
  for (const status of statuses) picked[status] = errorResponses[status];
  return picked;
}

/** JSON request/response content for a schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** The security requirement of a route that needs a signed-in caller (a bearer access token). */
export const bearer = [{ bearerAuth: [] }];

/** The `{id}` path parameter most resources use. */
export const IdParam = z.object({ id: z.string().min(1).max(64) });
