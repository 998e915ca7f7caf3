// Names of stored objects: the spec's "user id, tag, timestamp, extension" rule, plus the check the serving route uses.
import { randomBytes } from 'node:crypto';

/** What an uploaded image is for; the tag is part of its object name. */
export type StorageTag = 'avatar' | 'logo' | 'listing';

/** Every storage tag, for validation at the edge. */
export const STORAGE_TAGS: readonly StorageTag[] = ['avatar', 'logo', 'listing'];

/** The parts an object name is made of. */
export interface StorageObjectNameParts {
  /** The uploading user's id (a UUID); letters, digits, `-` and `_` only. */
  userId: string;
  tag: StorageTag;
  /** Upload time; written as milliseconds since the epoch. */
  at: Date;
}

/** Longest object name accepted; most file systems allow 255 bytes for one path segment. */
const MAX_OBJECT_NAME_LENGTH = 200;
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/;
const VARIANT_PATTERN = /^[a-z0-9]{1,32}$/;
const SAFE_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * The stem shared by an upload's files: `{userId}-{tag}-{epochMs}-{random}`, e.g.
 * `0193a5e2-7c1d-7f00-8a4b-2f6c9d1e0b3a-avatar-1732240000000-9f86d081884c`.
 * The trailing 12 hex characters (48 random bits) are not in the spec's rule: they are added so that two
 * uploads by the same user in the same millisecond (two tabs, a retried request, several server processes)
 * never overwrite each other. Each call draws a new suffix.
 * @throws {RangeError} when the user id, tag or date cannot make a safe name
 */
export function storageObjectBase({ userId, tag, at }: StorageObjectNameParts): string {
  if (!USER_ID_PATTERN.test(userId)) {
    throw new RangeError('storage: user id has characters unsafe in a file name');
  }
  if (!STORAGE_TAGS.includes(tag)) throw new RangeError(`storage: unknown tag "${String(tag)}"`);
  const epochMs = at.getTime();
  if (!Number.isSafeInteger(epochMs) || epochMs < 0) throw new RangeError('storage: invalid upload time');
  return `${userId}-${tag}-${epochMs}-${randomBytes(6).toString('hex')}`;
}

/**
 * A single object's name, `{userId}-{tag}-{epochMs}-{random}.{ext}`,
 * e.g. `{userId}-avatar-1732240000000-9f86d081884c.webp`.
 * See {@link storageObjectBase} for the random suffix.
 * @param parts.ext the extension without its dot, lowercase letters and digits (e.g. `webp`)
 * @throws {RangeError} when a part cannot make a safe name
 */
export function storageObjectName(parts: StorageObjectNameParts & { ext: string }): string {
  if (!EXTENSION_PATTERN.test(parts.ext)) throw new RangeError('storage: invalid file extension');
  return `${storageObjectBase(parts)}.${parts.ext}`;
}

/**
 * The name of one re-encoded variant of an upload: `{base}-{variant}.webp`, e.g. `{base}-thumb.webp`.
 * @param base a stem from {@link storageObjectBase}
 * @param variant a variant name such as `thumb` (lowercase letters and digits)
 * @throws {RangeError} when the result would not be a safe object name
 */
export function variantObjectName(base: string, variant: string): string {
  if (!VARIANT_PATTERN.test(variant)) throw new RangeError('storage: invalid variant name');
  const name = `${base}-${variant}.webp`;
  if (!isSafeObjectName(name)) throw new RangeError('storage: invalid object name base');
  return name;
}

/**
 * Whether `name` may be used as an object name, e.g. one taken from a URL by the serving route: only
 * `A-Z a-z 0-9 . _ -`, no `..`, no slash or backslash, not starting with a dot (temporary and hidden files
 * start with one) and at most 200 characters.
 */
export function isSafeObjectName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_OBJECT_NAME_LENGTH &&
    SAFE_NAME_PATTERN.test(name) &&
    !name.startsWith('.') &&
    !name.includes('..')
  );
}
