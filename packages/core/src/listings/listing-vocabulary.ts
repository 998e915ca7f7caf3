// The marketplace's listing vocabulary: property types, listing and property statuses, their labels and guards,
// and the card and home page constants (docs/product/listings.md).

/** Property types a listing can have, in the order the spec lists them. */
export const PROPERTY_TYPES = [
  'single_family',
  'multi_family',
  'condo',
  'townhouse',
  'land',
  'commercial',
  'mobile_home',
] as const;

/** One of {@link PROPERTY_TYPES}. */
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Human label of each property type, for selects and cards. */
export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = Object.freeze({
  single_family: 'Single Family',
  multi_family: 'Multi Family',
  condo: 'Condo',
  townhouse: 'Townhouse',
  land: 'Land',
  commercial: 'Commercial',
  mobile_home: 'Mobile Home',
});

/**
 * Moderation / marketing state of a listing. `pending_review` is ours: a new listing waits for a moderator
 * before it is published (the spec only shows the other four).
 */
export const LISTING_STATUSES = [
  'pending_review',
  'published',
  'declined',
  'on_hold',
  'under_contract',
] as const;

/** One of {@link LISTING_STATUSES}. */
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Transaction state of the property itself. */
export const PROPERTY_STATUSES = ['active', 'under_contract', 'sold'] as const;

/** One of {@link PROPERTY_STATUSES}. */
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** How a property status reads in filters (the card badge's words for active and under contract). */
export const PROPERTY_STATUS_LABELS: Readonly<Record<PropertyStatus, string>> = Object.freeze({
  active: 'Available',
  under_contract: 'Under Contract',
  sold: 'Sold',
});

/** Whether a value is one of {@link PROPERTY_TYPES}. */
export function isPropertyType(value: unknown): value is PropertyType {
  return (PROPERTY_TYPES as readonly unknown[]).includes(value);
}

/** Whether a value is one of {@link LISTING_STATUSES}. */
export function isListingStatus(value: unknown): value is ListingStatus {
  return (LISTING_STATUSES as readonly unknown[]).includes(value);
}

/** Whether a value is one of {@link PROPERTY_STATUSES}. */
export function isPropertyStatus(value: unknown): value is PropertyStatus {
  return (PROPERTY_STATUSES as readonly unknown[]).includes(value);
}

/** Card titles longer than this many characters are cut. */
export const TITLE_MAX_LENGTH = 35;

/** Properties on the home page when the visitor's location is unknown. */
export const HOME_PAGE_LIMIT = 20;

/** Skeleton cards shown while the home page grid loads. */
export const SKELETON_CARD_COUNT = 6;
