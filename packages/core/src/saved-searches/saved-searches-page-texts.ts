// The saved searches page's own texts (SAVED_SEARCH_TEXTS also serves the search page's save dialog, so what only
// the page shows lives here and stays out of the search page's first load).

/** Texts only the saved searches page shows. */
export const SAVED_SEARCHES_PAGE_TEXTS = Object.freeze({
  loading: 'Loading…',
});
