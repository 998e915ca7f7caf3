// Edits of a submitted listing: which changes wait for a moderator (a published listing's revision), the diff a
// reviewer reads, when a price cut alerts saved searches, and the texts of the owner's and moderator's pages.

import { formatNumber, formatPrice, MISSING_VALUE } from '../format/money-format';
import { ADD_PROPERTY_PATH } from '../site/navigation';
import { LISTING_FIELD_LABELS, type ListingField } from './listing-rules';
import { PROPERTY_TYPE_LABELS, type PropertyType } from './listing-vocabulary';

/**
 * What an owner may change on a published listing without review: only its availability (`status`), which the
 * listing state machine rules. Everything the public reads (text, place, figures, photos, price) is reviewed.
 */
export const EDITS_WITHOUT_REVIEW = Object.freeze(['status'] as const);

/** The listing fields an edit of a published listing holds for review, in the order a diff lists them. */
export const REVIEWED_LISTING_FIELDS: readonly ListingField[] = Object.freeze([
  'title',
  'description',
  'location',
  'price',
  'propertyType',
  'beds',
  'baths',
  'sqft',
  'lotSize',
  'arv',
  'repairCost',
  'imageIds',
] as const);

/** States of an edit: waiting for a moderator, applied to the listing, or refused (the listing keeps its version). */
export const LISTING_EDIT_STATUSES = ['pending', 'approved', 'declined'] as const;

/** One of {@link LISTING_EDIT_STATUSES}. */
export type ListingEditStatus = (typeof LISTING_EDIT_STATUSES)[number];

/** What a moderator can decide about a pending edit. */
export const LISTING_EDIT_ACTIONS = ['approve', 'decline'] as const;

/** One of {@link LISTING_EDIT_ACTIONS}. */
export type ListingEditAction = (typeof LISTING_EDIT_ACTIONS)[number];

/** The status each decision about an edit sets. */
export const LISTING_EDIT_ACTION_STATUS = Object.freeze({
  approve: 'approved',
  decline: 'declined',
} as const satisfies Record<ListingEditAction, ListingEditStatus>);

/**
 * The review states in which an owner's changes apply at once, because a moderator reviews the whole listing before
 * the public sees it: waiting for review, or declined (the edit resubmits it). Every other state is one the public
 * has seen and may see again without a new review (published; on hold, which a moderator releases as it is).
 */
export const EDITED_AT_ONCE_STATUSES = Object.freeze(['pending_review', 'declined'] as const);

/**
 * Whether an owner's change to a listing in this listing status waits for review as a revision: everything but
 * {@link EDITED_AT_ONCE_STATUSES}, so an unknown or new state is reviewed rather than let through.
 */
export function editWaitsForReview(listingStatus: string): boolean {
  return !(EDITED_AT_ONCE_STATUSES as readonly string[]).includes(listingStatus);
}

/** The reviewed fields of a listing, as an edit compares them; `imageIds` are its photos' upload ids in order. */
export interface ListingEditValues {
  title: string;
  description: string | null;
  location: string;
  price: number;
  propertyType: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  arv: number | null;
  repairCost: number | null;
  imageIds: readonly string[];
}

/** One changed field of an edit, as the moderation queue shows it: "Price: $150,000 -> $135,000". */
export interface ListingEditChange {
  field: ListingField;
  label: string;
  from: string;
  to: string;
}

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

function shown(field: ListingField, values: ListingEditValues): string {
  switch (field) {
    case 'price':
    case 'arv':
    case 'repairCost':
      return formatPrice(values[field]);
    case 'propertyType':
      return PROPERTY_TYPE_LABELS[values.propertyType as PropertyType] ?? values.propertyType;
    case 'beds':
    case 'baths':
    case 'sqft':
    case 'lotSize': {
      const value = values[field];
      return value === null ? MISSING_VALUE : formatNumber(value);
    }
    case 'imageIds':
      return photoCount(values.imageIds.length);
    default: {
      const value = values[field as 'title' | 'description' | 'location'];
      return value === null || value === '' ? MISSING_VALUE : value;
    }
  }
}

function sameValue(field: ListingField, before: ListingEditValues, after: ListingEditValues): boolean {
  if (field === 'imageIds') {
    return (
      before.imageIds.length === after.imageIds.length &&
      before.imageIds.every((id, index) => after.imageIds[index] === id)
    );
  }
  return before[field] === after[field];
}

/** The reviewed fields that differ between the approved listing and the edited one, in review order. */
export function listingEditDiff(before: ListingEditValues, after: ListingEditValues): ListingEditChange[] {
  return REVIEWED_LISTING_FIELDS.filter((field) => !sameValue(field, before, after)).map((field) => {
    const from = shown(field, before);
    let to = shown(field, after);
    // Photos changed in order or content but not in number still read as a change.
    if (field === 'imageIds' && from === to) to = `${to} (changed)`;
    return { field, label: LISTING_FIELD_LABELS[field], from, to };
  });
}

/** The Add Listing wizard opened on a listing to edit it (prefilled, saved through PATCH). */
export function editListingPath(listingId: string): string {
  return `${ADD_PROPERTY_PATH}?edit=${encodeURIComponent(listingId)}`;
}

/** Whether an approved edit cuts the price, which alerts the owners of saved searches the listing matches. */
export function isPriceCut(oldPrice: number, newPrice: number): boolean {
  return newPrice < oldPrice;
}

/** Every text of editing a listing, its review and its resubmission. */
export const LISTING_EDIT_TEXTS = Object.freeze({
  editButton: 'Edit listing',
  editTitle: 'Edit Listing',
  saveChanges: 'Save changes',
  resubmit: 'Save and resubmit for review',
  savedLive: 'Your changes are saved.',
  savedForReview:
    'Your changes were sent for review. Visitors see the approved version until a moderator approves them.',
  resubmitted: 'Your listing was sent back for review.',
  awaitingReviewTitle: 'Changes awaiting review',
  awaitingReview:
    'Visitors see the approved version of this listing until a moderator approves your changes.',
  declinedTitle: 'Changes declined',
  declined: 'A moderator declined your changes; the listing keeps its approved version.',
  queueTitle: 'Edits to review',
  queueEmpty: 'No edits of published listings are waiting for review.',
  approve: 'Approve changes',
  decline: 'Decline changes',
  approved: 'Changes approved and live.',
  declinedDone: 'Changes declined; the owner was told why.',
  notEditable: 'An archived listing cannot be changed.',
  notFound: 'This listing does not exist.',
  editNotFound: 'This edit does not exist or was already decided.',
});
