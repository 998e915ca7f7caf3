// Turns every thrown error into the API's JSON error shape; never leaks a stack trace or SQL text.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';
import { ApiError } from './api-error';

/** The body every error answer carries. */
export interface ErrorBody {
  error: { code: string; message: string };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Answers `{ error: { code, message } }` for the given status. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  const body: ErrorBody = { error: { code, message } };
  return c.json(body, status, headers);
}

/**
 * Postgres refuses text it cannot store (a NUL byte in a path, query or JSON string: SQLSTATE 22021, 22P05).
 * The statement failed (and its transaction rolled back), so the request changed nothing: the client's input is
 * at fault, not the server.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
const isUnstorableText = (err: Error) => UNSTORABLE_TEXT_CODES.has(String((err as { code?: unknown }).code));

/** The app's onError handler: known errors keep their status, anything else is a logged 500. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return errorResponse(c, err.status, err.code, err.message, err.headers);
    if (isUnstorableText(err)) {
      return errorResponse(
        c,
        400,
        'invalid_request',
        'The request contains characters that cannot be stored.',
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return errorResponse(c, status, CODE_BY_STATUS[status] ?? 'bad_request', err.message || 'Bad request.');
    }
    logger.error('unhandled error', { err, requestId: c.get('requestId'), path: c.req.path });
    return errorResponse(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  };
}
