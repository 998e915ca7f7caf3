// Tests object names: the spec's user id, tag, timestamp and extension pattern, uniqueness and path safety.
import { describe, expect, it } from 'vitest';
import {
  isSafeObjectName,
  type StorageTag,
  storageObjectBase,
  storageObjectName,
  variantObjectName,
} from './storage-names';

const userId = '0193a5e2-7c1d-7f00-8a4b-2f6c9d1e0b3a';
const at = new Date('2024-11-22T01:58:00.123Z');

describe('storageObjectName', () => {
  it('is the user id, the tag, the timestamp in ms, a random suffix and the extension', () => {
    for (const tag of ['avatar', 'logo', 'listing'] as const) {
      const name = storageObjectName({ userId, tag, at, ext: 'webp' });
      expect(name).toMatch(new RegExp(`^${userId}-${tag}-${at.getTime()}-[0-9a-f]{12}\\.webp$`));
      expect(isSafeObjectName(name)).toBe(true);
    }
  });

  it('never collides across 1000 uploads in the same millisecond', () => {
    const names = new Set<string>();
    for (let i = 0; i < 1000; i++) names.add(storageObjectName({ userId, tag: 'avatar', at, ext: 'webp' }));
    expect(names.size).toBe(1000);
  });

  it('refuses parts that would make an unsafe or ambiguous name', () => {
    const ok = { userId, tag: 'logo' as StorageTag, at, ext: 'webp' };
    expect(() => storageObjectName({ ...ok, userId: '../etc' })).toThrow(RangeError);
    expect(() => storageObjectName({ ...ok, userId: 'a/b' })).toThrow(RangeError);
    expect(() => storageObjectName({ ...ok, userId: '' })).toThrow(RangeError);
    expect(() => storageObjectName({ ...ok, tag: 'banner' as StorageTag })).toThrow(RangeError);
    expect(() => storageObjectName({ ...ok, ext: '.webp' })).toThrow(RangeError);
    expect(() => storageObjectName({ ...ok, ext: 'php/x' })).toThrow(RangeError);
    expect(() => storageObjectName({ ...ok, at: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('variantObjectName', () => {
  it('is {base}-{variant}.webp, sharing the base of one upload', () => {
    const base = storageObjectBase({ userId, tag: 'listing', at });
    expect(base).toMatch(new RegExp(`^${userId}-listing-${at.getTime()}-[0-9a-f]{12}$`));
    const names = ['thumb', 'card', 'full'].map((variant) => variantObjectName(base, variant));
    expect(names).toEqual([`${base}-thumb.webp`, `${base}-card.webp`, `${base}-full.webp`]);
    for (const name of names) expect(isSafeObjectName(name)).toBe(true);
  });

  it('refuses a variant name or base that would escape the bucket', () => {
    expect(() => variantObjectName('base', '../x')).toThrow(RangeError);
    expect(() => variantObjectName('../base', 'thumb')).toThrow(RangeError);
  });
});

describe('isSafeObjectName', () => {
  it('accepts plain names', () => {
    for (const name of ['a.webp', 'user_1-avatar-1732240000000-abc.webp', 'A-Z_0.9']) {
      expect(isSafeObjectName(name)).toBe(true);
    }
  });

  it('refuses traversal, separators, hidden files, odd characters and overlong names', () => {
    const unsafe = [
      '',
      '.',
      '..',
      '../x',
      'a/../b',
      'a..b.webp',
      'a/b.webp',
      'a\\b.webp',
      '/etc/passwd',
      '.tmp-123',
      '.htaccess',
      'a b.webp',
      'a%2F..%2Fb',
      'a\0.webp',
      'é.webp',
      'x'.repeat(201),
    ];
    for (const name of unsafe) expect(isSafeObjectName(name), name).toBe(false);
  });
});
