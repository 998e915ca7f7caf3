// Guards the package boundary: shipped modules import only each other (no Node built-ins, React or packages).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('./', import.meta.url);
const isModule = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');
/** Shipped modules: those of src/ and of its content folders (help/). */
const modules = [
  ...readdirSync(srcDir).filter(isModule),
  ...readdirSync(new URL('help/', srcDir))
    .filter(isModule)
    .map((name) => `help/${name}`),
];

describe('package boundaries', () => {
  it('has modules to check', () => {
    expect(modules).toContain('index.ts');
  });

  it.each(modules)('%s imports only sibling modules', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    const specifiers = [
      ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2]);
    // Siblings only, plus index.ts re-exporting the help/ folder and help/ modules importing src/ modules.
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.\/(help\/)?|\.\.\/)[a-z0-9-]+$/);
  });

  it('re-exports by name only, never with export *', () => {
    expect(readFileSync(new URL('index.ts', srcDir), 'utf8')).not.toMatch(/export\s+\*/);
  });

  it('declares no runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', srcDir), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});
