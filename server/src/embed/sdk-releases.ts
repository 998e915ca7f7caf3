// Released SDK versions kept for good: packages/embed/releases/<version>/ (committed, written only by
// `pnpm release:sdk`, which refuses to change a released version's bytes), found next to the SDK build directory.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The directory of released versions: `releases/` beside the build directory (packages/embed/releases). */
export const releasesDirOf = (sdkDir: string): string => path.join(path.dirname(sdkDir), 'releases');

/** Compares two x.y.z versions numerically. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => version.split('.').map(Number)) as [number[], number[]];
  for (let index = 0; index < 3; index += 1) {
    const difference = (pa[index] ?? 0) - (pb[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The released versions (directories named x.y.z), oldest first; none when the directory is missing. */
export function releasedVersions(releasesDir: string): string[] {
  try {
    return readdirSync(releasesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^\d+\.\d+\.\d+$/.test(entry.name))
      .map((entry) => entry.name)
      .sort(compareVersions);
  } catch {
    return [];
  }
}

/** The newest version of a major among the released ones and the current build's, or null. */
export function newestOfMajor(major: number, versions: readonly string[]): string | null {
  const ofMajor = versions.filter((version) => Number(version.split('.')[0]) === major).sort(compareVersions);
  return ofMajor.at(-1) ?? null;
}
