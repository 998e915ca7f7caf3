// Validates an uploaded image and re-encodes it with sharp into metadata-free WebP variants.
import type { FailOnOptions, Metadata, SharpOptions } from 'sharp';
import sharp from 'sharp';
import { findHiddenContent } from './image-hidden-content';
import { type SniffedImageType, sniffImageType } from './image-sniff';

/** One size an upload is re-encoded to: it fits inside `width` pixels across and is never enlarged. */
export interface ImageVariant {
  /** Lowercase letters and digits; becomes part of the object name (`{base}-{name}.webp`). */
  name: string;
  width: number;
}

/** Sizes of a listing photo. */
export const LISTING_IMAGE_VARIANTS: readonly ImageVariant[] = [
  { name: 'thumb', width: 400 },
  { name: 'card', width: 800 },
  { name: 'full', width: 1600 },
];

/** Sizes of a profile avatar or company logo. */
export const AVATAR_VARIANTS: readonly ImageVariant[] = [
  { name: 'sm', width: 128 },
  { name: 'md', width: 512 },
];

/** A pixel budget that admits 48 and 50 megapixel phone photos (8160 x 6120). */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;

/** One re-encoded variant, ready to store. */
export interface ProcessedVariant {
  name: string;
  width: number;
  height: number;
  bytes: Buffer;
  contentType: 'image/webp';
}

/** The outcome of {@link processImage}. */
export interface ProcessedImage {
  /** The format the upload was in, by its magic bytes. */
  sourceType: SniffedImageType;
  /** Size of the original once turned upright by its EXIF orientation. */
  width: number;
  height: number;
  /** In the order of the requested variants. */
  variants: ProcessedVariant[];
}

/** Why an upload was refused. */
export type ImageRejectionReason = 'not_an_image' | 'hidden_content' | 'too_many_pixels' | 'corrupt';

/** Thrown by {@link processImage} for an upload that must not be stored; `reason` says why. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * libvips aborts on truncated data and on decoder errors. The stricter 'warning' level would also refuse
 * readable photos whose encoder left harmless warnings (e.g. extraneous bytes before a JPEG marker).
 */
const FAIL_ON: FailOnOptions = 'error';
const WEBP_QUALITY = 80;
/** WebP cannot encode a side longer than this, so a very tall image is also fitted to it. */
const WEBP_MAX_DIMENSION = 16_383;
const VARIANT_NAME_PATTERN = /^[a-z0-9]{1,32}$/;
const DECODER_FORMAT: Record<SniffedImageType, Metadata['format']> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

function assertOptions(maxPixels: number, variants: readonly ImageVariant[]): void {
  if (!Number.isSafeInteger(maxPixels) || maxPixels <= 0) {
    throw new RangeError('maxPixels must be a positive integer');
  }
  if (variants.length === 0) throw new RangeError('at least one variant is required');
  const names = new Set<string>();
  for (const { name, width } of variants) {
    if (!VARIANT_NAME_PATTERN.test(name) || names.has(name)) {
      throw new RangeError(`bad variant name "${name}"`);
    }
    if (!Number.isSafeInteger(width) || width <= 0) {
      throw new RangeError(`bad width for variant "${name}"`);
    }
    names.add(name);
  }
}

function rejectionFor(error: unknown): ImageRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message)
    ? new ImageRejectedError('too_many_pixels', 'Image has too many pixels', { cause: error })
    : new ImageRejectedError('corrupt', 'Image is truncated or corrupt', { cause: error });
}

/**
 * Checks an upload and re-encodes it into one WebP per variant.
 *
 * - The format comes from the magic bytes ({@link sniffImageType}), and the decoder sharp picks must agree.
 * - Nothing may hide in it ({@link findHiddenContent}): no data after the image's end (a polyglot), no markup or
 *   script in its metadata or comments, no ZIP directory.
 * - The declared width x height is read from the header and checked against `maxPixels` before any pixel
 *   is decoded; `limitInputPixels` is passed to every pipeline as well.
 * - Decoding fails on truncated or corrupt data (libvips `failOn: 'error'`).
 * - The image is turned upright by its EXIF orientation, then each variant is resized to fit inside its
 *   width (and WebP's 16383 px limit) without enlargement and encoded as WebP at quality 80. Nothing is
 *   copied from the original's metadata: no EXIF (so no GPS), XMP, IPTC or ICC profile; colours are
 *   converted to sRGB. Only the first frame of an animated GIF or WebP is kept.
 * - Variants are encoded one after another to bound memory use.
 *
 * @throws {ImageRejectedError} `not_an_image`, `hidden_content`, `too_many_pixels` or `corrupt`
 * @throws {RangeError} when `maxPixels` or `variants` are invalid (a programming error, not a bad upload)
 */
export async function processImage(
  bytes: Uint8Array,
  options: { maxPixels: number; variants: readonly ImageVariant[] },
): Promise<ProcessedImage> {
  const { maxPixels, variants } = options;
  assertOptions(maxPixels, variants);

  const sourceType = sniffImageType(bytes);
  if (sourceType === null) throw new ImageRejectedError('not_an_image', 'File is not a supported image');
  const hidden = findHiddenContent(bytes, sourceType);
  if (hidden) throw new ImageRejectedError('hidden_content', `Image hides other content (${hidden})`);

  const input: SharpOptions = { failOn: FAIL_ON, limitInputPixels: maxPixels, pages: 1 };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, input).metadata();
  } catch (error) {
    throw rejectionFor(error);
  }
  if (metadata.format !== DECODER_FORMAT[sourceType]) {
    throw new ImageRejectedError('not_an_image', 'File is not a supported image');
  }
  if (metadata.width * metadata.height > maxPixels) {
    throw new ImageRejectedError('too_many_pixels', 'Image has too many pixels');
  }

  const processed: ProcessedVariant[] = [];
  for (const variant of variants) {
    try {
      const { data, info } = await sharp(bytes, input)
        .rotate()
        .resize({
          width: variant.width,
          height: WEBP_MAX_DIMENSION,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      processed.push({
        name: variant.name,
        width: info.width,
        height: info.height,
        bytes: data,
        contentType: 'image/webp',
      });
    } catch (error) {
      throw rejectionFor(error);
    }
  }

  return {
    sourceType,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    variants: processed,
  };
}
