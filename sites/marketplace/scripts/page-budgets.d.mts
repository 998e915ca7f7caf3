// Types of page-budgets.mjs (the build's check and its test).

export type FirstPage = 'home' | 'search' | 'listing';

export interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageSize {
  page: FirstPage;
  /** Gzip bytes of every JavaScript file the page loads first. */
  gzip: number;
  files: string[];
  budget: number;
  withinBudget: boolean;
}

export const FIRST_PAGES: Readonly<Record<FirstPage, string>>;
export const PAGE_BUDGETS: Readonly<Record<FirstPage, number>>;
export function firstPageChunks(manifest: Record<string, ManifestEntry>, pageModule: string): string[];
export function measureFirstPages(distDir: string, budgets?: Readonly<Record<FirstPage, number>>): PageSize[];
export function formatPageSizes(rows: PageSize[]): string[];
