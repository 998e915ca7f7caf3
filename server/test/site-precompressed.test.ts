// The build's compressed copies of the site's files (`precompressSite`, run by `pnpm build`): written beside each
// compressible file, answered as they are instead of compressing again at start-up, ignored when older than the file.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteBundle, precompressSite } from '../src/site/site-bundle';

let siteDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const scriptFile = () => path.join(siteDir, 'assets', 'index-abc123.js');

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-precompressed-'));
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(scriptFile(), script);
  await writeFile(path.join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterEach(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

describe('precompressed site files', () => {
  it('writes brotli and gzip copies of the compressible files only, which decompress to the file', async () => {
    expect(await precompressSite(siteDir)).toBe(1);
    expect((await readdir(path.join(siteDir, 'assets'))).sort()).toEqual([
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
    ]);
    const bundle = loadSiteBundle(siteDir)!;
    const file = bundle.files.get('/assets/index-abc123.js')!;
    expect(brotliDecompressSync(file.brotli!).toString()).toBe(script);
    expect(gunzipSync(file.gzip!).toString()).toBe(script);
    // The copies are not files of the site themselves; the small icon has none.
    expect([...bundle.files.keys()].sort()).toEqual(['/assets/index-abc123.js', '/favicon.svg']);
    expect(bundle.files.get('/favicon.svg')!.brotli).toBeNull();
  });

  it('answers the copy written beside the file rather than compressing it again', async () => {
    const marked = brotliCompressSync(Buffer.from('// compressed by the build'));
    await writeFile(`${scriptFile()}.br`, marked);
    const file = loadSiteBundle(siteDir)!.files.get('/assets/index-abc123.js')!;
    expect(brotliDecompressSync(file.brotli!).toString()).toBe('// compressed by the build');
    // No gzip copy was written: that one is made at load.
    expect(gunzipSync(file.gzip!).toString()).toBe(script);
  });

  it('compresses the file itself when its copy is older than it', async () => {
    await writeFile(`${scriptFile()}.br`, brotliCompressSync(Buffer.from('// an earlier build')));
    const past = new Date(Date.now() - 60_000);
    await utimes(`${scriptFile()}.br`, past, past);
    const file = loadSiteBundle(siteDir)!.files.get('/assets/index-abc123.js')!;
    expect(brotliDecompressSync(file.brotli!).toString()).toBe(script);
  });
});
