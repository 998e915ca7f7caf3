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
