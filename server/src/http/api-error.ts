// The one error type of the API: an HTTP status, a stable code and a message safe to show a client.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error answered to the client as `{ error: { code, message } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400: the request is malformed or fails validation. */
export const badRequest = (message: string, code = 'invalid_request') => new ApiError(400, code, message);
/** 401: no valid credentials. */
export const unauthorized = (message = 'Sign in to continue.', code = 'unauthorized') =>
  new ApiError(401, code, message);
/** 403: signed in, but not allowed. */
export const forbidden = (message = 'You are not allowed to do this.', code = 'forbidden') =>
  new ApiError(403, code, message);
/** 404: nothing here, or nothing this viewer may see. */
export const notFound = (message = 'Not found.', code = 'not_found') => new ApiError(404, code, message);
/** 409: the request conflicts with the current state. */
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);
/** 429: too many requests; the client may retry after the given number of seconds. */
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Try again later.') =>
  new ApiError(429, 'rate_limited', message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
