// The JavaScript budgets of the first pages (home, search, a listing): what a first visit downloads, measured in
// the built site (dist/.vite/manifest.json) as the entry, the chunks it imports, the page's chunk the server
// preloads (server/src/site/page-preloads.ts) and the chunks that imports, each file gzipped at level 9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The source module of each first page, as the manifest names it (server/src/site/page-preloads.ts). */
export const FIRST_PAGES = Object.freeze({
  home: 'src/features/listings/home/home-page.tsx',
  search: 'src/features/listings/search/properties-page.tsx',
  listing: 'src/features/listings/listing-page/property-page.tsx',
});

/**
 * Gzip bytes each first page may load. Measured when set (issue 24): home 110,135, search 119,166, listing
 * 112,402; lowered on 2026-11-27 when the admin texts left the entry chunk (home 109,517, search 117,851, listing
 * 111,902); on main before (Loop's stream in the entry, the cards in a dozen chunks) 113,929, 122,949 and 118,696;
 * before the contract redesign (commit 4addafb) 107,467, 115,566 and 108,464. Raise one only for a change the
 * page's visitors need, and say so in the commit.
 */
export const PAGE_BUDGETS = Object.freeze({
  home: 110_000,
  search: 118_400,
  listing: 112_400,
});

/** The manifest keys a page loads at first: the entry's static closure and the page module's. */
export function firstPageChunks(manifest, pageModule) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id) || !manifest[id]) return;
    seen.add(id);
    for (const imported of manifest[id].imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((id) => manifest[id].isEntry && id.endsWith('.html'));
  if (!entry) throw new Error('The manifest names no HTML entry.');
  if (!manifest[pageModule]) throw new Error(`The manifest has no chunk for ${pageModule}.`);
  visit(entry);
  visit(pageModule);
  return [...seen];
}

/** Each first page's JavaScript in `distDir`: its files, their gzip bytes, its budget and whether it keeps to it. */
export function measureFirstPages(distDir, budgets = PAGE_BUDGETS) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  return Object.entries(FIRST_PAGES).map(([page, pageModule]) => {
    const files = [...new Set(firstPageChunks(manifest, pageModule).map((id) => manifest[id].file))].filter(
      (file) => file.endsWith('.js'),
    );
    const gzip = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      0,
    );
    return { page, gzip, files, budget: budgets[page], withinBudget: gzip <= budgets[page] };
  });
}

/** The rows as lines of text: page, gzip bytes, budget, files. */
export function formatPageSizes(rows) {
  return rows.map(
    (row) =>
      `${row.withinBudget ? 'ok  ' : 'OVER'} ${row.page.padEnd(8)} ${String(row.gzip).padStart(7)} B gzip of ${row.budget} B (${row.files.length} files)`,
  );
}
