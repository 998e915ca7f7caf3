// GET /sdk/v{major}/{file} (the current SDK, cached 5 minutes) and /sdk/{version}/{file} (the exact current
// version, immutable): the built embed SDK for host pages, cross-origin, with ETag and gzip/brotli. Any other
// version, path or file answers 404 in the error shape.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { createSdkFileReader, readSdkVersion, type SdkFile } from '../embed/sdk-files';
import { notFound } from '../http/api-error';

/** Cache-Control of /sdk/v{major}/: host pages pick up a new 1.x within minutes. */
export const SDK_LATEST_CACHE = 'public, max-age=300';
/** Cache-Control of /sdk/{version}/: the files of one version never change. */
export const SDK_VERSION_CACHE = 'public, max-age=31536000, immutable';

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
  const readSdkFile = createSdkFileReader(deps.config.sdkDir);
  const latest = version ? `v${version.split('.')[0]}` : null;
  const missing = () => notFound('No such SDK file.');

  return new Hono<AppEnv>().get('*', async (c) => {
    const match = /^\/sdk\/([^/]+)\/(.+)$/.exec(c.req.path);
    if (!match || !version) throw missing();
    const [, requested, relative] = match as unknown as [string, string, string];
    const cacheControl =
      requested === latest ? SDK_LATEST_CACHE : requested === version ? SDK_VERSION_CACHE : null;
    if (!cacheControl) throw notFound(`There is no SDK version "${requested}". Use /sdk/${latest}/.`);
    const file = await readSdkFile(relative);
    if (!file) throw missing();
    return sendSdkFile(c, file, cacheControl);
  });
}
