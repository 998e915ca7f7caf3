// Part of `pnpm build` of the site: prints each first page's JavaScript (gzip) and fails the build when one is over
// its budget (page-budgets.mjs).
import { fileURLToPath } from 'node:url';
import { formatPageSizes, measureFirstPages } from './page-budgets.mjs';

const rows = measureFirstPages(fileURLToPath(new URL('../dist', import.meta.url)));
for (const line of formatPageSizes(rows)) console.log(line);
if (rows.some((row) => !row.withinBudget)) {
  console.error('A first page is over its JavaScript budget (sites/marketplace/scripts/page-budgets.mjs).');
  process.exit(1);
}
