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
 * credentials (what a signed-in caller reads may be theirs alone); a route's own Cache-Control is kept.
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    if (isPrivatePath(c.req.path) || c.req.header('Authorization'))
      c.res.headers.set('Cache-Control', 'no-store');
  };
}
