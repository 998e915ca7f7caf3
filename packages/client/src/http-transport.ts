// One HTTP exchange with the API: URL, headers and body in; parsed JSON, undefined or an ApiError out.
import { ApiError } from './api-error';
import { buildRequestUrl } from './request-url';
import type { RequestOptions } from './types';

/** One request as the transport sends it: the caller's options plus the bearer token to attach, if any. */
export interface TransportRequest extends RequestOptions {
  token?: string | null;
}

/** Sends one request; throws ApiError on a non-2xx answer or when the server is not reached. */
export type Send = <T>(method: string, path: string, request?: TransportRequest) => Promise<T>;

/** Creates the sender over `fetchImpl` (looked up on globalThis at call time when not given). */
export function createTransport(baseUrl: string, fetchImpl: typeof fetch | undefined): Send {
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  return async function send<T>(method: string, path: string, request: TransportRequest = {}): Promise<T> {
    const headers = requestHeaders(request);
    let body = request.body;
    if (request.json !== undefined) body = JSON.stringify(request.json);
    const init: RequestInit = { method: method.toUpperCase(), headers };
    if (body !== undefined) init.body = body;
    if (request.signal) init.signal = request.signal;

    let response: Response;
    try {
      response = await doFetch(buildRequestUrl(baseUrl, path, request.query), init);
    } catch (error) {
      if (request.signal?.aborted || isAbort(error)) throw error;
      throw ApiError.network(error);
    }
    return answerOf<T>(response);
  };
}

/** The headers of a request: JSON accepted, the caller's, the JSON content type and the bearer token. */
export function requestHeaders(request: TransportRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  return headers;
}

/** What a request answers: the parsed body of a 2xx response, else (throws) its ApiError. */
export async function answerOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw await ApiError.fromResponse(response);
  return (await readBody(response)) as T;
}

/** The parsed JSON of a successful answer; undefined for 204 or an empty body. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw isAbort(error) ? error : ApiError.network(error);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError(
      response.status,
      'invalid_response',
      'The server answered something that is not JSON. Is the API base URL right?',
      { cause },
    );
  }
}

/** Whether an error is the rejection of an aborted request. */
export const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';
