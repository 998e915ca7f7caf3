// How the listing page's gallery draws a photo: the sizes it is drawn at (the browser picks a variant from them, and
// the server preloads and first-paints the same one) and the text that names each photo.

/** How wide the gallery's stage is drawn: the whole column, beside a 360px panel from 960px. */
export const LISTING_PHOTO_SIZES = '(min-width: 960px) 800px, 100vw';

/** The text of photo `position` (from 1) of `count` of a listing: "Brick ranch (1 of 4)". */
export const listingPhotoAlt = (title: string, position: number, count: number): string =>
  `${title} (${position} of ${count})`;
