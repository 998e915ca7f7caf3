// Guards the package boundary: shipped modules import only each other (no Node built-ins, React or packages).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('./', import.meta.url);
const isModule = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');
/** The domain folders of src/ (listings/, offers/, help/...). */
const folders = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Shipped modules: index.ts and every module of the domain folders. */
const modules = [
  ...readdirSync(srcDir).filter(isModule),
  ...folders.flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, srcDir))
      .filter(isModule)
      .map((name) => `${folder}/${name}`),
  ),
];
const indexes = modules.filter((name) => name.endsWith('index.ts'));

describe('package boundaries', () => {
  it('has modules to check', () => {
    expect(modules).toContain('index.ts');
    expect(modules).toContain('listings/index.ts');
  });

  it('has an index.ts in every domain folder', () => {
    for (const folder of folders) expect(indexes).toContain(`${folder}/index.ts`);
  });

  it.each(modules)('%s imports only modules of src/', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    const specifiers = [
      ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2]);
    // A sibling (./x), a module of another domain folder (../offers/x) or, from index.ts, a folder (./offers).
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.\/|\.\.\/[a-z0-9-]+\/)[a-z0-9-]+$/);
  });

  it.each(indexes)('%s re-exports by name only, never with export *', (name) => {
    expect(readFileSync(new URL(name, srcDir), 'utf8')).not.toMatch(/export\s+\*/);
  });

  it('declares no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', srcDir), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});
