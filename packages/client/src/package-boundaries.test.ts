// Guards the package boundary: shipped modules import only each other and eventsource-parser at run time (no Node
// built-ins, React or other packages; the contract only with `import type`).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('./', import.meta.url);
const modules = readdirSync(srcDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('package boundaries', () => {
  it('has modules to check', () => {
    expect(modules).toContain('index.ts');
  });

  it.each(modules)(
    '%s imports only sibling modules and eventsource-parser at run time (the contract only as types)',
    (name) => {
      const source = readFileSync(new URL(name, srcDir), 'utf8');
      const imports = [
        ...source.matchAll(
          /\b(import|export)\s+(type\s+)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g,
        ),
      ].map((match) => ({ typeOnly: Boolean(match[2]), specifier: match[3] ?? match[4] }));
      for (const { typeOnly, specifier } of imports) {
        if (typeOnly && specifier === '@dealloop/contract') continue;
        expect(specifier).toMatch(/^(\.\/[a-z0-9-]+|eventsource-parser)$/);
      }
    },
  );

  it('takes the contract as types only', () => {
    const source = readFileSync(new URL('bind-endpoints.ts', srcDir), 'utf8');
    expect(source).toMatch(/import type \{[^}]*\} from '@dealloop\/contract'/);
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
