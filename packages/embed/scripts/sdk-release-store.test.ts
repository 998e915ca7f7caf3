// A released SDK version never changes: storing the same build again is a no-op, other bytes are refused.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeRelease } from './sdk-release-store';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealloop-sdk-build-'));
  temps.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('storeRelease', () => {
  it('stores a new version, accepts the same bytes again, and refuses other bytes for it', () => {
    const releases = build({});
    const first = build({ 'loader.js': 'a', 'chunks/x-12345678.js': 'b' });
    expect(storeRelease(first, releases, '1.1.0')).toBe('stored');
    expect(readFileSync(path.join(releases, '1.1.0', 'chunks/x-12345678.js'), 'utf8')).toBe('b');
    expect(storeRelease(build({ 'loader.js': 'a', 'chunks/x-12345678.js': 'b' }), releases, '1.1.0')).toBe(
      'unchanged',
    );
    expect(() =>
      storeRelease(build({ 'loader.js': 'changed', 'chunks/x-12345678.js': 'b' }), releases, '1.1.0'),
    ).toThrow(/SDK 1\.1\.0 is already released with other bytes \(loader\.js\)/);
    expect(() => storeRelease(build({ 'loader.js': 'a' }), releases, '1.1.0')).toThrow(
      /chunks\/x-12345678\.js/,
    );
    expect(readFileSync(path.join(releases, '1.1.0', 'loader.js'), 'utf8')).toBe('a');
    expect(storeRelease(build({ 'loader.js': 'changed' }), releases, '1.2.0')).toBe('stored');
  });
});
