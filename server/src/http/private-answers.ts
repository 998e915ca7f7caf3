// Private answers are never stored by a browser or a proxy: `Cache-Control: no-store` unless the route set its own.
import type { MiddlewareHandler } from 'hono';

/** Paths whose every answer is private or carries tokens, whoever asks (prefixes under /api/v1). */
export const PRIVATE_API_PREFIXES = [
  '/api/v1/auth/',
  '/api/v1/me',
  '/api/v1/offers',
  '/api/v1/contracts',
  '/api/v1/notifications',
  '/api/v1/admin/',
  '/api/v1/alerts/',
] as const;

const isPrivatePath = (path: string) =>
  PRIVATE_API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));

/**
 * Sets `Cache-Control: no-store` on the answers of the private paths and on every answer to a request that carried
 * credentials (what a signed-in caller reads may be theirs alone). Set before the route runs (never on `c.res`
 * afterwards, see CONTEXT.md), so a route that sets its own Cache-Control replaces it.
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    if (isPrivatePath(c.req.path) || c.req.header('Authorization')) c.header('Cache-Control', 'no-store');
    await next();
  };
}
