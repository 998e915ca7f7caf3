// GET /sdk/v{major}/{file} (the newest version of that major, cached 5 minutes) and /sdk/{version}/{file} (that
// exact version, immutable): every released version stays served from packages/embed/releases/<version>/, the
// current build from packages/embed/dist. Content-hashed chunks are immutable under either path. Cross-origin,
// with ETag and gzip/brotli; any other version, path or file answers 404 in the error shape.

import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../http/api-error';
import { createSdkFileReader, readSdkVersion, type SdkFile } from './sdk-files';
import { newestOfMajor, releasedVersions, releasesDirOf } from './sdk-releases';

/** Cache-Control of /sdk/v{major}/: host pages pick up a new 1.x within minutes. */
export const SDK_LATEST_CACHE = 'public, max-age=300';
/** Cache-Control of /sdk/{version}/: the files of one version never change. */
export const SDK_VERSION_CACHE = 'public, max-age=31536000, immutable';
/** A chunk whose name carries its content hash (rollup's `[name]-[hash].js`): immutable under any path. */
const HASHED_CHUNK = /^chunks\/[\w.-]+-[A-Za-z0-9_-]{8}\.js$/;

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

function sendSdkFile(c: Context, file: SdkFile, cacheControl: string) {
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (matchesEtag(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
  const accepts = c.req.header('accept-encoding') ?? '';
  headers['Content-Type'] = file.contentType;
  let body = file.body;
  if (/\bbr\b/.test(accepts)) {
    body = file.brotli;
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts)) {
    body = file.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  return c.body(new Uint8Array(body), 200, headers);
}

/** The SDK file routes, mounted at /sdk; the version is read once, when the app is built. */
export function sdkFileRoutes(deps: Pick<AppDeps, 'config'>, version: string | null = readSdkVersion()) {
  const readBuilt = createSdkFileReader(deps.config.sdkDir);
  const releasesDir = releasesDirOf(deps.config.sdkDir);
  const released = releasedVersions(releasesDir);
  const readers = new Map(
    released.map((release) => [release, createSdkFileReader(path.join(releasesDir, release))]),
  );
  const versions = version && !released.includes(version) ? [...released, version] : released;
  const latestMajor = version ?? versions.at(-1);
  const latest = latestMajor ? `v${latestMajor.split('.')[0]}` : null;
  const missing = () => notFound('No such SDK file.');

  /** Where a requested version is read from and how long it may be cached, or null when there is no such one. */
  const resolve = (requested: string) => {
    const major = /^v(\d+)$/.exec(requested);
    const exact = major ? newestOfMajor(Number(major[1]), versions) : requested;
    if (!exact || !versions.includes(exact)) return null;
    // The current build serves its own version and its major (the deployed SDK); released bytes serve the rest.
    const read = exact === version && (major || !readers.has(exact)) ? readBuilt : readers.get(exact)!;
    return { read, cacheControl: major ? SDK_LATEST_CACHE : SDK_VERSION_CACHE };
  };

  return new Hono<AppEnv>().get('*', async (c) => {
    const match = /^\/sdk\/([^/]+)\/(.+)$/.exec(c.req.path);
    if (!match || !latest) throw missing();
    const [, requested, relative] = match as unknown as [string, string, string];
    const found = resolve(requested);
    if (!found) throw notFound(`There is no SDK version "${requested}". Use /sdk/${latest}/.`);
    const file = await found.read(relative);
    if (!file) throw missing();
    return sendSdkFile(c, file, HASHED_CHUNK.test(relative) ? SDK_VERSION_CACHE : found.cacheControl);
  });
}
