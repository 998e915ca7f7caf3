// The Add/Edit Listing form's texts (spec "Add Listing"): its sections, field labels and hints, and the preview button.
import { formatNumber } from '../format/money-format';

/** Every text of the listing form. */
export const LISTING_FORM_TEXTS = Object.freeze({
  formLabel: 'New listing',
  propertySection: 'The property',
  titleLabel: 'Listing title',
  titleHint: 'What buyers see first, e.g. “Brick ranch with a new roof near downtown”.',
  typeLabel: 'Property type',
  chooseType: 'Choose a type',
  addressLabel: 'Property address',
  addressPlaceholder: 'Street address, city, state ZIP',
  addressHint:
    'Pick a suggested place or type the full address. Visitors who are not signed in see only the city and state.',
  descriptionLabel: 'Description',
  /** "Condition, repairs needed, occupancy, access. 120 / 5,000 characters." */
  descriptionHint: (length: number, maxLength: number) =>
    `Condition, repairs needed, occupancy, access. ${formatNumber(length)} / ${formatNumber(maxLength)} characters.`,
  detailsSection: 'Details',
  beds: 'Beds',
  baths: 'Baths',
  bathsHint: 'Halves allowed, e.g. 2.5',
  sqft: 'Square feet',
  lotSize: 'Lot size (sq ft)',
  /** "About 0.25 acres" under the lot size. */
  lotSizeHint: (lot: string) => `About ${lot}`,
  priceSection: 'Price and deal numbers',
  price: 'Asking price ($)',
  arv: 'ARV ($)',
  arvHint: 'After-repair value',
  repairCost: 'Repair cost ($)',
  photosSection: 'Photos',
  preview: 'Preview listing',
});

/** The Add Listing page's own texts: its header, the signed-out and loading states, the preview and the end. */
export const ADD_LISTING_TEXTS = Object.freeze({
  title: 'Add a listing',
  signedOut: 'You are signed out.',
  signIn: 'Sign in',
  toAddListing: 'to add a listing.',
  loadingListing: 'Loading your listing…',
  editLead: 'Moderators review your listing before it goes live.',
  lead: 'List an off-market deal for cash buyers and investors. Moderators review new listings before they go live.',
  previewTitle: 'Preview your listing',
  previewLead:
    'This is the card buyers will see once a moderator publishes the listing. Check it, then submit it for review.',
  previewPrivacy:
    'Visitors who are not signed in see only the city, state and ZIP code the address is in, never the street.',
  previewDescription: 'Description',
  backToEditing: 'Back to editing',
  submittedTitle: 'Submitted for review',
  thanks: 'Thanks!',
  /** After the listing's title (in bold). */
  submittedLead:
    'is waiting for a moderator. DealLoop moderators review every new listing before it appears in search and on the home page. Until then buyers cannot see it; you can open it, marked “Pending review”.',
  viewListing: 'View your listing',
  addAnother: 'Add another listing',
});

/** The texts of one photo in the listing's uploader. */
export const LISTING_PHOTO_TEXTS = Object.freeze({
  cover: 'Cover photo',
  retry: 'Retry',
  /** "Retry house.jpg" */
  retryPhoto: (name: string) => `Retry ${name}`,
  makeCover: 'Make cover photo',
  /** "Make cover photo: house.jpg" */
  makeCoverPhoto: (name: string) => `Make cover photo: ${name}`,
  /** "Move house.jpg earlier" */
  moveEarlier: (name: string) => `Move ${name} earlier`,
  /** "Move house.jpg later" */
  moveLater: (name: string) => `Move ${name} later`,
  /** "Remove house.jpg" */
  remove: (name: string) => `Remove ${name}`,
});

/** The rest of the Add Listing wizard: deal figures, the photo drop zone, steps and the leave guard. */
export const ADD_LISTING_PARTS_TEXTS = Object.freeze({
  figuresHint: 'Enter the asking price and the ARV to see the profit potential and ROI.',
  dealFigures: 'Deal figures',
  profitPotential: 'Profit potential',
  roi: 'ROI',
  dropHint: 'or drop them here',
  photos: 'Photos',
  steps: 'Steps',
  leaveTitle: 'Leave this listing?',
  leaveDescription:
    'Your listing has not been submitted. If you leave now, what you entered and the photos you added are lost.',
  stay: 'Stay on this page',
  leave: 'Leave',
});
