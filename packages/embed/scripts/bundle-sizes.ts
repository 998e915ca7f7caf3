// Gzip sizes of the built SDK files against the budgets of issue 8, each widget counting the chunks it imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget of each built entry file in gzip bytes (1 KB = 1024 bytes), static imports included. */
export const SIZE_BUDGETS: Readonly<Record<string, number>> = {
  'loader.js': 2.5 * 1024,
  'grid.js': 16 * 1024,
  'card.js': 10 * 1024,
  'calculator.js': 12 * 1024,
  'chat.js': 5 * 1024,
  'chat-panel.js': 30 * 1024,
};

/** One row of the size table. */
export interface BundleSize {
  file: string;
  /** Gzip bytes of the file and every chunk it imports statically (transitively). */
  gzip: number;
  /** The files counted, the entry first. */
  files: string[];
  budget: number;
  withinBudget: boolean;
}

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s*as\s*[\w$]+)?)?\s*(?:from\s*)?["']([^"']+)["']/g;

/** The relative files a built module imports statically (`import(...)` calls are not static imports). */
export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)]
    .map((match) => match[1] ?? '')
    .filter((path) => path.startsWith('.'));
}

/** Gzip bytes of a text at the highest level. */
export function gzipSize(text: string | Buffer): number {
  return gzipSync(text, { level: 9 }).length;
}

/** An entry file and its static import closure, as paths relative to `dir`. */
export function staticClosure(dir: string, entry: string): string[] {
  const seen: string[] = [];
  const visit = (file: string) => {
    if (seen.includes(file)) return;
    seen.push(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const path of staticImportsOf(code)) visit(posix.normalize(posix.join(posix.dirname(file), path)));
  };
  visit(entry);
  return seen;
}

/** The size table of a dist directory: every budgeted entry with its static imports. */
export function measureBundles(dir: string): BundleSize[] {
  return Object.entries(SIZE_BUDGETS).map(([file, budget]) => {
    const files = staticClosure(dir, file);
    const gzip = files.reduce((sum, path) => sum + gzipSize(readFileSync(join(dir, path))), 0);
    return { file, gzip, files, budget, withinBudget: gzip <= budget };
  });
}

/** Every .js file under a dist directory (paths relative to it). */
export function builtFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** The size table as Markdown lines (file, gzip with imports, budget, verdict). */
export function formatSizeTable(rows: readonly BundleSize[]): string[] {
  return [
    '| file | gzip (with static imports) | budget | |',
    '|---|---:|---:|---|',
    ...rows.map(
      (row) => `| ${row.file} | ${kb(row.gzip)} | ${kb(row.budget)} | ${row.withinBudget ? 'ok' : 'OVER'} |`,
    ),
  ];
}

/** The directory of a file (for callers that build into a temporary folder). */
export const distDirOf = (file: string) => dirname(file);
