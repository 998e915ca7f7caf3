// The saved deals page's texts (/dashboard/favorites): its heading, count, empty and failed states.
import { SAVED_DEALS_TEXTS } from './favorites';

/** Every text of the saved deals page that the save toggle's texts do not hold. */
export const FAVORITES_PAGE_TEXTS = Object.freeze({
  heading: 'Saved deals',
  emptyTitle: 'No saved deals yet',
  emptyHint: SAVED_DEALS_TEXTS.emptyHint,
  browse: 'Browse deals',
  failedTitle: "We couldn't load your saved deals.",
  loading: 'Loading…',
});
