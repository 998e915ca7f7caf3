// POST /api/v1/uploads: an image for an avatar, a company logo or a listing, checked by its bytes and re-encoded.

import { uploadsContract } from '@dealloop/contract';
import { IMAGE_MAX_BYTES, MESSAGES } from '@dealloop/core';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { uuidv7 } from '../db/ids';
import type { UploadVariantRecord } from '../db/schema';
import { isoNow } from '../db/time';
import { ApiError, tooManyRequests } from '../http/api-error';
import { errorResponse } from '../http/error-handler';
import { hitRateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';
import { PROOF_OF_FUNDS_MAX_BYTES, storeProofOfFunds } from '../offers/proof-of-funds';
import type { Bucket } from '../storage/file-store';
import {
  AVATAR_VARIANTS,
  ImageRejectedError,
  LISTING_IMAGE_VARIANTS,
  processImage,
} from '../storage/image-processing';
import { storageObjectBase, variantObjectName } from '../storage/storage-names';
import { storedFileUrl } from '../storage/stored-file-routes';

/** The path of the upload endpoint (it has its own body limit). */
export const UPLOAD_PATH = '/api/v1/uploads';
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOADS_PER_USER = { max: 120, windowSeconds: 60 * 60 };

const PURPOSES = {
  avatar: { bucket: 'avatars', tag: 'avatar', variants: AVATAR_VARIANTS },
  logo: { bucket: 'avatars', tag: 'logo', variants: AVATAR_VARIANTS },
  listing: { bucket: 'listing-images', tag: 'listing', variants: LISTING_IMAGE_VARIANTS },
} as const satisfies Record<string, { bucket: Bucket; tag: string; variants: unknown }>;

const NOT_AN_IMAGE = [
  415,
  'not_an_image',
  'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
] as const;
const REJECTIONS = {
  not_an_image: NOT_AN_IMAGE,
  // A polyglot (an image that is also a page, a script or an archive) is refused as not being (only) an image.
  hidden_content: NOT_AN_IMAGE,
  too_many_pixels: [422, 'image_too_many_pixels', 'This image has too many pixels. Upload a smaller one.'],
  corrupt: [422, 'image_corrupt', 'This image is damaged or incomplete. Try another file.'],
} as const;

/** The upload route, mounted at /api/v1. */
export function uploadRoutes(deps: AppDeps) {
  const { db, config, files } = deps;
  const router = createRouter();
  router.use(
    '/uploads',
    bodyLimit({
      maxSize: Math.max(IMAGE_MAX_BYTES, PROOF_OF_FUNDS_MAX_BYTES) + MULTIPART_OVERHEAD,
      onError: (c) => errorResponse(c, 413, 'image_too_large', MESSAGES.imageTooLarge),
    }),
  );

  return router.openapi(uploadsContract.upload, async (c) => {
    const { user } = requireAuth(c);
    const { file, purpose } = c.req.valid('form');
    if (purpose === 'proof_of_funds') {
      const quota = await hitRateLimit(db, `uploads:user:${user.id}`, UPLOADS_PER_USER);
      if (!quota.allowed) throw tooManyRequests(quota.retryAfterSeconds);
      return c.json(await storeProofOfFunds(deps, user.id, file), 201);
    }
    if (file.size >= IMAGE_MAX_BYTES) throw new ApiError(413, 'image_too_large', MESSAGES.imageTooLarge);
    const quota = await hitRateLimit(db, `uploads:user:${user.id}`, UPLOADS_PER_USER);
    if (!quota.allowed) throw tooManyRequests(quota.retryAfterSeconds);

    const target = PURPOSES[purpose];
    let image: Awaited<ReturnType<typeof processImage>>;
    try {
      image = await processImage(new Uint8Array(await file.arrayBuffer()), {
        maxPixels: config.maxImagePixels,
        variants: target.variants,
      });
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      const [status, code, message] = REJECTIONS[error.reason];
      throw new ApiError(status, code, message);
    }

    const base = storageObjectBase({ userId: user.id, tag: target.tag, at: new Date() });
    const variants: UploadVariantRecord[] = [];
    for (const variant of image.variants) {
      const objectName = variantObjectName(base, variant.name);
      await files.put(target.bucket, objectName, variant.bytes);
      variants.push({
        name: variant.name,
        object_name: objectName,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes.length,
      });
    }
    const id = uuidv7();
    await db
      .insertInto('uploads')
      .values({
        id,
        user_id: user.id,
        bucket: target.bucket,
        tag: target.tag,
        object_name: base,
        source_type: image.sourceType,
        width: image.width,
        height: image.height,
        variants: JSON.stringify(variants),
        created_at: isoNow(),
      })
      .execute();

    const urls = variants.map((v) => ({
      name: v.name,
      url: storedFileUrl(config.publicUrl, target.bucket, v.object_name),
      width: v.width,
      height: v.height,
    }));
    return c.json(
      { id, purpose, url: urls.at(-1)!.url, width: image.width, height: image.height, variants: urls },
      201,
    );
  });
}
