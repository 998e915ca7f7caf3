import { describe, expect, it } from 'vitest';
import {
  EDITS_WITHOUT_REVIEW,
  editListingPath,
  editWaitsForReview,
  isPriceCut,
  type ListingEditValues,
  listingEditDiff,
  REVIEWED_LISTING_FIELDS,
} from './listing-edits';

const approved: ListingEditValues = {
  title: 'Brick ranch',
  description: 'Needs paint.',
  location: '1 Main St, Dallas, TX 75201',
  price: 150_000,
  propertyType: 'single_family',
  beds: 3,
  baths: 2,
  sqft: 1400,
  lotSize: null,
  arv: 240_000,
  repairCost: 30_000,
  imageIds: ['a', 'b'],
};

describe('what an edit of a listing needs', () => {
  it('holds every public field of a listing the public has seen for review; availability alone is free', () => {
    for (const status of ['published', 'on_hold', 'under_contract'])
      expect(editWaitsForReview(status)).toBe(true);
    for (const status of ['pending_review', 'declined']) expect(editWaitsForReview(status)).toBe(false);
    expect(REVIEWED_LISTING_FIELDS).toEqual(
      expect.arrayContaining(['title', 'description', 'location', 'price', 'imageIds']),
    );
    expect(EDITS_WITHOUT_REVIEW).toEqual(['status']);
  });

  it('opens the Add Listing wizard on the listing to edit it', () => {
    expect(editListingPath('abc-123')).toBe('/add-property?edit=abc-123');
  });

  it('calls a lower price a cut, a higher or equal one not', () => {
    expect(isPriceCut(150_000, 135_000)).toBe(true);
    expect(isPriceCut(150_000, 150_000)).toBe(false);
    expect(isPriceCut(150_000, 160_000)).toBe(false);
  });
});

describe('listingEditDiff', () => {
  it('lists nothing when nothing changed', () => {
    expect(listingEditDiff(approved, { ...approved, imageIds: ['a', 'b'] })).toEqual([]);
  });

  it('shows each changed field as a reviewer reads it, in review order', () => {
    const diff = listingEditDiff(approved, {
      ...approved,
      title: 'EDITED after approval call 555-0100',
      price: 135_000,
      lotSize: 8712,
      propertyType: 'condo',
      imageIds: ['b', 'a'],
    });
    expect(diff).toEqual([
      { field: 'title', label: 'Title', from: 'Brick ranch', to: 'EDITED after approval call 555-0100' },
      { field: 'price', label: 'Price', from: '$150,000', to: '$135,000' },
      { field: 'propertyType', label: 'Property type', from: 'Single Family', to: 'Condo' },
      { field: 'lotSize', label: 'Lot size', from: '—', to: '8,712' },
      { field: 'imageIds', label: 'Photos', from: '2 photos', to: '2 photos (changed)' },
    ]);
  });

  it('shows a cleared description as missing', () => {
    expect(listingEditDiff(approved, { ...approved, description: null })).toEqual([
      { field: 'description', label: 'Description', from: 'Needs paint.', to: '—' },
    ]);
  });
});
