// Compression of the JSON the SDK's widgets read (listing search, a listing, a public card): brotli or gzip for
// clients that accept it. Only these GET answers pass here, never an event stream (the chat and alert streams must
// not be compressed or buffered).

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 512;
/**
 * Brotli for answers made per request: quality 3 with a 64 KB window and the size known. On the bench's pages of
 * search results it packs 8% larger than quality 5 for a quarter of the CPU (about 70 vs 260 µs a page); the
 * default 4 MB window only costs set-up time for answers this small.
 */
const BROTLI_QUALITY = 3;
const BROTLI_WINDOW_BITS = 16;
/** Gzip level for the same answers: 4 packs within 5% of the default 6 for less time. */
const GZIP_LEVEL = 4;

/** The encoding to use for an Accept-Encoding header: br, else gzip, else none. */
export function jsonEncodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepts)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepts)) return 'gzip';
  return null;
}

/** A JSON answer's bytes as sent to a client with this Accept-Encoding, and the encoding they carry. */
export function packJson(
  body: Uint8Array<ArrayBuffer>,
  acceptEncoding: string | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: 'br' | 'gzip' | null } {
  const encoding = jsonEncodingFor(acceptEncoding);
  if (!encoding || body.length < MIN_COMPRESS_BYTES) return { body, encoding: null };
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: GZIP_LEVEL });
  return { body: new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength), encoding };
}

/**
 * The headers a JSON answer packed by {@link packJson} goes with: its type, the Vary that keeps caches from mixing
 * encodings, and its encoding when it has one.
 */
export function packedJsonHeaders(encoding: 'br' | 'gzip' | null): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
    ...(encoding && { 'Content-Encoding': encoding }),
  };
}

/**
 * Compresses a successful JSON answer to a GET for clients that accept br or gzip. A route that holds its JSON as
 * bytes packs it itself with {@link packJson} and says so with {@link packedJsonHeaders}' Vary, and passes here
 * untouched: reading a made Response back costs more than compressing it.
 */
export function compressJson(): MiddlewareHandler {
  return async function compressJsonHandler(c, next) {
    await next();
    if (c.req.method !== 'GET') return;
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('application/json') || res.headers.has('content-encoding'))
      return;
    if (/\baccept-encoding\b/i.test(res.headers.get('vary') ?? '')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    if (!jsonEncodingFor(c.req.header('accept-encoding'))) return;
    const packed = packJson(new Uint8Array(await res.arrayBuffer()), c.req.header('accept-encoding'));
    // New headers rather than the read Response as init, so that the server writes the bytes in one go.
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    if (packed.encoding) headers.set('Content-Encoding', packed.encoding);
    c.res = new Response(packed.body, { status: res.status, headers });
  };
}
