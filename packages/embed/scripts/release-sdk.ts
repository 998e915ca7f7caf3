// `pnpm release:sdk`: builds the SDK into a temporary directory and keeps it as packages/embed/releases/<version>/
// (commit that folder); refuses when that version was already released with other bytes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSdk } from './build-sdk';
import { storeRelease } from './sdk-release-store';

const embedDir = path.resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(path.join(embedDir, 'package.json'), 'utf8')) as {
  version: string;
};
const outDir = mkdtempSync(path.join(os.tmpdir(), 'dealloop-sdk-release-'));
try {
  await buildSdk(outDir);
  const result = storeRelease(outDir, path.join(embedDir, 'releases'), version);
  console.log(
    result === 'stored' ? `Released SDK ${version}.` : `SDK ${version} is released with these bytes.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
