// fast-check arbitraries of the endpoint fuzzer: for one route, a request with near-valid or garbage bodies (from
// the route's OpenAPI schema), junk query parameters, headers and path parameters, as one caller or another.
import fc from 'fast-check';
import type { RouteEntry } from '../support/route-table';
import type { CallerName } from './fuzz-world';

/** A JSON Schema node of the OpenAPI document (the subset zod-openapi writes). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** What the fuzzer knows of one operation from the OpenAPI document. */
export interface OperationInfo {
  body: { contentType: string; schema: Schema } | null;
  query: { name: string; schema: Schema }[];
}

/** How a case authenticates: as its caller, with a known bad token, or with a raw Authorization header. */
export type AuthSpec =
  | { kind: 'proper' }
  | { kind: 'badToken'; index: number }
  | { kind: 'header'; value: string };

/** A request body to send. */
export type BodySpec =
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; text: string; contentType: string | null }
  | {
      kind: 'multipart';
      parts: { name: string; value: string | { bytes: Uint8Array; type: string; file: string } }[];
    };

/** One generated request. */
export interface FuzzCase {
  caller: CallerName;
  auth: AuthSpec;
  /** The path with its parameters filled in (already encoded as sent). */
  path: string;
  /** The query string without `?` (already encoded as sent), or ''. */
  query: string;
  headers: Record<string, string>;
  /** 'fresh': a client address no other case used; else the raw X-Forwarded-For value. */
  ip: string;
  body: BodySpec | null;
  /** Whether the body is signed as Stripe signs webhooks (only for a route given its own body values). */
  signed: boolean;
}

/** The context arbitraries draw from: the document, real ids and the number of known bad tokens. */
export interface ArbitraryContext {
  doc: { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };
  ids: string[];
  /** Real ids by the path segment before a parameter (`offers` for /offers/:id). */
  idsByResource: Record<string, string[]>;
  badTokenCount: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Junk values

const SPECIAL_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  `$${'{'}7*7}{{7*7}}`,
  '\u202egnp.exe',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  'Ω≈ç√∫˜µ≤≥÷',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'ﷺ',
  'a\r\nSet-Cookie: x=1',
  '2026-02-30T25:61:61Z',
  '0000-00-00',
  '-1',
  '1.5',
  '1e3',
  'https://evil.example/x',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'user@',
  '@example.com',
];

const longString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '%', '0', ' '), fc.integer({ min: 300, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(n));

/** Strings meant to break parsers and validators. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: longString },
);

const deepValue = fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});

/** A value of any JSON type, often the wrong one. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0.000001,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      2 ** 31,
      -(2 ** 63),
    ),
  },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
  },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}')),
  },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 1000, maxLength: 20_000 }) },
  { weight: 1, arbitrary: deepValue },
);

const headerChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
/** Strings a header may carry (printable ASCII), junk otherwise. */
const headerString = fc.oneof(
  fc.string({ unit: headerChar, maxLength: 60 }),
  fc.constantFrom('', 'null', '*', '../..', '%00', 'a'.repeat(8000), 'gzip, br, deflate, *;q=0', '"W/1"'),
);

// ---------------------------------------------------------------------------------------------------------------
// Values from the OpenAPI schemas

function resolve(schema: Schema, ctx: ArbitraryContext): Schema {
  let node = schema;
  for (let hops = 0; node.$ref && hops < 10; hops += 1) {
    const name = node.$ref.split('/').at(-1)!;
    node = ctx.doc.components?.schemas?.[name] ?? {};
  }
  return node;
}

const isIdName = (name: string) => /(^id$|Id$|Ids$|^targetId$|^slug$|ticket|token|key$)/i.test(name);

/** A value the schema accepts (near enough: patterns and cross-field rules are not modelled). */
export function validValue(
  schema: Schema,
  ctx: ArbitraryContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const node = resolve(schema, ctx);
  if (depth > 6) return fc.constant(null);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum?.length) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((alt) => validValue(alt, ctx, name, depth + 1)));
  if (node.allOf?.length) return validValue(node.allOf[0]!, ctx, name, depth + 1);
  if (Array.isArray(node.type)) {
    return fc.oneof(...node.type.map((type) => validValue({ ...node, type }, ctx, name, depth + 1)));
  }
  switch (node.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(node.minimum ?? -1_000, -1e9);
      const max = Math.min(node.maximum ?? Math.max(min, 0) + 1_000_000, 1e9);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'number': {
      const min = Math.max(node.minimum ?? node.exclusiveMinimum ?? -1_000, -1e9);
      const max = Math.min(node.maximum ?? node.exclusiveMaximum ?? Math.max(min, 0) + 1_000_000, 1e9);
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }),
        fc.double({ min, max: Math.max(min, max), noNaN: true }),
      );
    }
    case 'array': {
      const items = node.items ?? {};
      const maxLength = Math.min(node.maxItems ?? 4, 4);
      return fc.array(validValue(items, ctx, name, depth + 1), {
        minLength: Math.min(node.minItems ?? 0, maxLength),
        maxLength,
      });
    }
    case 'string':
      return validString(node, ctx, name);
    case 'object':
    case undefined: {
      if (!node.properties) return node.type === 'object' ? fc.constant({}) : junkValue;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(node.properties))
        model[key] = validValue(child, ctx, key, depth + 1);
      return fc.record(model, { requiredKeys: (node.required ?? []).filter((key) => key in model) });
    }
    default:
      return junkValue;
  }
}

function validString(node: Schema, ctx: ArbitraryContext, name: string): fc.Arbitrary<string> {
  const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
  switch (node.format) {
    case 'date-time':
      return date.map((d) => d.toISOString());
    case 'date':
      return date.map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return ctx.ids.length ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
    case 'uri':
      return fc.webUrl();
    case 'binary':
      return fc.string({ maxLength: 20 });
  }
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? 30, 30));
  const plain = fc.string({ minLength, maxLength });
  if (isIdName(name) && ctx.ids.length) return fc.oneof(fc.constantFrom(...ctx.ids), plain);
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), plain);
  return plain;
}

/** Every path (list of keys) inside a JSON value, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (out.length > 200) return out;
  if (Array.isArray(value)) {
    for (const [i, item] of value.slice(0, 10).entries()) pathsOf(item, [...prefix, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

function setAt(
  root: unknown,
  path: (string | number)[],
  replace: (old: unknown) => unknown | typeof REMOVE,
): unknown {
  if (!path.length) {
    const next = replace(root);
    return next === REMOVE ? undefined : next;
  }
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  const [head, ...rest] = path;
  const next = rest.length ? setAt(copy[head!], rest, replace) : replace(copy[head!]);
  if (next === REMOVE) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head!];
  } else copy[head!] = next;
  return copy;
}
const REMOVE = Symbol('remove');

/** How a near-valid body is spoiled: one field replaced, removed, or a key added next to it. */
type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'addKey'; at: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: junkValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addKey' as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role'),
        junkString,
      ),
      value: junkValue,
    }),
  },
);

function applyMutation(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  const paths = pathsOf(value);
  if (change.kind === 'addKey') {
    const objects = paths.filter((path) => {
      let node: any = value;
      for (const key of path) node = node?.[key];
      return node && typeof node === 'object' && !Array.isArray(node);
    });
    if (!objects.length) return value;
    return setAt(value, objects[change.at % objects.length]!, (old) => {
      const copy = { ...(old as object) };
      // Defined, not assigned: a `__proto__` key stays an own key and reaches the JSON text.
      Object.defineProperty(copy, change.key, { value: change.value, enumerable: true, writable: true });
      return copy;
    });
  }
  const path = paths[change.at % paths.length]!;
  return setAt(value, path, () => (change.kind === 'remove' ? REMOVE : change.value));
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

const BROKEN_JSON = [
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  'NaN',
  '[1,2',
  '"unterminated',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '{"a":1e99999}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  '',
  ' ',
  'null',
  '[]',
  '0',
  '"string"',
];

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nope',
  'application/xml',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/plain',
  '',
);

/** Deeply nested JSON text, balanced or cut one character short. */
const deepText = fc
  .tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.boolean(), fc.boolean())
  .map(([depth, arrays, cut]) => {
    const text = arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return cut ? text.slice(0, -1) : text;
  });

/** Bodies that are not what any route wants: broken JSON, odd types, deep or huge texts. */
const garbageBody: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ maxLength: 200 }), deepText),
      contentType: fc.oneof(contentType, fc.constant(null)),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('json' as const), value: junkValue, contentType }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      text: fc.integer({ min: 1_048_577, max: 1_300_000 }).map((n) => `{"a":"${'x'.repeat(n)}"}`),
      contentType: fc.constant('application/json'),
    }),
  },
);

const MAGIC = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff, 0xe0],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  [...Buffer.from('%PDF-1.7\n')],
  [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
  [],
];

const fileBytes = fc
  .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 600 }))
  .map(([magic, rest]) => Uint8Array.from([...magic, ...rest]));

/** Multipart bodies for the upload route: junk files, wrong purposes, missing or repeated parts. */
const multipartBody: fc.Arbitrary<BodySpec> = fc.record({
  kind: fc.constant('multipart' as const),
  parts: fc.array(
    fc.record({
      name: fc.oneof(fc.constantFrom('file', 'purpose', 'file', 'purpose', 'files[]'), junkString),
      value: fc.oneof(
        fc.constantFrom('avatar', 'logo', 'listing', 'proof_of_funds'),
        junkString,
        fc.record({
          bytes: fileBytes,
          type: fc.constantFrom(
            'image/png',
            'image/jpeg',
            'image/svg+xml',
            'application/pdf',
            'text/html',
            '',
          ),
          file: fc.oneof(
            fc.constantFrom('a.png', '../../x.png', 'a.svg', 'a.pdf', '.htaccess', ''),
            headerString,
          ),
        }),
      ),
    }),
    { maxLength: 4 },
  ),
});

/** The body of a case for an operation: near-valid from its schema, garbage, or none. */
function bodyArbitrary(
  method: string,
  op: OperationInfo | null,
  ctx: ArbitraryContext,
  isUpload: boolean,
  bodyValues?: fc.Arbitrary<unknown>,
) {
  if (method === 'GET' || method === 'HEAD') return fc.constant(null);
  const options: fc.WeightedArbitrary<BodySpec | null>[] = [
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: garbageBody },
  ];
  const values =
    bodyValues ?? (op?.body?.contentType.includes('json') ? validValue(op.body.schema, ctx) : null);
  if (isUpload) options.push({ weight: 6, arbitrary: multipartBody });
  else if (values) {
    const nearValid = fc
      .tuple(values, mutation, fc.constantFrom(...Array(6).fill('application/json'), 'text/plain'))
      .map(
        ([value, change, type]): BodySpec => ({
          kind: 'json',
          value: applyMutation(value, change),
          contentType: type,
        }),
      );
    options.push({ weight: 7, arbitrary: nearValid });
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------------------
// Paths, queries, headers, callers

const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%00',
  '%zz',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%252e%252e',
  '.env',
  '~',
  '__proto__',
  'constructor',
  'toString',
  'me',
  'admin',
  'moderator',
  'avatar',
  'listing',
  '0',
  '-1',
  '1e3',
  'null',
];

/** A path segment: a real id, a UUID, or junk (encoded, or raw traversal and broken escapes). */
function segment(ctx: ArbitraryContext, resource = ''): fc.Arbitrary<string> {
  const own = ctx.idsByResource[resource] ?? [];
  return fc.oneof(
    ...(own.length ? [{ weight: 5, arbitrary: fc.constantFrom(...own) }] : []),
    { weight: 4, arbitrary: ctx.ids.length ? fc.constantFrom(...ctx.ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    {
      weight: 2,
      arbitrary: junkString.filter((s) => s.length > 0).map((s) => encodeURIComponent(toWellFormed(s))),
    },
  );
}

/** Replaces lone surrogates, which encodeURIComponent refuses. */
const toWellFormed = (s: string) =>
  s.replace(/[\ud800-\udfff]/g, (ch, i: number) => {
    const code = ch.charCodeAt(0);
    const next = s.charCodeAt(i + 1);
    const prev = s.charCodeAt(i - 1);
    const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
    return paired ? ch : '\ufffd';
  });

/** The route's path with each `:param` and `*` filled in. */
function pathArbitrary(route: RouteEntry, ctx: ArbitraryContext): fc.Arbitrary<string> {
  const parts = route.path.split('/');
  const slots = parts.map((part, index) => {
    if (part === '*')
      return fc.array(segment(ctx), { minLength: 0, maxLength: 4 }).map((list) => list.join('/'));
    if (part.startsWith(':')) return segment(ctx, parts[index - 1]);
    return fc.constant(part);
  });
  return fc.tuple(...slots).map((filled) => filled.join('/'));
}

const encodeQueryPart = (s: string) => encodeURIComponent(toWellFormed(s));

/** A query string: the operation's parameters (valid, junk or absent), random and repeated keys, broken escapes. */
function queryArbitrary(op: OperationInfo | null, ctx: ArbitraryContext): fc.Arbitrary<string> {
  const known = (op?.query ?? []).map(({ name, schema }) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([] as string[]) },
      {
        weight: 3,
        arbitrary: validValue(schema, ctx, name).map((v) => [`${name}=${encodeQueryPart(String(v))}`]),
      },
      { weight: 2, arbitrary: junkString.map((v) => [`${name}=${encodeQueryPart(v)}`]) },
      {
        weight: 1,
        arbitrary: fc
          .array(junkString, { minLength: 2, maxLength: 4 })
          .map((values) => values.map((v) => `${name}=${encodeQueryPart(v)}`)),
      },
      { weight: 1, arbitrary: fc.constantFrom([`${name}`], [`${name}=`], [`${name}=%zz`], [`${name}[]=1`]) },
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc.tuple(junkString, junkString).map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(v)}`),
      fc.constantFrom('%', '&&', '==', '=x', '__proto__[admin]=1', 'constructor=1', '+', 'a=%E0%A4%A'),
    ),
    { maxLength: 3 },
  );
  return fc
    .tuple(fc.tuple(...known), extra)
    .chain(([lists, more]) => fc.shuffledSubarray([...lists.flat(), ...more], { minLength: 0 }))
    .map((pairs) => pairs.join('&'));
}

const HEADER_NAMES = [
  'accept',
  'accept-encoding',
  'accept-language',
  'origin',
  'referer',
  'user-agent',
  'if-none-match',
  'if-modified-since',
  'range',
  'last-event-id',
  'stripe-signature',
  'x-dealloop-embed-key',
  'x-http-method-override',
  'x-request-id',
  'cookie',
] as const;

/** Extra headers with junk (or real-looking) values. */
function headersArbitrary(ctx: ArbitraryContext): fc.Arbitrary<Record<string, string>> {
  const value = fc.oneof(
    headerString,
    ctx.ids.length ? fc.constantFrom(...ctx.ids) : headerString,
    fc.constantFrom('https://www.example.com', 't=1,v1=00', 'bytes=0-1,5-', 'text/event-stream', 'DELETE'),
  );
  return fc.dictionary(fc.constantFrom(...HEADER_NAMES), value, { maxKeys: 3 });
}

const authorizationJunk = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer a b',
    'bearer x.y.z',
    'Basic dXNlcjpwYXNz',
    'Token abc',
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwic2lkIjoieCJ9.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.e30.ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo',
    `Bearer ${'a'.repeat(9000)}`,
  ),
  headerString.map((junk) => `Bearer ${junk}`),
  headerString,
);

function authArbitrary(ctx: ArbitraryContext): fc.Arbitrary<AuthSpec> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant({ kind: 'proper' as const }) },
    {
      weight: 1,
      arbitrary: fc
        .nat({ max: Math.max(0, ctx.badTokenCount - 1) })
        .map((index) => ({ kind: 'badToken' as const, index })),
    },
    { weight: 1, arbitrary: authorizationJunk.map((value) => ({ kind: 'header' as const, value })) },
  );
}

const ipArbitrary = fc.oneof(
  { weight: 9, arbitrary: fc.constant('fresh') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      'unknown',
      '::1',
      '1.1.1.1, 2.2.2.2',
      '999.999.1.1',
      'a'.repeat(2000),
      '[::1]:80',
    ),
  },
);

/** The operation of a route in the OpenAPI document (`:id` is `{id}` there), or null. */
export function operationOf(route: RouteEntry, doc: ArbitraryContext['doc']): OperationInfo | null {
  const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
  const op = doc.paths[openApiPath]?.[route.method.toLowerCase()];
  if (!op) return null;
  const content = op.requestBody?.content as Record<string, { schema: Schema }> | undefined;
  const contentType = content ? Object.keys(content)[0]! : null;
  return {
    body: contentType ? { contentType, schema: content![contentType]!.schema } : null,
    query: ((op.parameters ?? []) as { in: string; name: string; schema?: Schema }[])
      .filter((param) => param.in === 'query')
      .map((param) => ({ name: param.name, schema: param.schema ?? { type: 'string' } })),
  };
}

/**
 * Every case the fuzzer may send to one route. `bodyValues` replaces the OpenAPI schema as the source of
 * near-valid bodies (for a route without one), and such bodies are then usually signed (`signed`).
 */
export function caseArbitrary(
  route: RouteEntry,
  ctx: ArbitraryContext,
  bodyValues?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzCase> {
  const op = operationOf(route, ctx.doc);
  const isUpload = Boolean(op?.body?.contentType.startsWith('multipart/'));
  return fc.record({
    caller: fc.constantFrom<CallerName>('anonymous', 'owner', 'buyer', 'admin'),
    auth: authArbitrary(ctx),
    path: pathArbitrary(route, ctx),
    query: queryArbitrary(op, ctx),
    headers: headersArbitrary(ctx),
    ip: ipArbitrary,
    body: bodyArbitrary(route.method, op, ctx, isUpload, bodyValues),
    signed: bodyValues
      ? fc.boolean().chain((b) => (b ? fc.constant(true) : fc.boolean()))
      : fc.constant(false),
  });
}
