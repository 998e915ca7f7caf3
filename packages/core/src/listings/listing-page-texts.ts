// The listing page's own texts: loading, not available or failed, the pending-review note and its section titles.

/** Every text of the listing page that core's other texts do not hold. */
export const LISTING_PAGE_TEXTS = Object.freeze({
  loading: 'Loading the listing…',
  missingTitle: 'This listing is not available',
  failedTitle: 'We could not load this listing',
  missing: 'It may have been sold, taken down or not published yet.',
  failed: 'Check your connection and try again.',
  seeFeaturedDeals: 'See featured deals',
  tryAgain: 'Try Again',
  pendingReviewTitle: 'Pending review',
  pendingReview:
    'Only you and DealLoop moderators can see this listing. It appears in search once a moderator publishes it.',
  away: 'away',
  aboutTitle: 'About this property',
  dealNumbersTitle: 'Deal numbers',
  askingPrice: 'Asking price',
  share: 'Share this deal',
  allDeals: 'All deals',
});
