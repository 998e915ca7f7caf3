// Compression of the JSON the SDK's widgets read (listing search, a listing, a public card): brotli or gzip for
// clients that accept it. Only these GET answers pass here, never an event stream (the chat and alert streams must
// not be compressed or buffered).

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 512;
/** Brotli quality for answers made per request: most of the gain of 11 at a fraction of the time. */
const BROTLI_QUALITY = 5;

/** The encoding to use for an Accept-Encoding header: br, else gzip, else none. */
export function jsonEncodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepts)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepts)) return 'gzip';
  return null;
}

/** Compresses a successful JSON answer to a GET for clients that accept br or gzip. */
export function compressJson(): MiddlewareHandler {
  return async function compressJsonHandler(c, next) {
    await next();
    if (c.req.method !== 'GET') return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('application/json') || res.headers.has('content-encoding'))
      return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = jsonEncodingFor(c.req.header('accept-encoding'));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const packed =
      body.length < MIN_COMPRESS_BYTES
        ? body
        : encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(body);
    c.res = new Response(new Uint8Array(packed), res);
    c.res.headers.delete('Content-Length');
    if (packed !== body) c.res.headers.set('Content-Encoding', encoding);
  };
}
