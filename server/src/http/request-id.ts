// Request ids: unique per request across the server's processes and restarts, and cheap to make.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestId as honoRequestId } from 'hono/request-id';

/**
 * `{process}-{count}`: 8 random bytes drawn once per process (in base64url) and a counter in base 36. Unique
 * without a UUID's random draw per request; an id says nothing about a user, only which line of which process.
 */
export function requestIdGenerator(): () => string {
  const processPart = randomBytes(8).toString('base64url');
  let count = 0;
  return () => `${processPart}-${(++count).toString(36)}`;
}

/** Middleware: the caller's X-Request-Id when it is a plausible id, else a new one; echoed on the answer. */
export function requestId(): MiddlewareHandler {
  return honoRequestId({ headerName: 'X-Request-Id', generator: requestIdGenerator() });
}
