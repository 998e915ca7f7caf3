// The signing key: generated once into DATA_DIR with owner-only permissions, then reused.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSigningKey } from './signing-key';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('loadSigningKey', () => {
  it('creates a 0600 key file on first start and reads the same key afterwards', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-key-'));
    const first = loadSigningKey({ authSecret: null, dataDir: dir });
    const info = await stat(path.join(dir, 'signing-key'));
    expect(info.mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSigningKey({ authSecret: null, dataDir: dir })).toEqual(first);
  });

  it('never leaves a partial key: the file appears whole, and a key another process wrote first wins', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-key-'));
    await writeFile(path.join(dir, 'signing-key'), 'k'.repeat(43), { mode: 0o600 });
    expect(new TextDecoder().decode(loadSigningKey({ authSecret: null, dataDir: dir }))).toBe('k'.repeat(43));
    await rm(path.join(dir, 'signing-key'));
    const keys = Array.from({ length: 5 }, () => loadSigningKey({ authSecret: null, dataDir: dir }));
    for (const key of keys) expect(key).toEqual(keys[0]);
    expect(await readdir(dir)).toEqual(['signing-key']);
  });

  it('uses AUTH_SECRET when configured and writes nothing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-key-'));
    const key = loadSigningKey({ authSecret: 's'.repeat(40), dataDir: dir });
    expect(new TextDecoder().decode(key)).toBe('s'.repeat(40));
    await expect(stat(path.join(dir, 'signing-key'))).rejects.toThrow();
  });
});
