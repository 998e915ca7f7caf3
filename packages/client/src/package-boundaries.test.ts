// Guards the package boundary: shipped modules import only each other and eventsource-parser (no Node built-ins,
// React or other packages).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('./', import.meta.url);
const modules = readdirSync(srcDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('package boundaries', () => {
  it('has modules to check', () => {
    expect(modules).toContain('index.ts');
  });

  it.each(modules)('%s imports only sibling modules and eventsource-parser', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    const specifiers = [
      ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.\/[a-z0-9-]+|eventsource-parser)$/);
  });

  it.each(modules)('%s uses no Node globals (it runs in any browser)', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    expect(source).not.toMatch(/\b(process|Buffer|require)\b\s*[.(]|__dirname/);
  });

  it('re-exports by name only, never with export *', () => {
    expect(readFileSync(new URL('index.ts', srcDir), 'utf8')).not.toMatch(/export\s+\*/);
  });

  it('declares no dependency but eventsource-parser (docs/decisions/0011-sse-parsing.md)', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', srcDir), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['eventsource-parser']);
    expect(manifest.peerDependencies ?? {}).toEqual({});
  });
});
