// The site's stylesheets use only variables of the theme contract (a typo would silently fall back to nothing).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vars } from '@dealloop/ui';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

function contractNames(node: unknown): string[] {
  if (typeof node === 'string') return [node.replace(/^var\((--[^)]+)\)$/, '$1')];
  return Object.values(node as Record<string, unknown>).flatMap(contractNames);
}

describe('site stylesheets', () => {
  const known = new Set(contractNames(vars));
  const files = cssFiles(srcDir);

  it('exist', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(srcDir, file), file]))(
    '%s uses only --dl-* variables that exist',
    (_name, file) => {
      const used = [...readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)/g)].map((match) => match[1]!);
      expect(used.filter((name) => !known.has(name))).toEqual([]);
    },
  );
});
