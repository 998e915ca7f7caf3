// Keeping a released SDK version: its built files copied into releases/<version>/ once, never changed after.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as relative paths (forward slashes), sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files that differ between two directories (missing on one side, or other bytes). */
export function differingFiles(a: string, b: string): string[] {
  const [filesA, filesB] = [filesUnder(a), filesUnder(b)];
  const all = [...new Set([...filesA, ...filesB])].sort();
  return all.filter(
    (file) =>
      !filesA.includes(file) ||
      !filesB.includes(file) ||
      !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))),
  );
}

/**
 * Stores the build in `builtDir` as release `version` under `releasesDir`: copied when new, nothing when the same
 * bytes are already released; throws when the version was released with other bytes (a released version never
 * changes: bump the version and add a CHANGELOG entry).
 */
export function storeRelease(builtDir: string, releasesDir: string, version: string): 'stored' | 'unchanged' {
  const target = path.join(releasesDir, version);
  if (!existsSync(target)) {
    cpSync(builtDir, target, { recursive: true });
    return 'stored';
  }
  const changed = differingFiles(builtDir, target);
  if (changed.length === 0) return 'unchanged';
  throw new Error(
    `SDK ${version} is already released with other bytes (${changed.join(', ')}). A released version never changes: bump "version" in packages/embed/package.json and src/version.ts, and add a CHANGELOG.md entry.`,
  );
}
