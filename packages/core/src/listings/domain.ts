// Domain vocabulary of the marketplace: enumerations, their labels, and the business constants of the spec.

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

/** Staff roles stored in user_roles. */
export const ROLES = ['admin', 'moderator'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** Public profile templates: what the profile owner wants to attract. */
export const PROFILE_TEMPLATES = ['attract_sellers', 'attract_buyers', 'attract_both'] as const;

/** One of {@link PROFILE_TEMPLATES}. */
export type ProfileTemplate = (typeof PROFILE_TEMPLATES)[number];

/** Short label of each profile template. */
export const PROFILE_TEMPLATE_LABELS: Readonly<Record<ProfileTemplate, string>> = Object.freeze({
  attract_sellers: 'Attract Sellers',
  attract_buyers: 'Attract Buyers',
  attract_both: 'Attract Both',
});

/** One-sentence description of each profile template (rule: docs/product/profiles.md). */
export const PROFILE_TEMPLATE_DESCRIPTIONS: Readonly<Record<ProfileTemplate, string>> = Object.freeze({
  attract_sellers: 'I buy properties from sellers.',
  attract_buyers: 'I sell or wholesale properties to buyers.',
  attract_both: 'I buy from sellers and sell or wholesale to buyers.',
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

/** Whether a value is one of {@link ROLES}. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Whether a value is one of {@link PROFILE_TEMPLATES}. */
export function isProfileTemplate(value: unknown): value is ProfileTemplate {
  return (PROFILE_TEMPLATES as readonly unknown[]).includes(value);
}

/** Largest accepted logo / profile image upload: images must be under 5MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Longest formatted phone number: "(XXX) XXX-XXXX". */
export const PHONE_MAX_LENGTH = 14;

/** Card titles longer than this many characters are cut. */
export const TITLE_MAX_LENGTH = 35;

/** Notifications fetched and kept in the bell list. */
export const NOTIFICATION_LIMIT = 10;

/** Properties on the home page when the visitor's location is unknown. */
export const HOME_PAGE_LIMIT = 20;

/** Skeleton cards shown while the home page grid loads. */
export const SKELETON_CARD_COUNT = 6;

/** Steps of the onboarding wizard (0 to 5). */
export const ONBOARDING_STEP_COUNT = 6;

/** Version recorded with a cookie consent entry. */
export const COOKIE_CONSENT_VERSION = '1.0';

/** Sentinel distance meaning "unknown"; sorted last and never shown as a badge. */
export const UNKNOWN_DISTANCE = 9999;

/** Earth radius used by the distance rule, in miles. */
export const EARTH_RADIUS_MILES = 3959;

/** Location search box behaviour: minimum characters, debounce, and delay before the list closes on blur. */
export const LOCATION_SEARCH = Object.freeze({ minLength: 2, debounceMs: 300, blurCloseMs: 200 } as const);

/** Options for the browser geolocation request made on load: high accuracy, 10 s timeout, 5 min cache. */
export const GEOLOCATION_OPTIONS = Object.freeze({
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
} as const);

/** Notification flags of a saved search when it is created. */
export const SAVED_SEARCH_DEFAULTS = Object.freeze({ notify_email: true, notify_sms: false } as const);

/** Maximum of a progress bar when none (or an invalid one) is given. */
export const PROGRESS_DEFAULT_MAX = 100;
