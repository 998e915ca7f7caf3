// Proof of funds files: a PDF (by its `%PDF-` magic bytes, without scripts, actions or attached files) or an image,
// kept under a private object name that the public /storage route never serves (it serves `.webp` names only), and
// read back for an offer's parties.
import { randomBytes } from 'node:crypto';
import { PROOF_OF_FUNDS_MAX_BYTES } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { uuidv7 } from '../db/ids';
import { isoNow } from '../db/time';
import { ApiError } from '../http/api-error';
import type { Bucket } from '../storage/file-store';
import { ImageRejectedError, processImage } from '../storage/image-processing';
import { sniffImageType } from '../storage/image-sniff';
import { findPdfActiveContent } from './pdf-active-content';

/** Largest proof of funds file accepted (core's limit, re-exported for the upload route). */
export { PROOF_OF_FUNDS_MAX_BYTES };
/** The upload tag of a proof of funds. */
export const PROOF_OF_FUNDS_TAG = 'proof_of_funds';
/** The bucket proof of funds files live in, under names starting with `private-` and never ending in `.webp`. */
/** Private: outside every folder `/storage` serves. */
const BUCKET: Bucket = 'proof-of-funds';

/** How each kind is stored: a PDF as sent, an image re-encoded (metadata-free WebP, up to 2400 px across). */
const TYPES = {
  pdf: { ext: 'pdf', contentType: 'application/pdf' },
  image: { ext: 'image', contentType: 'image/webp' },
} as const;
type ProofType = keyof typeof TYPES;
const IMAGE_VARIANT = [{ name: 'full', width: 2400 }];

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The file's kind by its leading bytes, or null when it is neither a PDF nor an accepted image. */
export function sniffProofType(bytes: Uint8Array): ProofType | null {
  if (PDF_MAGIC.every((value, index) => bytes[index] === value)) return 'pdf';
  return sniffImageType(bytes) ? 'image' : null;
}

/** A display name from the uploaded file's name: printable characters, at most 120, never empty. */
function displayName(name: string, type: ProofType): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned || `proof-of-funds.${type === 'pdf' ? 'pdf' : 'webp'}`;
}

const unsupportedFile = () =>
  new ApiError(
    415,
    'unsupported_file',
    'A proof of funds must be a PDF or an image (JPEG, PNG, WebP, GIF or AVIF).',
  );

/** What the upload endpoint answers for a stored proof of funds. */
export interface ProofUploadJson {
  id: string;
  purpose: 'proof_of_funds';
  name: string;
  contentType: string;
  bytes: number;
}

/** Checks and stores a proof of funds for `userId`; answers its upload record. 413/415 for bad files. */
export async function storeProofOfFunds(
  deps: Pick<AppDeps, 'db' | 'files' | 'config'>,
  userId: string,
  file: File,
): Promise<ProofUploadJson> {
  if (file.size > PROOF_OF_FUNDS_MAX_BYTES) {
    throw new ApiError(413, 'file_too_large', 'A proof of funds can be at most 10 MB.');
  }
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const type = sniffProofType(bytes);
  if (!type) throw unsupportedFile();
  if (type === 'pdf' && findPdfActiveContent(bytes)) {
    throw new ApiError(
      422,
      'pdf_active_content',
      'This PDF contains scripts, automatic actions or attached files. Save or print it as a plain PDF and upload that.',
    );
  }
  if (type === 'image') {
    try {
      const image = await processImage(bytes, {
        maxPixels: deps.config.maxImagePixels,
        variants: IMAGE_VARIANT,
      });
      bytes = image.variants[0]!.bytes;
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      if (error.reason === 'hidden_content') throw unsupportedFile();
      throw new ApiError(
        422,
        'image_unreadable',
        'This image is damaged, incomplete or too large. Try another file.',
      );
    }
  }
  const id = uuidv7();
  const objectName = `private-${id}-${randomBytes(6).toString('hex')}.${TYPES[type].ext}`;
  await deps.files.put(BUCKET, objectName, bytes);
  const name = displayName(file.name, type);
  await deps.db
    .insertInto('uploads')
    .values({
      id,
      user_id: userId,
      bucket: BUCKET,
      tag: PROOF_OF_FUNDS_TAG,
      object_name: objectName,
      source_type: type,
      width: 0,
      height: 0,
      variants: JSON.stringify([]),
      file_name: name,
      created_at: isoNow(),
    })
    .execute();
  return { id, purpose: 'proof_of_funds', name, contentType: TYPES[type].contentType, bytes: bytes.length };
}

/** The stored file of a proof of funds upload, with its type and name, or null when it is gone. */
export async function readProofOfFunds(
  deps: Pick<AppDeps, 'db' | 'files'>,
  uploadId: string,
): Promise<{ bytes: Buffer; contentType: string; name: string } | null> {
  const upload = await deps.db
    .selectFrom('uploads')
    .select(['bucket', 'object_name', 'source_type', 'file_name'])
    .where('id', '=', uploadId)
    .where('tag', '=', PROOF_OF_FUNDS_TAG)
    .executeTakeFirst();
  if (!upload) return null;
  const bytes = await deps.files.get(upload.bucket as Bucket, upload.object_name);
  if (!bytes) return null;
  const type: ProofType = upload.source_type === 'pdf' ? 'pdf' : 'image';
  return { bytes, contentType: TYPES[type].contentType, name: upload.file_name ?? 'proof-of-funds' };
}

/**
 * Moves proofs of funds stored by older versions in the public `listing-images` folder into the private bucket:
 * copy, then point the row at it, then delete the old file, so a crash at any step leaves a readable file (run at
 * start; a second run finishes what a crashed one left). Answers how many it moved.
 */
export async function moveProofsOfFundsToPrivateStorage(
  deps: Pick<AppDeps, 'db' | 'files'>,
): Promise<number> {
  const legacy = await deps.db
    .selectFrom('uploads')
    .select(['id', 'bucket', 'object_name'])
    .where('tag', '=', PROOF_OF_FUNDS_TAG)
    .where('bucket', '!=', BUCKET)
    .execute();
  for (const upload of legacy) {
    const from = upload.bucket as Bucket;
    const bytes = await deps.files.get(from, upload.object_name);
    if (bytes) await deps.files.put(BUCKET, upload.object_name, bytes);
    if (bytes || (await deps.files.stat(BUCKET, upload.object_name))) {
      await deps.db.updateTable('uploads').set({ bucket: BUCKET }).where('id', '=', upload.id).execute();
    }
    await deps.files.delete(from, upload.object_name);
  }
  return legacy.length;
}
