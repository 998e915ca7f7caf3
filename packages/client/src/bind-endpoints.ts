// Binds a feature's contract endpoints to the client: `favorites.list()`, `favorites.save({ params })`, each typed
// by the contract's schemas (imported as types only, so nothing of the contract ships with the client).
import type { CallInput, CallOutput, ContractRoute, EndpointsOf, NeedsInput } from '@dealloop/contract';
import type { ApiClient, RequestOptions } from './types';

/** Where the API lives on its origin; contract paths are under it. */
export const API_BASE = '/api/v1';

/** Per-call options besides the input: an abort signal and extra headers. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers'>;

/** One bound call of route R: its input is required when the route takes a path parameter or a required field. */
export type ApiCall<R extends ContractRoute> =
  NeedsInput<R> extends true
    ? (input: CallInput<R>, options?: CallOptions) => Promise<CallOutput<R>>
    : (input?: CallInput<R>, options?: CallOptions) => Promise<CallOutput<R>>;

/** A feature's calls, by the names its contract gives them. */
export type BoundEndpoints<C extends Record<string, ContractRoute>> = {
  readonly [K in keyof C]: ApiCall<C[K]>;
};

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: FormData;
}

/** Fills a path's `{name}` placeholders from `params`, each encoded; a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new TypeError(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Binds the endpoints of one feature of the contract (C, given as a type) to the client's authenticated `request`:
 * each call sends its `params`, `query` and `json` (or a multipart `form`) and answers the parsed body (undefined
 * for 204), or throws the API's ApiError.
 */
export function bindEndpoints<C extends Record<string, ContractRoute>>(
  client: Pick<ApiClient, 'request'>,
  endpoints: EndpointsOf<C>,
): BoundEndpoints<C> {
  const bound: Record<string, (input?: LooseInput, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, { method, path }] of Object.entries(endpoints as Record<string, ContractRoute>)) {
    bound[name] = (input = {}, options = {}) => {
      const request: RequestOptions = { ...options };
      if (input.query) request.query = input.query as RequestOptions['query'];
      if (input.json !== undefined) request.json = input.json;
      if (input.form !== undefined) request.body = input.form;
      return client.request(method.toUpperCase(), API_BASE + fillPath(path, input.params), request);
    };
  }
  return bound as unknown as BoundEndpoints<C>;
}
