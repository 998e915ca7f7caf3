// GET /storage/{bucket}/{name}: stored images, immutable and cacheable for a year, never sniffed as anything else.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../http/api-error';
import { PUBLIC_BUCKETS, type PublicBucket } from './file-store';
import { isSafeObjectName } from './storage-names';

/** The public URL of a stored object. */
export const storedFileUrl = (publicUrl: string, bucket: PublicBucket, name: string) =>
  `${publicUrl}/storage/${bucket}/${name}`;

/** Only public buckets are served: a private one answers 404 like a missing file. */
const isBucket = (value: string): value is PublicBucket =>
  (PUBLIC_BUCKETS as readonly string[]).includes(value);

/** The stored-file routes, mounted at /storage. */
export function storedFileRoutes(deps: Pick<AppDeps, 'files'>) {
  return new Hono<AppEnv>().get('/:bucket/:name', async (c) => {
    const { bucket, name } = c.req.param();
    if (!isBucket(bucket) || !isSafeObjectName(name) || !name.endsWith('.webp')) throw notFound();
    const bytes = await deps.files.get(bucket, name);
    if (!bytes) throw notFound('No such file.');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
