// The types a caller derives from a contract route: where it is, what a call sends and what a successful call answers.
import type { RouteConfig, z } from '@hono/zod-openapi';

/** A route of the contract: an OpenAPI route config (method, path, request and response schemas). */
export type ContractRoute = RouteConfig;

/** Where a route is: its method and its path under /api/v1, with OpenAPI `{param}` placeholders. */
export interface Endpoint {
  readonly method: RouteConfig['method'];
  readonly path: string;
}

/** The endpoints of a feature's routes, call by call (what a client needs at run time: no schemas). */
export type EndpointsOf<C extends Record<string, ContractRoute>> = {
  readonly [K in keyof C]: { readonly method: C[K]['method']; readonly path: C[K]['path'] };
};

type JsonSchemaOf<T> = T extends { content: { 'application/json': { schema: infer S } } } ? S : undefined;
/** A multipart body is sent as the browser builds it: a FormData (its fields are the route's schema). */
type FormOf<T> = T extends { content: { 'multipart/form-data': unknown } } ? FormData : undefined;
type Accepted<S> = S extends z.ZodType ? z.input<S> : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type RequestOf<R> = R extends { request: infer Q } ? Q : object;
type SuccessOf<R extends ContractRoute> = 200 extends keyof R['responses']
  ? R['responses'][200]
  : 201 extends keyof R['responses']
    ? R['responses'][201]
    : 202 extends keyof R['responses']
      ? R['responses'][202]
      : undefined;

/** The parts of a call's request, each as the route's schema accepts it (undefined when the route takes none). */
interface RequestParts<R> {
  params: RequestOf<R> extends { params: infer P } ? Accepted<P> : undefined;
  query: RequestOf<R> extends { query: infer P } ? Accepted<P> : undefined;
  json: RequestOf<R> extends { body: infer B } ? Accepted<JsonSchemaOf<B>> : undefined;
  form: RequestOf<R> extends { body: infer B } ? FormOf<B> : undefined;
}
type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
type RequiredKeys<T> = { [K in keyof T]: object extends T[K] ? never : K }[keyof T];

/**
 * What a call of route R sends: `params` (path), `query` and `json` (body), or `form` for a multipart body, each
 * present when the route takes it and optional when every field of it is.
 */
export type CallInput<R extends ContractRoute> = Pick<
  Present<RequestParts<R>>,
  RequiredKeys<Present<RequestParts<R>>>
> &
  Partial<Present<RequestParts<R>>>;

/** Whether a call of route R must be given an input (a path parameter, a required query or body field). */
export type NeedsInput<R extends ContractRoute> = [RequiredKeys<Present<RequestParts<R>>>] extends [never]
  ? false
  : true;

/** What a successful call of route R answers: its JSON body as parsed by the schema, undefined for 204. */
export type CallOutput<R extends ContractRoute> = Parsed<JsonSchemaOf<SuccessOf<R>>>;
