// The way back to a search: how many results a search entry had loaded, and which search a listing was opened from.
import type { Location } from '../../router';

const LAST_SEARCH_KEY = 'dealloop-last-search';

/** What the search page keeps in its history entry: how many results were loaded (Show more). */
interface SearchEntryState {
  shown: number;
}

/** What a card opened from a page keeps in the listing's history entry: that page's path and query. */
interface OpenedFromState {
  openedFrom: string;
}

/** The history state of a search entry that had `shown` results loaded. */
export const searchEntryState = (shown: number): SearchEntryState => ({ shown });

/** How many results the search entry had loaded (0 when it never showed more). */
export function shownInEntry(state: unknown): number {
  const shown = (state as Partial<SearchEntryState> | null)?.shown;
  return typeof shown === 'number' && Number.isInteger(shown) && shown > 0 ? shown : 0;
}

/** The history state of a listing opened from `location`'s page. */
export const openedFromState = (location: Pick<Location, 'pathname' | 'search'>): OpenedFromState => ({
  openedFrom: location.pathname + location.search,
});

/** The search page (path and query) a listing entry was opened from, or null when it was opened otherwise. */
export function openedFromSearch(state: unknown): string | null {
  const from = (state as Partial<OpenedFromState> | null)?.openedFrom;
  return typeof from === 'string' && /^\/properties(\?|$)/.test(from) ? from : null;
}

/** Remembers the search the visitor last looked at (for "All deals" on a listing opened from elsewhere). */
export function rememberSearch(path: string): void {
  try {
    window.sessionStorage.setItem(LAST_SEARCH_KEY, path);
  } catch {
    // Storage refused: "All deals" falls back to every deal.
  }
}

/** The search the visitor last looked at in this tab, or null. */
export function lastSearch(): string | null {
  try {
    const path = window.sessionStorage.getItem(LAST_SEARCH_KEY);
    return path && /^\/properties(\?|$)/.test(path) ? path : null;
  } catch {
    return null;
  }
}
