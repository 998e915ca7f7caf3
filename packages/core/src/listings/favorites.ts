// Saved deals (favorites): the texts of the save toggle on a listing page and on every property card.

/** The listing page's save button, and the card heart's tooltip. */
export const FAVORITE_LABELS = Object.freeze({ save: 'Save to favorites', saved: 'Saved' });

/** The accessible name of a card's heart (its pressed state says whether the listing is saved). */
export function saveListingLabel(title: string): string {
  return `Save ${title} to favorites`;
}

/** The saved deals: the dashboard section leading to them and their page. */
export const SAVED_DEALS_TEXTS = Object.freeze({
  title: 'Saved deals',
  overviewLink: 'See your saved deals',
  empty: 'No saved deals yet',
  emptyHint: 'Tap the heart on any deal to keep it here.',
});

/** "1 saved deal", "12 saved deals". */
export function savedDealsCount(count: number): string {
  return `${count.toLocaleString('en-US')} saved ${count === 1 ? 'deal' : 'deals'}`;
}
