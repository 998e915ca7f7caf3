// The local file store: the stores' contract (file-store-contract.ts), then what only a folder on disk has to keep.
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUCKETS, createLocalFileStore, type FileStore } from './file-store';
import { fileStoreContract } from './file-store-contract';

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
  fileStoreContract(() => store);

  it('creates one folder per bucket as needed, and nothing for a refused name', async () => {
    await expect(store.put('avatars', '../x', Uint8Array.from([1]))).rejects.toThrow(/unsafe object name/);
    expect(await readdir(root)).toEqual([]);
    for (const bucket of BUCKETS) await store.put(bucket, 'a.webp', Uint8Array.from([1]));
    expect((await readdir(root)).sort()).toEqual([...BUCKETS].sort());
    expect(await readdir(join(root, 'avatars'))).toEqual(['a.webp']);
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
});
