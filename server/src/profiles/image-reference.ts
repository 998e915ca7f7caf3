// Resolves an avatar or company logo given to the profile or card API: an upload id of the caller, or the URL an
// upload of the caller answered; either becomes the public URL stored in the row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../http/api-error';
import { storedFileUrl } from '../storage/stored-file-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMAGE_BUCKET = 'avatars';
/** `{base}-{variant}.webp`, the variant object name of an upload (see storage-names.ts). */
const VARIANT_NAME = /^(?<base>[A-Za-z0-9_-]+)-[a-z0-9]{1,32}\.webp$/;

const NOT_YOURS =
  'Upload the image first (POST /api/v1/uploads with purpose avatar or logo), then send its id or URL.';

/**
 * The public URL to store for an image reference: null clears it; an upload id (purpose avatar or logo) of
 * `userId` gives the URL of its largest variant; a URL is accepted only when it is a variant of such an upload.
 * Anything else is a 400, so a profile never points at someone else's file or another site.
 */
export async function resolveImageReference(
  db: Kysely<Database>,
  publicUrl: string,
  userId: string,
  value: string | null,
): Promise<string | null> {
  if (value === null) return null;
  if (UUID.test(value)) {
    const upload = await db
      .selectFrom('uploads')
      .select(['variants'])
      .where('id', '=', value)
      .where('user_id', '=', userId)
      .where('bucket', '=', IMAGE_BUCKET)
      .executeTakeFirst();
    const largest = upload?.variants.at(-1);
    if (!largest) throw badRequest(NOT_YOURS, 'invalid_image');
    return storedFileUrl(publicUrl, IMAGE_BUCKET, largest.object_name);
  }
  const prefix = storedFileUrl(publicUrl, IMAGE_BUCKET, '');
  const name = value.startsWith(prefix) ? value.slice(prefix.length) : '';
  const base = VARIANT_NAME.exec(name)?.groups?.base;
  if (!base) throw badRequest(NOT_YOURS, 'invalid_image');
  const candidates = await db
    .selectFrom('uploads')
    .select(['object_name', 'variants'])
    .where('user_id', '=', userId)
    .where('bucket', '=', IMAGE_BUCKET)
    .where('object_name', '=', base)
    .execute();
  const known = candidates.some((upload) => upload.variants.some((variant) => variant.object_name === name));
  if (!known) throw badRequest(NOT_YOURS, 'invalid_image');
  return value;
}
