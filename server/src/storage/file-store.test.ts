// Tests the local file store: round trips, atomic replacement, missing objects and refused names.
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUCKETS, type Bucket, createLocalFileStore, type FileStore } from './file-store';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dealloop-storage-'));
  store = createLocalFileStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createLocalFileStore', () => {
  it('round-trips bytes in every bucket, creating folders as needed', async () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255]);
    for (const bucket of BUCKETS) {
      await store.put(bucket, 'a.webp', bytes);
      expect(await store.get(bucket, 'a.webp')).toEqual(Buffer.from(bytes));
      expect((await store.stat(bucket, 'a.webp'))?.size).toBe(bytes.length);
    }
    expect((await readdir(root)).sort()).toEqual([...BUCKETS].sort());
    expect(await readdir(join(root, 'avatars'))).toEqual(['a.webp']);
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    expect(await store.get('avatars', 'missing.webp')).toBeNull();
    expect(await store.stat('avatars', 'missing.webp')).toBeNull();
    await store.put('avatars', 'gone.webp', Uint8Array.from([1]));
    await store.delete('avatars', 'gone.webp');
    await store.delete('avatars', 'gone.webp');
    expect(await store.get('avatars', 'gone.webp')).toBeNull();
  });

  it('replaces atomically: concurrent readers see the old or the new bytes, never a mix or a part', async () => {
    const size = 4 * 1024 * 1024;
    const versions = [Buffer.alloc(size, 0xaa), Buffer.alloc(size, 0x55)];
    await store.put('listing-images', 'photo.webp', versions[0]!);
    const reads: Promise<Buffer | null>[] = [];
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 20; i++) {
      writes.push(store.put('listing-images', 'photo.webp', versions[i % 2]!));
      reads.push(store.get('listing-images', 'photo.webp'));
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      expect(read?.length).toBe(size);
      expect(read!.equals(versions[0]!) || read!.equals(versions[1]!)).toBe(true);
    }
    expect(await readdir(join(root, 'listing-images'))).toEqual(['photo.webp']);
  });

  it('leaves no temporary file and the target untouched when the final rename fails', async () => {
    await mkdir(join(root, 'avatars', 'taken.webp'), { recursive: true });
    await expect(store.put('avatars', 'taken.webp', Uint8Array.from([1, 2, 3]))).rejects.toThrow();
    expect(await readdir(join(root, 'avatars'))).toEqual(['taken.webp']);
    expect(await store.stat('avatars', 'taken.webp')).toBeNull();
  });

  it('refuses unsafe names and unknown buckets before touching the disk', async () => {
    const bytes = Uint8Array.from([1]);
    for (const name of ['../x', '../../etc/passwd', 'a/b', '..', '.tmp-1', '']) {
      await expect(store.put('avatars', name, bytes)).rejects.toThrow(/unsafe object name/);
      await expect(store.get('avatars', name)).rejects.toThrow(/unsafe object name/);
      await expect(store.stat('avatars', name)).rejects.toThrow(/unsafe object name/);
      await expect(store.delete('avatars', name)).rejects.toThrow(/unsafe object name/);
    }
    for (const bucket of ['..', 'avatars/../x', 'private']) {
      await expect(store.put(bucket as Bucket, 'a.webp', bytes)).rejects.toThrow(/unknown bucket/);
    }
    expect(await readdir(root)).toEqual([]);
  });
});
