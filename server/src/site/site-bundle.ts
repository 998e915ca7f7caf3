// The built marketplace site (sites/marketplace/dist) loaded once into memory, with compressed copies of text files.
// The build writes those copies beside each file (`precompressSite`, run by `pnpm build`), so a server starts without
// spending seconds of CPU compressing; a build without them (a bare `vite build`) is compressed at load instead.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** One file of the build, ready to answer. */
export interface SiteFile {
  body: Uint8Array;
  brotli: Uint8Array | null;
  gzip: Uint8Array | null;
  contentType: string;
  /** Hashed build output under /assets/: cacheable forever. */
  immutable: boolean;
}

/** One module of Vite's build manifest (dist/.vite/manifest.json): its chunk, the chunks it imports, its styles. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The site: its HTML template, its other files by URL path, and the build manifest by source module. */
export interface SiteBundle {
  template: string;
  files: ReadonlyMap<string, SiteFile>;
  manifest: Readonly<Record<string, ManifestChunk>>;
}

/** Where Vite writes its manifest; read by the server, never served. */
const MANIFEST = path.join('.vite', 'manifest.json');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;
const MIN_COMPRESS_BYTES = 512;
/** The file names of a file's compressed copies, beside it. */
const BROTLI_SUFFIX = '.br';
const GZIP_SUFFIX = '.gz';
/** The best ratio: the copies are made once per build, and answers are smaller for every visitor. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP_OPTIONS = { level: 9 };

function contentTypeOf(relative: string): string {
  return CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether a file of this type and size is answered compressed. */
function isCompressed(contentType: string, body: Uint8Array): boolean {
  return COMPRESSIBLE.test(contentType) && body.length >= MIN_COMPRESS_BYTES;
}

/** A compressed copy written beside `file` by the build, when it is there and not older than the file. */
function copyBeside(file: string, suffix: string): Uint8Array | null {
  const copy = `${file}${suffix}`;
  if (!existsSync(copy) || statSync(copy).mtimeMs < statSync(file).mtimeMs) return null;
  return readFileSync(copy);
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** The build's files that are served: not the page template, Vite's manifest or the compressed copies. */
function servedFiles(dir: string): string[] {
  const all = walk(dir);
  const names = new Set(all);
  const isCopy = (relative: string) =>
    [BROTLI_SUFFIX, GZIP_SUFFIX].some(
      (suffix) => relative.endsWith(suffix) && names.has(relative.slice(0, -suffix.length)),
    );
  return all.filter(
    (relative) => relative !== 'index.html' && !relative.startsWith(`.vite${path.sep}`) && !isCopy(relative),
  );
}

/**
 * Writes the brotli and gzip copies of the build's compressible files beside them (`x.js.br`, `x.js.gz`), on the
 * thread pool (both cores). Returns how many files it compressed.
 */
export async function precompressSite(dir: string): Promise<number> {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let count = 0;
  await Promise.all(
    servedFiles(dir).map(async (relative) => {
      const file = path.join(dir, relative);
      const body = readFileSync(file);
      if (!isCompressed(contentTypeOf(relative), body)) return;
      const [br, gz] = await Promise.all([brotli(body, BROTLI_OPTIONS), gzipAsync(body, GZIP_OPTIONS)]);
      await Promise.all([writeFile(`${file}${BROTLI_SUFFIX}`, br), writeFile(`${file}${GZIP_SUFFIX}`, gz)]);
      count += 1;
    }),
  );
  return count;
}

/** Loads the build in `dir`, or null when there is none (the site was not built). */
export function loadSiteBundle(dir: string): SiteBundle | null {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const files = new Map<string, SiteFile>();
  for (const relative of servedFiles(dir)) {
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    const file = path.join(dir, relative);
    const body = readFileSync(file);
    const contentType = contentTypeOf(relative);
    const compress = isCompressed(contentType, body);
    files.set(urlPath, {
      body,
      brotli: compress ? (copyBeside(file, BROTLI_SUFFIX) ?? brotliCompressSync(body, BROTLI_OPTIONS)) : null,
      gzip: compress ? (copyBeside(file, GZIP_SUFFIX) ?? gzipSync(body, GZIP_OPTIONS)) : null,
      contentType,
      immutable: urlPath.startsWith('/assets/'),
    });
  }
  const manifestFile = path.join(dir, MANIFEST);
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  return { template: readFileSync(indexFile, 'utf8'), files, manifest };
}
