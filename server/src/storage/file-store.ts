// The object store's contract, and the default store: files under {rootDir}/{bucket}/{name}, each written
// atomically; private buckets are folders of mode 0700 holding files of mode 0600. s3-file-store.ts keeps the same
// objects in an S3-compatible bucket (STORAGE_S3_*), for several servers with no shared disk.
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isSafeObjectName } from './storage-names';

/** The buckets `/storage` serves: profile avatars and company logos, and listing photos. */
export const PUBLIC_BUCKETS = ['avatars', 'listing-images'] as const;
/** Buckets never served by `/storage`: proofs of funds (downloaded by an offer's parties through the API only). */
export const PRIVATE_BUCKETS = ['proof-of-funds', 'deal-documents'] as const;
/** Every bucket objects live in. */
export const BUCKETS = [...PUBLIC_BUCKETS, ...PRIVATE_BUCKETS] as const;

/** One of {@link BUCKETS}. */
export type Bucket = (typeof BUCKETS)[number];
/** One of {@link PUBLIC_BUCKETS}. */
export type PublicBucket = (typeof PUBLIC_BUCKETS)[number];

const isPrivate = (bucket: Bucket) => (PRIVATE_BUCKETS as readonly string[]).includes(bucket);

/** Size and last change of a stored object. */
export interface StoredObjectStat {
  size: number;
  modifiedAt: Date;
}

/** A place to keep uploaded objects. Every method rejects an unknown bucket or an unsafe name with an Error. */
export interface FileStore {
  /** Writes (or replaces) an object; readers see the old bytes or the new ones, never a partial file. */
  put(bucket: Bucket, name: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or `null` when there is no such object. */
  get(bucket: Bucket, name: string): Promise<Buffer | null>;
  /** The object's size and modification time, or `null` when there is no such object. */
  stat(bucket: Bucket, name: string): Promise<StoredObjectStat | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: Bucket, name: string): Promise<void>;
}

/** The bucket, or an Error when it is not one of {@link BUCKETS}. */
export function checkedBucket(bucket: Bucket): Bucket {
  if (!(BUCKETS as readonly string[]).includes(bucket)) {
    throw new Error(`storage: unknown bucket "${bucket}"`);
  }
  return bucket;
}

/** `{bucket}/{name}`, the object's path in every store, or an Error for an unknown bucket or an unsafe name. */
export function checkedObject(bucket: Bucket, name: string): string {
  checkedBucket(bucket);
  if (!isSafeObjectName(name)) throw new Error('storage: unsafe object name');
  return `${bucket}/${name}`;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * A {@link FileStore} on the local disk (the default: `./data/storage`). `put` writes a temporary file in the
 * bucket folder (its name starts with a dot, so it is never a valid object name), flushes it to disk and
 * renames it over the target, which is atomic on one file system. Folders are created as needed.
 * @param rootDir the storage root; relative paths resolve against the working directory
 */
export function createLocalFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);

  const bucketDir = (bucket: Bucket): string => join(root, checkedBucket(bucket));
  const objectPath = (bucket: Bucket, name: string): string => join(root, checkedObject(bucket, name));

  return {
    async put(bucket, name, bytes) {
      const target = objectPath(bucket, name);
      const dir = bucketDir(bucket);
      const secret = isPrivate(bucket);
      await mkdir(dir, { recursive: true, mode: secret ? 0o700 : 0o755 });
      // The folder may predate this rule (or the umask widened it): private ones are the owner's only.
      if (secret) await chmod(dir, 0o700);
      const temp = join(dir, `.tmp-${randomUUID()}`);
      try {
        const handle = await open(temp, 'wx', secret ? 0o600 : 0o644);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async get(bucket, name) {
      const path = objectPath(bucket, name);
      try {
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(bucket, name) {
      const path = objectPath(bucket, name);
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(bucket, name) {
      const path = objectPath(bucket, name);
      try {
        await unlink(path);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
