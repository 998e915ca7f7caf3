// ApiError: built from the API's error body, from answers that are not, and for requests that got no answer.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

const errorResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers });

describe('ApiError.fromResponse', () => {
  it('carries the code and message of the error body and the Retry-After seconds of a 429', async () => {
    const error = await ApiError.fromResponse(
      errorResponse(429, JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
        'retry-after': '42',
        'content-type': 'application/json',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 429,
      code: 'rate_limited',
      message: 'Slow down.',
    });
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    const error = await ApiError.fromResponse(errorResponse(503, 'busy', { 'retry-after': at }));
    expect(error.retryAfterSeconds).toBeGreaterThan(100);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('leaves retryAfterSeconds out without a readable header', async () => {
    const body = JSON.stringify({ error: { code: 'email_taken', message: 'Taken.' } });
    expect((await ApiError.fromResponse(errorResponse(409, body))).retryAfterSeconds).toBeUndefined();
    const junk = await ApiError.fromResponse(errorResponse(429, '', { 'retry-after': 'soon' }));
    expect(junk.retryAfterSeconds).toBeUndefined();
  });

  it('gives a code by status and a generic message when the body is not the error shape', async () => {
    const html = await ApiError.fromResponse(errorResponse(502, '<html>Bad gateway</html>'));
    expect(html).toMatchObject({ status: 502, code: 'server_error' });
    expect(html.message).toMatch(/try again/i);
    const foreign = await ApiError.fromResponse(errorResponse(404, JSON.stringify({ message: 'nope' })));
    expect(foreign).toMatchObject({ status: 404, code: 'not_found' });
    const odd = await ApiError.fromResponse(errorResponse(418, ''));
    expect(odd).toMatchObject({
      status: 418,
      code: 'request_failed',
      message: 'The request failed (HTTP 418).',
    });
  });
});

describe('ApiError.network', () => {
  it('has status 0, code network_error and keeps the cause', () => {
    const cause = new TypeError('fetch failed');
    const error = ApiError.network(cause);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.cause).toBe(cause);
  });
});
