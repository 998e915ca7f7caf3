// Caps request bodies for the JSON API without paying for a body stream on requests that need none.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { errorResponse } from './error-handler';
import { matchesPathList, type PathList } from './path-match';

/** Options of {@link jsonBodyLimit}. */
export interface JsonBodyLimitOptions {
  /** Largest body accepted, in bytes. */
  maxSize: number;
  /** A path with its own limits (uploads), or several (exact paths or patterns), left alone. */
  exceptPath?: PathList;
}

/**
 * Answers 413 `payload_too_large` for a body over `maxSize`, as hono's bodyLimit does, but decides from the
 * request line and headers whenever it can: GET and HEAD carry no body, and a declared Content-Length (without
 * Transfer-Encoding) is checked as a number. Only a chunked body goes through hono's bodyLimit, which counts
 * the bytes as they stream; asking for the body stream up front would cost every request a full WHATWG
 * Request, its stream and an AbortSignal, and turn off the server's direct body reads.
 */
export function jsonBodyLimit({ maxSize, exceptPath }: JsonBodyLimitOptions): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) =>
    errorResponse(c, 413, 'payload_too_large', 'The request body is too large.');
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  const isExcepted = matchesPathList(exceptPath);
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || isExcepted(c.req.path)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length || '0', 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
    }
    return streamed(c, next);
  };
}
