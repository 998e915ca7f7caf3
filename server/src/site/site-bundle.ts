// The built marketplace site (sites/marketplace/dist) loaded once into memory, with compressed copies of text files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** Loads the build in `dir`, or null when there is none (the site was not built). */
export function loadSiteBundle(dir: string): SiteBundle | null {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const files = new Map<string, SiteFile>();
  for (const relative of walk(dir)) {
    if (relative === 'index.html' || relative.startsWith(`.vite${path.sep}`)) continue;
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    const body = readFileSync(path.join(dir, relative));
    const contentType = CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
    const compress = COMPRESSIBLE.test(contentType) && body.length >= MIN_COMPRESS_BYTES;
    files.set(urlPath, {
      body,
      brotli: compress
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : null,
      gzip: compress ? gzipSync(body, { level: 9 }) : null,
      contentType,
      immutable: urlPath.startsWith('/assets/'),
    });
  }
  const manifestFile = path.join(dir, MANIFEST);
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  return { template: readFileSync(indexFile, 'utf8'), files, manifest };
}
