// Guards the package boundary: shipped modules import only React, vanilla-extract, core and each other.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('./', import.meta.url);
const isTest = (name: string) => /\.(test|stories)\.tsx?$/.test(name) || name === 'test-utils.ts';
const modules = readdirSync(srcDir).filter((name) => /\.tsx?$/.test(name) && !isTest(name));

const ALLOWED = [
  /^\.\/[a-z0-9.-]+$/,
  /^react$/,
  /^react-dom$/,
  /^@vanilla-extract\/css$/,
  /^@dealloop\/core$/,
  /^qrcode-generator$/,
];

describe('package boundaries', () => {
  it('has modules to check', () => {
    expect(modules).toContain('index.ts');
  });

  it.each(modules)('%s imports only React, vanilla-extract, @dealloop/core and sibling modules', (name) => {
    const source = readFileSync(new URL(name, srcDir), 'utf8');
    const specifiers = [
      ...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
    ].map((match) => match[1] ?? match[2] ?? '');
    for (const specifier of specifiers) expect(ALLOWED.some((pattern) => pattern.test(specifier))).toBe(true);
  });

  it('uses no React-only APIs that preact/compat lacks', () => {
    for (const name of modules) {
      const source = readFileSync(new URL(name, srcDir), 'utf8');
      expect(source).not.toMatch(
        /\buse\(|\buseActionState\b|\buseFormStatus\b|\buseOptimistic\b|'use server'/,
      );
    }
  });

  it('re-exports by name only, never with export *', () => {
    expect(readFileSync(new URL('index.ts', srcDir), 'utf8')).not.toMatch(/export\s+\*/);
  });
});
