// CORS for the public reads the SDK's widgets make from any host page: `Access-Control-Allow-Origin: *`, no
// credentials, GET/HEAD and their preflight only (other methods on the same paths are left as they are).
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Options of {@link publicReadCors}. */
export interface PublicReadCorsOptions {
  /** Seconds a browser may keep a preflight answer (default one day). */
  maxAge?: number;
  /** Response headers a host page's script may read besides the simple ones. */
  exposeHeaders?: string[];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets any origin read the response without credentials. A preflight allows only GET and HEAD with a
 * Content-Type header: a bearer token (Authorization) is never allowed cross-origin, so a host page reads what
 * an anonymous visitor sees.
 */
export function publicReadCors(options: PublicReadCorsOptions = {}): MiddlewareHandler {
  const handler = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD'],
    allowHeaders: ['Content-Type'],
    exposeHeaders: options.exposeHeaders ?? [],
    maxAge: options.maxAge ?? 86_400,
  });
  return async function publicReadCorsHandler(c, next) {
    if (!READ_METHODS.has(c.req.method)) return next();
    // A preflight for another method (a POST to the same path) is not answered here.
    const wanted = c.req.header('access-control-request-method');
    if (c.req.method === 'OPTIONS' && wanted && !READ_METHODS.has(wanted.toUpperCase())) return next();
    return handler(c, next);
  };
}
