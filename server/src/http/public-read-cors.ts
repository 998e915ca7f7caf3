// CORS for the public reads the SDK's widgets make from any host page: `Access-Control-Allow-Origin: *`, no
// credentials, GET/HEAD and their preflight only (other methods on the same paths are left as they are).
import type { MiddlewareHandler } from 'hono';

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
 * an anonymous visitor sees. Such answers are `cross-origin` resources (CORP). The headers are set before the route answers, so they ride on its answer (or its
 * error) as it is made rather than by copying the answer afterwards.
 */
export function publicReadCors(options: PublicReadCorsOptions = {}): MiddlewareHandler {
  const exposed = options.exposeHeaders?.join(',') ?? '';
  const preflight = {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Methods': 'GET,HEAD',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': String(options.maxAge ?? 86_400),
  };
  return async function publicReadCorsHandler(c, next) {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (exposed) c.header('Access-Control-Expose-Headers', exposed);
      return next();
    }
    if (method !== 'OPTIONS') return next();
    // A preflight for another method (a POST to the same path) is not answered here.
    const wanted = c.req.header('access-control-request-method');
    if (wanted && !READ_METHODS.has(wanted.toUpperCase())) return next();
    return c.body(null, 204, preflight);
  };
}
