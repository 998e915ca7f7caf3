// What every FileStore promises, as vitest cases run against each store (the local folder, an S3-compatible bucket).
import { expect, it } from 'vitest';
import { BUCKETS, type Bucket, type FileStore } from './file-store';

/** Registers the contract's cases; `store()` is the store under test (made fresh, or emptied, by the caller). */
export function fileStoreContract(store: () => FileStore): void {
  it('round-trips bytes in every bucket', async () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255]);
    for (const bucket of BUCKETS) {
      await store().put(bucket, 'a.webp', bytes);
      expect(await store().get(bucket, 'a.webp')).toEqual(Buffer.from(bytes));
      const stat = await store().stat(bucket, 'a.webp');
      expect(stat?.size).toBe(bytes.length);
      expect(Math.abs((stat?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    expect(await store().get('avatars', 'missing.webp')).toBeNull();
    expect(await store().stat('avatars', 'missing.webp')).toBeNull();
    await store().put('avatars', 'gone.webp', Uint8Array.from([1]));
    await store().delete('avatars', 'gone.webp');
    await store().delete('avatars', 'gone.webp');
    expect(await store().get('avatars', 'gone.webp')).toBeNull();
    expect(await store().stat('avatars', 'gone.webp')).toBeNull();
  });

  it('keeps each bucket apart: the same name in two buckets is two objects', async () => {
    await store().put('avatars', 'same.webp', Uint8Array.from([1]));
    await store().put('proof-of-funds', 'same.webp', Uint8Array.from([2, 2]));
    expect(await store().get('avatars', 'same.webp')).toEqual(Buffer.from([1]));
    expect(await store().get('proof-of-funds', 'same.webp')).toEqual(Buffer.from([2, 2]));
    expect(await store().get('listing-images', 'same.webp')).toBeNull();
  });

  it('replaces an object whole', async () => {
    await store().put('listing-images', 'photo.webp', Buffer.alloc(300_000, 0xaa));
    await store().put('listing-images', 'photo.webp', Buffer.alloc(1000, 0x55));
    expect(await store().get('listing-images', 'photo.webp')).toEqual(Buffer.alloc(1000, 0x55));
    expect((await store().stat('listing-images', 'photo.webp'))?.size).toBe(1000);
  });

  it('refuses unsafe names and unknown buckets before storing anything', async () => {
    const bytes = Uint8Array.from([1]);
    for (const name of ['../x', '../../etc/passwd', 'a/b', '..', '.tmp-1', '']) {
      await expect(store().put('avatars', name, bytes)).rejects.toThrow(/unsafe object name/);
      await expect(store().get('avatars', name)).rejects.toThrow(/unsafe object name/);
      await expect(store().stat('avatars', name)).rejects.toThrow(/unsafe object name/);
      await expect(store().delete('avatars', name)).rejects.toThrow(/unsafe object name/);
    }
    for (const bucket of ['..', 'avatars/../x', 'private']) {
      await expect(store().put(bucket as Bucket, 'a.webp', bytes)).rejects.toThrow(/unknown bucket/);
    }
  });
}
