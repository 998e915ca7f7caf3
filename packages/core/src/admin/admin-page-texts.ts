// The admin pages' own texts (apart from ADMIN_MESSAGES, which the site's entry loads for its navigation): the
// dashboard's links and the users page's loading and failed states.

/** Texts of the admin dashboard and users pages. */
export const ADMIN_PAGE_TEXTS = Object.freeze({
  /** The admin dashboard's links to its pages. */
  navLabel: 'Admin',
  loadFailed: (what: string) => `We could not load ${what}.`,
  tryAgain: 'Try Again',
  loading: (what: string) => `Loading ${what}…`,
});
