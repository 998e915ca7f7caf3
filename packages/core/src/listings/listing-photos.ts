// How the listing page's gallery draws a photo: the sizes it is drawn at (the browser picks a variant from them, and
// the server preloads and first-paints the same one) and the text that names each photo.

/** How wide the gallery's stage is drawn: the whole column, beside a 360px panel from 960px. */
export const LISTING_PHOTO_SIZES = '(min-width: 960px) 800px, 100vw';

/**
 * Class names of a listing page's first photo and content as the server writes it into the page before the site's script runs
 * (server/src/site/first-data.ts), styled by the site's app shell (sites/marketplace/src/styles/app-shell.css.ts).
 */
export const LISTING_FIRST_PAINT_CLASSES = Object.freeze({
  page: 'app-shell-page',
  back: 'app-shell-back',
  photo: 'app-shell-photo',
  /** The listing's content under the photo: title, place, price, key figures and description. */
  content: 'app-shell-listing',
  price: 'app-shell-price',
  facts: 'app-shell-facts',
});

/** The text of photo `position` (from 1) of `count` of a listing: "Brick ranch (1 of 4)". */
export const listingPhotoAlt = (title: string, position: number, count: number): string =>
  `${title} (${position} of ${count})`;

/** The listing gallery's and its fullscreen viewer's control names. */
export const LISTING_GALLERY_TEXTS = Object.freeze({
  previous: 'Previous photo',
  next: 'Next photo',
  fullscreen: 'View photos fullscreen',
  allPhotos: 'All photos',
  close: 'Close',
  noPhotos: 'No photos yet',
  /** The gallery's and the fullscreen viewer's label: "Photos of Brick ranch". */
  photosOf: (title: string) => `Photos of ${title}`,
  /** A thumbnail's button: "Show photo 2". */
  showPhoto: (position: number) => `Show photo ${position}`,
});
