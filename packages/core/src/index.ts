// Public API of @dealloop/core: every rule, constant and message of the spec, as pure functions and data.

// account-rules.ts
export {
  ACCOUNT_MESSAGES,
  emailProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './account-rules';
// alerts.ts
export type { AlertKind, AlertText, AlertTone } from './alerts';
export { ALERT_KINDS, ALERTS, alertLink } from './alerts';
// chat.ts
export { chatFailureMessage, isChatSendKey, isSendableChatInput } from './chat';
// cookie-consent.ts
export type { CookieConsentRecord, CookieConsentValue } from './cookie-consent';
export {
  COOKIE_CONSENT_VALUES,
  cookieConsentKey,
  cookieConsentRecord,
  shouldShowCookieBanner,
} from './cookie-consent';
// deal-math.ts
export type { DealAmounts, MaoInputs } from './deal-math';
export { computeProfit, computeRoi, maxAllowableOffer } from './deal-math';
// distance.ts
export type { LatLng } from './distance';
export {
  compareDistance,
  distanceMiles,
  distanceOrUnknown,
  formatDistance,
  isKnownDistance,
  showDistanceBadge,
} from './distance';
// domain.ts
export type { ListingStatus, ProfileTemplate, PropertyStatus, PropertyType, Role } from './domain';
export {
  COOKIE_CONSENT_VERSION,
  EARTH_RADIUS_MILES,
  GEOLOCATION_OPTIONS,
  HOME_PAGE_LIMIT,
  IMAGE_MAX_BYTES,
  isListingStatus,
  isProfileTemplate,
  isPropertyStatus,
  isPropertyType,
  isRole,
  LISTING_STATUSES,
  LOCATION_SEARCH,
  NOTIFICATION_LIMIT,
  ONBOARDING_STEP_COUNT,
  PHONE_MAX_LENGTH,
  PROFILE_TEMPLATE_DESCRIPTIONS,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  PROGRESS_DEFAULT_MAX,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  ROLES,
  SAVED_SEARCH_DEFAULTS,
  SKELETON_CARD_COUNT,
  TITLE_MAX_LENGTH,
  UNKNOWN_DISTANCE,
} from './domain';
// listing-age-label.ts
export { listingAgeDays, listingAgeLabel } from './listing-age-label';
// listing-badge.ts
export type { ListingBadge, ListingBadgeLabel, ListingBadgeTone } from './listing-badge';
export { listingBadge, propertyBadge } from './listing-badge';
// location-search.ts
export { shouldSearchLocation } from './location-search';
// messages.ts
export type { GeolocationErrorCode } from './messages';
export { GEOLOCATION_HINTS, geolocationHint, MESSAGES } from './messages';
// navigation.ts
export type { AvatarMenuAction, AvatarMenuEntry, AvatarMenuLink, MobileTab, NavLink } from './navigation';
export {
  ADD_PROPERTY_PATH,
  AUTH_PATH,
  AVATAR_MENU,
  addListingPath,
  avatarDisplayName,
  avatarMenuFor,
  isShareHidden,
  isTabActive,
  MOBILE_TABS,
  propertyDetailPath,
  propertySearchPath,
  SIGN_OUT_PATH,
  TOP_NAV_LINKS,
  topNavLinksFor,
} from './navigation';
// notifications.ts
export { addNotification, notificationLink, unreadBadgeText, updateNotification } from './notifications';
// onboarding.ts
export {
  isOnboardingBackDisabled,
  ONBOARDING_FINISH_PATH,
  onboardingPrimaryLabel,
  onboardingStepCounter,
  onboardingStepSaves,
} from './onboarding';
// page-titles.ts
export { NOT_FOUND_TITLE, PAGE_TITLES, SITE_NAME } from './page-titles';
// phone-format.ts
export { formatPhone, phoneDigits } from './phone-format';
// price-options.ts
export type { PriceOption } from './price-options';
export { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from './price-options';
// progress-bar.ts
export type { ProgressBarState, ProgressState } from './progress-bar';
export { progressBarState } from './progress-bar';
// property-format.ts
export {
  cutTitle,
  formatLotSize,
  formatPrice,
  formatRoi,
  lotSizeAcres,
  MISSING_VALUE,
  SQFT_PER_ACRE,
  TITLE_ELLIPSIS,
  truncateLocation,
} from './property-format';
// property-visibility.ts
export type { VisibilityFields } from './property-visibility';
export { isPubliclyVisible, PUBLIC_PROPERTY_STATUSES } from './property-visibility';
// share-links.ts
export type { ShareContent, ShareTarget } from './share-links';
export { SHARE_TARGET_LABELS, SHARE_TARGETS, shareLink } from './share-links';
// site-pages.ts
export type { SitePage, SitePageKey, SitePageMatch } from './site-pages';
export { matchSitePage, PROPERTY_SEO_PATTERN, SITE_PAGES } from './site-pages';
// slugs.ts
export {
  cardSlug,
  investorProfilePath,
  parseInvestorProfilePath,
  parsePropertySeoPath,
  propertySeoPath,
  propertyShortId,
  slugify,
} from './slugs';
// validation.ts
export type { ImageFileInfo, OnboardingFields } from './validation';
export { validateImageFile, validateOnboardingStep } from './validation';
