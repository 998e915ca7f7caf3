// Public API of @dealloop/core: every rule, constant and message of the spec, as pure functions and data.

// account-rules.ts
export {
  ACCOUNT_MESSAGES,
  emailProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './account-rules';
// admin.ts
export type {
  AccountStatus,
  AdminAuditAction,
  AdminStatsBucket,
  AdminStatsRange,
  AdminStatsSeries,
} from './admin';
export {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  ADMIN_AUDIT_ACTIONS,
  ADMIN_MESSAGES,
  ADMIN_STATS_BUCKETS,
  ADMIN_STATS_RANGES,
  ADMIN_STATS_SERIES,
  ADMIN_USERS_PAGE_MAX,
  auditEntryText,
  isAdminStatsRange,
  LISTING_DEAL_FIGURE_LABELS,
  LISTING_STATUS_LABELS,
  ROLE_LABELS,
  SUSPENSION_REASON_MAX,
  suspensionReasonProblem,
} from './admin';
// alert-emails.ts
export {
  ALERT_EMAIL_TEXTS,
  alertEmail,
  alertEmailKind,
  alertEmailPath,
  CONTRACTS_DASHBOARD_PATH,
  OFFERS_DASHBOARD_PATH,
} from './alert-emails';
// alert-resources.ts
export type { LiveResource } from './alert-resources';
export { ALERT_RESOURCES, alertResources } from './alert-resources';
// alerts.ts
export type { AlertKind, AlertText, AlertTone, GeneralAlertKind } from './alerts';
export { ALERT_KINDS, ALERTS, alertLink } from './alerts';
// api-field-errors.ts
export { apiFieldErrors } from './api-field-errors';
// billing.ts
export type { InvoiceStatus } from './billing';
export { BILLING_NOT_ENABLED_CODE, BILLING_TEXTS, formatPlanPrice, INVOICE_STATUS_LABELS } from './billing';
// buyer-match.ts
export type { BuyerMatch, MatchBuyer, MatchCriterion, MatchListing } from './buyer-match';
export { buyerMatch } from './buyer-match';
// buyers-list.ts
export type { BuyerFields, BuyerMarket } from './buyers-list';
export {
  BUYER_DEAL_EMAILS_PER_WEEK,
  BUYER_LIMITS,
  BUYER_RULE_MESSAGES,
  BUYERS_IMPORT_MAX_ROWS,
  BUYERS_LIST_CONFIRM_DAYS,
  BUYERS_LIST_CONFIRM_RESEND_MINUTES,
  BUYERS_LIST_MAX,
  buyerProblems,
  dealCapWindowStart,
  marketLabel,
  normalizeBuyer,
  normalizeTag,
  parseMarket,
} from './buyers-list';
// buyers-list-csv.ts
export type { BuyerImport, BuyerImportRow, ImportedBuyer } from './buyers-list-csv';
export { BUYER_CSV_COLUMNS, BUYER_CSV_MESSAGES, readBuyersCsv, writeBuyersCsv } from './buyers-list-csv';
// buyers-list-texts.ts
export { BUYERS_LIST_TEXTS } from './buyers-list-texts';
// chat.ts
export {
  asksNearMe,
  CHAT_COUNTER_FROM,
  CHAT_MESSAGE_MAX_LENGTH,
  chatCharacterCount,
  chatFailureMessage,
  isChatInputWithinLimit,
  isChatSendKey,
  isSendableChatInput,
} from './chat';
// contract-rules.ts
export type { ContractActor, ContractState, ContractViewer } from './contract-rules';
export {
  CONTRACT_MESSAGES,
  contractActionsFor,
  contractActorFor,
  contractActorsOf,
  contractRefusal,
  nextContractState,
} from './contract-rules';
// cookie-consent.ts
export type { CookieConsentRecord, CookieConsentValue } from './cookie-consent';
export {
  COOKIE_CONSENT_VALUES,
  cookieConsentKey,
  cookieConsentRecord,
  shouldShowCookieBanner,
} from './cookie-consent';
// count-label.ts
export { countLabel } from './count-label';
// county-listings.ts
export type { CountyListingReport, CountyListingStats } from './county-listings';
// csv.ts
export type { CsvParseResult, CsvRow } from './csv';
export { CSV_UNTERMINATED_QUOTE, csvField, parseCsv, toCsv } from './csv';
// date-format.ts
export { formatMonthYear } from './date-format';
// deal-alerts.ts
export type { DealAlertKind, DealParty } from './deal-alerts';
export {
  contractActionAlertKind,
  DEAL_ALERT_KINDS,
  DEAL_ALERTS,
  DEAL_PARTIES,
  dealAlertRecipients,
  dealAlertText,
  isDealAlertKind,
  offerActionAlertKind,
} from './deal-alerts';
// deal-calculator-texts.ts
export { DEAL_CALCULATOR_TEXTS } from './deal-calculator-texts';
// deal-flow.ts
export type {
  ContractAction,
  ContractStatus,
  FinancingType,
  OfferAction,
  OfferStatus,
  SellerApprovalStatus,
} from './deal-flow';
export {
  CONTRACT_ACTION_LABELS,
  CONTRACT_ACTIONS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  FINANCING_TYPE_LABELS,
  FINANCING_TYPES,
  LIVE_CONTRACT_STATUSES,
  OFFER_ACTION_LABELS,
  OFFER_ACTIONS,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  OPEN_OFFER_STATUSES,
  SELLER_APPROVAL_LABELS,
  SELLER_APPROVAL_STATUSES,
} from './deal-flow';
// deal-math.ts
export type { DealAmounts, DealAnalysis, DealCalculatorInputs, DealInputKey, MaoInputs } from './deal-math';
export {
  analyzeDeal,
  computeProfit,
  computeRoi,
  DEAL_INPUT_KEYS,
  DEAL_INPUT_MAX_LENGTH,
  dealCalculatorParams,
  EMPTY_DEAL_INPUTS,
  isDealInputValid,
  MAO_DEDUCTIONS,
  maxAllowableOffer,
  parseDollarAmount,
} from './deal-math';
// deal-shapes.ts
export type { ContractView, ListingSummary, OfferView, PartySummary } from './deal-shapes';
// distance.ts
export type { LatLng } from './distance';
export {
  compareDistance,
  distanceMiles,
  distanceOrUnknown,
  formatDistance,
  isKnownDistance,
  MILES_PER_DEGREE,
  milesPerDegreeLng,
  searchDistanceMiles,
  searchDistanceSquared,
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
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  ROLES,
  SAVED_SEARCH_DEFAULTS,
  SKELETON_CARD_COUNT,
  TITLE_MAX_LENGTH,
  UNKNOWN_DISTANCE,
} from './domain';
// email-kinds.ts
export type { EmailKind, SavedSearchFrequency } from './email-kinds';
export {
  ALWAYS_SENT_EMAIL_KINDS,
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  EMAIL_MESSAGES,
  isEmailKind,
  isOptionalEmailKind,
  OPTIONAL_EMAIL_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  savedSearchEmailKind,
  TOGGLED_EMAIL_KINDS,
} from './email-kinds';
export { businessCardPath, businessCardQrLabel, companyLogoAlt, EMBED_CARD_TEXTS } from './embed-card-texts';
export { EMBED_CHAT_TEXTS } from './embed-chat-texts';
export { EMBED_GRID_TEXTS } from './embed-grid-texts';
// embed-keys.ts
export type { OriginCheck, OriginsCheck } from './embed-keys';
export {
  checkAllowedOrigins,
  checkOrigin,
  EMBED_KEY_HEADER,
  EMBED_KEY_MAX_ORIGINS,
  EMBED_KEY_MESSAGES,
  EMBED_KEY_NAME_MAX,
  EMBED_KEY_PATTERN,
  EMBED_KEY_PREFIX,
  embedKeyNameProblem,
  normalizeOrigin,
  originMessages,
  originNotAllowedMessage,
} from './embed-keys';
// embed-widget-texts.ts
export { EMBED_API_MISSING, EMBED_WIDGET_LOAD_FAILED } from './embed-widget-texts';
// favorites.ts
export { FAVORITE_LABELS, SAVED_DEALS_TEXTS, savedDealsCount, saveListingLabel } from './favorites';
// file-button-texts.ts
export { FILE_BUTTON_TEXTS } from './file-button-texts';
// file-size.ts
export { formatFileSize, uploadProgressLabel } from './file-size';
// help/faqs.ts, help/help-search.ts, help/knowledge-base.ts
export type { Faq } from './help/faqs';
export { FAQ_CATEGORIES, FAQS, FAQS_PATH, faqPath } from './help/faqs';
export { helpSearchWords, searchFaqs, searchKnowledgeArticles } from './help/help-search';
export type { KnowledgeArticle } from './help/knowledge-base';
export {
  findKnowledgeArticle,
  KNOWLEDGE_ARTICLES,
  KNOWLEDGE_BASE_PATH,
  KNOWLEDGE_CATEGORIES,
  knowledgeArticlePath,
  relatedKnowledgeArticles,
} from './help/knowledge-base';
// investor-profiles.ts
export type { PublishableProfile } from './investor-profiles';
export {
  INVESTOR_DIRECTORY_PAGE_SIZE,
  INVESTOR_SPECIALTIES,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_TEMPLATE_AUDIENCES,
  validateProfilePublish,
} from './investor-profiles';
// listing-age-label.ts
export { listingAgeDays, listingAgeLabel } from './listing-age-label';
// listing-badge.ts
export type { ListingBadge, ListingBadgeLabel, ListingBadgeTone } from './listing-badge';
export { listingBadge, propertyBadge } from './listing-badge';
// listing-edits.ts
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
// listing-photos.ts
// listing-key-figures.ts
export type { ListingKeyNumbers } from './listing-key-figures';
export { listingDealFigures, listingFactTexts } from './listing-key-figures';
// listing-lifecycle.ts
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
export {
  LISTING_FIRST_PAINT_CLASSES,
  LISTING_GALLERY_TEXTS,
  LISTING_PHOTO_SIZES,
  listingPhotoAlt,
} from './listing-photos';
// listing-rules.ts
export type { ListingField, ListingInput, ListingNumberField, ListingNumberRule } from './listing-rules';
export {
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_NUMBER_RULES,
  listingNumberProblem,
  listingProblems,
} from './listing-rules';
// location-search.ts
export { shouldSearchLocation } from './location-search';
// loop-answer-texts.ts
export { LOOP_ANSWER_TEXTS } from './loop-answer-texts';
// loop-chat-label.ts
export { LOOP_CHAT_LAUNCHER_LABEL } from './loop-chat-label';
// messages.ts
export type { GeolocationErrorCode } from './messages';
export { GEOLOCATION_HINTS, geolocationHint, MESSAGES } from './messages';
// moderation.ts
export type {
  ModerationAction,
  ModerationAuditAction,
  ModeratorApplicationInput,
  ReportReason,
  ReportResolution,
  ReportTarget,
} from './moderation';
export {
  bulkSelectionProblem,
  MODERATION_ACTION_LABELS,
  MODERATION_ACTION_STATUS,
  MODERATION_ACTIONS,
  MODERATION_AUDIT_ACTIONS,
  MODERATION_AUDIT_LABELS,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  mayReviewListing,
  messageWithReason,
  moderationReasonProblem,
  moderatorApplicationProblems,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_TARGETS,
  resolutionNoteProblem,
  submittedAgeLabel,
} from './moderation';
// navigation.ts
export type {
  AvatarMenuAction,
  AvatarMenuEntry,
  AvatarMenuLink,
  FooterLink,
  MobileTab,
  NavLink,
} from './navigation';
export {
  ADD_PROPERTY_PATH,
  AUTH_PATH,
  AVATAR_MENU,
  addListingPath,
  avatarDisplayName,
  avatarMenuFor,
  FOOTER_COMMUNITY_LINKS,
  FOOTER_LEGAL_LINKS,
  isShareHidden,
  isTabActive,
  MOBILE_TABS,
  propertyDetailPath,
  propertySearchPath,
  SAVED_SEARCHES_PATH,
  SIGN_OUT_PATH,
  TOP_NAV_LINKS,
  topNavLinksFor,
} from './navigation';
// notifications.ts
export { addNotification, notificationLink, unreadBadgeText, updateNotification } from './notifications';
// offer-rules.ts
export type { OfferActor, OfferRuleFields, OfferViewer } from './offer-rules';
export {
  effectiveOfferStatus,
  isOfferExpired,
  isOfferStatus,
  isOpenOffer,
  nextOfferStatus,
  OFFER_MAX_CLOSING_DAYS,
  OFFER_MESSAGES,
  offerActionsFor,
  offerActorOf,
  offerRefusal,
  PROOF_OF_FUNDS_MAX_BYTES,
} from './offer-rules';
// onboarding.ts
export type { OnboardingStepInfo } from './onboarding';
export {
  isOnboardingBackDisabled,
  ONBOARDING_FINISH_PATH,
  ONBOARDING_STEP_TOASTS,
  ONBOARDING_STEPS,
  ONBOARDING_WELCOME_CHECKLIST,
  onboardingPrimaryLabel,
  onboardingStepCounter,
  onboardingStepSaves,
} from './onboarding';
// open-houses.ts
export type { OpenHouseSlotInput, OpenHouseSort, OpenHouseView } from './open-houses';
export {
  calendarMonthGrid,
  formatCalendarMonth,
  OPEN_HOUSE_LIMITS,
  OPEN_HOUSE_SORTS,
  OPEN_HOUSE_TEXTS,
  OPEN_HOUSE_VIEWS,
  openHouseIcsPath,
  openHouseSlotProblem,
  parseCalendarMonth,
  seatsLabel,
  seatsLeft,
  shiftCalendarMonth,
  slotsOverlap,
} from './open-houses';
// page-titles.ts
export { knowledgeArticleTitle, NOT_FOUND_TITLE, PAGE_TITLES, SITE_NAME } from './page-titles';
// phone-format.ts
export { formatPhone, phoneDigits } from './phone-format';
// plan-features.ts
export type { PlanFeature } from './plan-features';
export {
  PLAN_FEATURE_IDS,
  PLAN_FEATURE_NAMES,
  PLAN_FEATURE_TEXTS,
  PLAN_FEATURES,
  planFeatureMessage,
  planHasFeature,
  planWithFeature,
  QUOTA_FEATURES,
} from './plan-features';
// plan-limits.ts
export type { PlanId, QuotaResource, QuotaRule } from './plan-limits';
export {
  DAILY_QUOTA_NEAR_SHARE,
  dailyQuotaText,
  PLAN_IDS,
  PLAN_LIMIT_CODE,
  PLAN_NAMES,
  PLAN_QUOTAS,
  planIdOf,
  planLifting,
  planLimitMessage,
  QUOTA_EXCEEDED_CODE,
  QUOTA_NOUNS,
  QUOTA_RESOURCES,
  quotaExceededMessage,
  quotaRule,
  quotaUsageText,
} from './plan-limits';
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
// property-search-filters.ts
export type { PropertySearchFilters, SearchSort } from './property-search-filters';
export {
  activeFilterCount,
  EMPTY_SEARCH_FILTERS,
  MAX_SEARCH_RADIUS,
  MIN_BATHS_OPTIONS,
  MIN_BEDS_OPTIONS,
  parseSearchFilters,
  RADIUS_OPTIONS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  searchFiltersToApiQuery,
  searchFiltersToParams,
} from './property-search-filters';
// property-time-zone.ts
export {
  formatZonedTime,
  formatZonedWindow,
  propertyTimeZone,
  STATE_TIME_ZONES,
  timeZoneAbbreviation,
  zonedDay,
  zonedTimeToIso,
} from './property-time-zone';
// property-visibility.ts
export type { VisibilityFields } from './property-visibility';
export { isPubliclyVisible, PUBLIC_PROPERTY_STATUSES } from './property-visibility';
// raffle.ts
export type { RaffleTicket } from './raffle';
export {
  RAFFLE_LIMITS,
  RAFFLE_TEXTS,
  raffleDrawInput,
  raffleWinnerIndex,
  sha256Hex,
  verifyRaffleDraw,
} from './raffle';
// saved-search-matching.ts
export type {
  MatchableListing,
  SavedSearchCriteria,
  SearchPlace,
} from './saved-search-matching';
export {
  BROAD_STATES,
  criteriaFromFilters,
  criteriaPropertyType,
  isTooBroad,
  listingInPlace,
  matchesSavedSearch,
  savedSearchFilters,
  savedSearchSummary,
} from './saved-search-matching';
// saved-search-texts.ts
export { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXTS } from './saved-search-texts';
// share-links.ts
export type { ShareContent, ShareTarget } from './share-links';
export { SHARE_TARGET_LABELS, SHARE_TARGETS, shareLink } from './share-links';
// site-pages.ts
export type { SitePage, SitePageKey, SitePageMatch } from './site-pages';
export { INVESTOR_PROFILE_PATTERN, matchSitePage, PROPERTY_SEO_PATTERN, SITE_PAGES } from './site-pages';
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
// support-tickets.ts
export type {
  SupportCategory,
  SupportTicketField,
  SupportTicketInput,
  SupportTicketStatus,
} from './support-tickets';
export {
  isSupportCategory,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TEXTS,
  supportAnswerProblem,
  supportTicketPath,
  supportTicketProblem,
  supportTicketProblems,
} from './support-tickets';
// text-safety.ts
export { SINGLE_LINE_TEXT_FIELDS, TEXT_SAFETY_MESSAGES, textSafetyProblem } from './text-safety';
// tools-texts.ts
export type { ToolCard } from './tools-texts';
export { profileCalculatorTitle, TOOL_CARDS, TOOLS_TEXTS } from './tools-texts';
// us-states.ts
export { isUsStateCode, US_STATE_CODES, US_STATE_CODES_BY_NAME, US_STATES } from './us-states';
// validation.ts
export type { ImageFileInfo, OnboardingFields } from './validation';
export { validateImageFile, validateOnboardingStep } from './validation';
