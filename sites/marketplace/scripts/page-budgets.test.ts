// @vitest-environment node
// Builds the site into a temporary directory and checks the first pages' JavaScript budgets (page-budgets.mjs), and
// that the check counts what a page loads and fails a page over its budget.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAGES,
  firstPageChunks,
  formatPageSizes,
  measureFirstPages,
  PAGE_BUDGETS,
} from './page-budgets.mjs';

const SITE_DIR = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'dealloop-site-'));

describe('the budget check', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_cards.js': { file: 'assets/cards.js', imports: ['index.html', '_vendor.js'] },
    '_lazy.js': { file: 'assets/lazy.js' },
    [FIRST_PAGES.home]: { file: 'assets/home.js', imports: ['index.html', '_cards.js'] },
    [FIRST_PAGES.search]: { file: 'assets/search.js', imports: ['_cards.js'] },
    [FIRST_PAGES.listing]: { file: 'assets/listing.js', imports: ['index.html'] },
  };

  it("counts the entry's chunks and the page's, each once, and no lazy chunk", () => {
    expect(firstPageChunks(manifest, FIRST_PAGES.home).sort()).toEqual(
      ['index.html', '_vendor.js', '_cards.js', FIRST_PAGES.home].sort(),
    );
    expect(firstPageChunks(manifest, FIRST_PAGES.listing).sort()).toEqual(
      ['index.html', '_vendor.js', FIRST_PAGES.listing].sort(),
    );
  });

  it('fails a page whose JavaScript grows beyond its budget', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dealloop-manifest-'));
    try {
      mkdirSync(join(dist, '.vite'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const { file } of Object.values(manifest)) writeFileSync(join(dist, file), 'export {};\n');
      // Random bytes do not compress: the cards chunk alone is over a 2 kB budget.
      writeFileSync(
        join(dist, 'assets', 'cards.js'),
        Array.from({ length: 4000 }, () => Math.random().toString(36).slice(2)).join(''),
      );
      const rows = measureFirstPages(dist, { home: 2000, search: 2000, listing: 2000 });
      expect(rows.map((row) => [row.page, row.withinBudget])).toEqual([
        ['home', false],
        ['search', false],
        ['listing', true],
      ]);
      expect(formatPageSizes(rows)[0]).toMatch(/^OVER home/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the built site', () => {
  beforeAll(() => {
    execFileSync(
      join(SITE_DIR, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir, '--logLevel', 'error'],
      {
        cwd: SITE_DIR,
        stdio: 'pipe',
        // vitest sets NODE_ENV=test, which would build React's development code.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keeps each first page within its JavaScript budget', () => {
    const rows = measureFirstPages(outDir);
    expect(rows.map((row) => row.page)).toEqual(Object.keys(PAGE_BUDGETS));
    expect(
      rows.filter((row) => !row.withinBudget),
      formatPageSizes(rows).join('\n'),
    ).toEqual([]);
  });

  it("leaves Loop's chat stream out of the first pages (it loads with the first message)", () => {
    for (const row of measureFirstPages(outDir)) {
      const code = row.files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
      expect(code, row.page).not.toContain('[DONE]');
    }
  });
});
