// The built embed SDK (packages/embed/dist) as /sdk serves it: the SDK's version read once from
// packages/embed/package.json, safe relative paths only, each file read from disk when it changes, with its ETag
// and gzip/brotli copies kept until then.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The SDK package's manifest, found relative to this file so any working directory works. */
export const EMBED_PACKAGE_JSON = path.resolve(import.meta.dirname, '../../../packages/embed/package.json');

/** One file of the SDK, ready to answer. */
export interface SdkFile {
  body: Uint8Array;
  gzip: Uint8Array;
  brotli: Uint8Array;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** A path segment of a built file: no dot files, no `..`, no separators or escapes. */
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const MAX_DEPTH = 4;

/** The SDK's version from its package.json ("1.0.0"), or null when it cannot be read. */
export function readSdkVersion(packageJson: string = EMBED_PACKAGE_JSON): string | null {
  try {
    const version: unknown = JSON.parse(readFileSync(packageJson, 'utf8')).version;
    return typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version) ? version : null;
  } catch {
    return null;
  }
}

/** The segments of a relative file path the SDK may serve (`loader.js`, `chunks/x-1a2b.js`), or null. */
export function safeSdkPath(relative: string): string[] | null {
  const segments = relative.split('/');
  if (segments.length > MAX_DEPTH) return null;
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) return null;
  return CONTENT_TYPES[path.extname(segments.at(-1)!).toLowerCase()] ? segments : null;
}

/** Reads SDK files from `dir`; a file is read again only when its size or modification time changed. */
export function createSdkFileReader(dir: string) {
  const cache = new Map<string, { size: number; mtimeMs: number; file: SdkFile }>();

  /** The file at a relative path, or null when it is not a servable file inside `dir`. */
  return async function readSdkFile(relative: string): Promise<SdkFile | null> {
    const segments = safeSdkPath(relative);
    if (!segments) return null;
    try {
      const root = await realpath(dir);
      const real = await realpath(path.join(root, ...segments));
      if (!real.startsWith(root + path.sep)) return null;
      const info = await stat(real);
      if (!info.isFile()) return null;
      const cached = cache.get(real);
      if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached.file;
      const body = await readFile(real);
      const file: SdkFile = {
        body,
        gzip: gzipSync(body, { level: 9 }),
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        contentType: CONTENT_TYPES[path.extname(real).toLowerCase()]!,
        etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
      cache.set(real, { size: info.size, mtimeMs: info.mtimeMs, file });
      return file;
    } catch {
      return null;
    }
  };
}
