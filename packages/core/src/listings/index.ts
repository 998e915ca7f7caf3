// Listings: the listing vocabulary, a listing's field rules, lifecycle, reviewed edits, badges, formats and photos.

export {
  ADD_LISTING_PARTS_TEXTS,
  ADD_LISTING_TEXTS,
  LISTING_FORM_TEXTS,
  LISTING_PHOTO_TEXTS,
} from './add-listing-texts';
export { FAVORITE_LABELS, SAVED_DEALS_TEXTS, savedDealsCount, saveListingLabel } from './favorites';
export { FAVORITES_PAGE_TEXTS } from './favorites-page-texts';
export { HOME_TEXTS } from './home-texts';
export { listingAgeDays, listingAgeLabel } from './listing-age-label';
export type { ListingBadge, ListingBadgeLabel, ListingBadgeTone } from './listing-badge';
export { listingBadge, propertyBadge } from './listing-badge';
export type {
  ListingEditAction,
  ListingEditChange,
  ListingEditStatus,
  ListingEditValues,
} from './listing-edits';
export {
  EDITS_WITHOUT_REVIEW,
  editListingPath,
  editWaitsForReview,
  isPriceCut,
  LISTING_EDIT_ACTION_STATUS,
  LISTING_EDIT_ACTIONS,
  LISTING_EDIT_STATUSES,
  LISTING_EDIT_TEXTS,
  listingEditDiff,
  REVIEWED_LISTING_FIELDS,
} from './listing-edits';
export type { ListingKeyNumbers } from './listing-key-figures';
export { listingDealFigures, listingFactTexts } from './listing-key-figures';
export type {
  ListingActor,
  ListingLifecycleColumns,
  ListingLifecycleState,
  ListingMove,
  ListingMoveResult,
  ListingRefusalCode,
} from './listing-lifecycle';
export {
  isAvailableDeal,
  LISTING_ACTORS,
  LISTING_LIFECYCLE_MESSAGES,
  LISTING_MOVES,
  listingMovesFor,
  mayMakeListingMove,
  nextListingState,
  ownerMoveToStatus,
  SUBMITTED_LISTING,
} from './listing-lifecycle';
export { LISTING_MAP_TEXTS } from './listing-map-texts';
export { LISTING_PAGE_TEXTS } from './listing-page-texts';
export {
  LISTING_FIRST_PAINT_CLASSES,
  LISTING_GALLERY_TEXTS,
  LISTING_PHOTO_SIZES,
  listingPhotoAlt,
} from './listing-photos';
export type { ListingField, ListingInput, ListingNumberField, ListingNumberRule } from './listing-rules';
export {
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_NUMBER_RULES,
  listingNumberProblem,
  listingProblems,
} from './listing-rules';
export type { ListingStatus, PropertyStatus, PropertyType } from './listing-vocabulary';
export {
  HOME_PAGE_LIMIT,
  isListingStatus,
  isPropertyStatus,
  isPropertyType,
  LISTING_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SKELETON_CARD_COUNT,
  TITLE_MAX_LENGTH,
} from './listing-vocabulary';
export {
  cutTitle,
  formatLotSize,
  formatNumber,
  formatPrice,
  formatRoi,
  type ListingPlaceParts,
  lotSizeAcres,
  MISSING_VALUE,
  publicLocation,
  SQFT_PER_ACRE,
  TITLE_ELLIPSIS,
  truncateLocation,
} from './property-format';
export type { VisibilityFields } from './property-visibility';
export { isPubliclyVisible, PUBLIC_PROPERTY_STATUSES } from './property-visibility';
