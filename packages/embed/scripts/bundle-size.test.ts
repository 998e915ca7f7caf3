// @vitest-environment node
// Builds the SDK into a temporary directory and checks issue 8's gzip budgets, the banner and the absence of eval.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSdk } from './build-sdk';
import {
  builtFiles,
  formatSizeTable,
  measureBundles,
  SIZE_BUDGETS,
  staticClosure,
  staticImportsOf,
} from './bundle-sizes';
import { sdkVersion } from './sdk-build-config.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'dealloop-sdk-'));

beforeAll(() => buildSdk(outDir), 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('built SDK', () => {
  it('has the files of the contract', () => {
    const files = builtFiles(outDir);
    for (const file of ['loader.js', 'grid.js', 'card.js', 'calculator.js', 'chat.js', 'chat-panel.js']) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => !file.startsWith('chunks/')).sort()).toEqual(
      [
        'calculator.js',
        'card.js',
        'chat-panel.js',
        'chat.js',
        'grid.js',
        'index.js',
        'loader.js',
        'react.js',
        'web.js',
      ].sort(),
    );
  });

  it('keeps every widget within its gzip budget, counting the chunks it imports', () => {
    const rows = measureBundles(outDir);
    expect(rows.map((row) => row.file)).toEqual(Object.keys(SIZE_BUDGETS));
    const over = rows.filter((row) => !row.withinBudget);
    expect(over, formatSizeTable(rows).join('\n')).toEqual([]);
  });

  it('keeps the chat launcher free of the component runtime (the panel loads it on open)', () => {
    const [chat] = measureBundles(outDir).filter((row) => row.file === 'chat.js');
    expect(chat?.files.some((file) => file.includes('preact'))).toBe(false);
  });

  it('starts every file with the version banner and uses no eval or new Function', () => {
    const banner = `/*! DealLoop SDK ${sdkVersion()} */`;
    for (const file of builtFiles(outDir)) {
      const code = readFileSync(join(outDir, file), 'utf8');
      expect(code.startsWith(banner), file).toBe(true);
      expect(code, file).not.toMatch(/\beval\s*\(|new\s+Function\b/);
    }
  });

  it('builds the loader as a classic script that defines only DealLoop', () => {
    const loader = readFileSync(join(outDir, 'loader.js'), 'utf8');
    expect(staticImportsOf(loader)).toEqual([]);
    expect(loader).not.toMatch(/^\s*(import|export)\s/m);
    expect(loader).toContain('DealLoop');
  });

  it("gives the loader each widget's chunks, so it asks for them with the widget rather than after it", () => {
    const loader = readFileSync(join(outDir, 'loader.js'), 'utf8');
    const lists = JSON.parse(/\{"grid\.js":[^}]*\}/.exec(loader)?.[0] ?? '{}') as Record<string, string[]>;
    for (const widget of ['grid.js', 'card.js', 'calculator.js', 'chat.js']) {
      expect(lists[widget]?.slice().sort(), widget).toEqual(staticClosure(outDir, widget).slice(1).sort());
    }
    expect(lists['grid.js']?.some((file) => file.startsWith('chunks/preact-'))).toBe(true);
  });
});

describe('staticImportsOf', () => {
  it('finds static imports and re-exports of relative files but not import() calls', () => {
    const code =
      'import{a as b}from"./chunks/preact-1.js";import"./chunks/styles-2.js";export{c}from"./x.js";import("./chat-panel.js");import"https://x/y.js"';
    expect(staticImportsOf(code)).toEqual(['./chunks/preact-1.js', './chunks/styles-2.js', './x.js']);
  });
});
