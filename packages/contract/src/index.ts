// The API contract: per feature, the request and response schemas and the route descriptors the server mounts,
// the OpenAPI document is generated from, and the typed client takes its types from (import type only).

export {
  AccountExport,
  type ActiveSession,
  ActiveSessionList,
  ActiveSessionSchema,
  ChangedEmail,
  ChangeEmailBody,
  ConsentBody,
  ConsentSchema,
  DeleteAccountBody,
  ExportAccountBody,
  SessionIdParam,
  SignedOutCount,
} from './accounts/account-schemas';
export { type AccountsContract, accountsContract } from './accounts/accounts-contract';
export { accountsEndpoints } from './accounts/accounts-endpoints';
export {
  type AuthAnswer,
  AuthResponse,
  ChangePasswordBody,
  type CurrentUser,
  CurrentUserSchema,
  MessageResponse,
  RefreshBody,
  ResetConfirmBody,
  ResetRequestBody,
  SessionResponse,
  SignInBody,
  SignOutBody,
  SignUpBody,
  type Tokens,
  TokensSchema,
} from './accounts/auth-schemas';
export { type AdminContract, adminContract } from './admin/admin-contract';
export { adminEndpoints } from './admin/admin-endpoints';
export {
  type AdminAuditEntry,
  type AdminStats,
  type AdminStatsPoint,
  AdminStatsSchema,
  type AdminUser,
  type AdminUserPage,
  AdminUserPageSchema,
  AdminUserSchema,
} from './admin/admin-schemas';
export {
  type AlertNotification,
  MarkedReadCount,
  NotificationIdParam,
  NotificationList,
  NotificationSchema,
  StreamQuery,
  StreamTicketSchema,
} from './alerts/alert-schemas';
export { type AlertsContract, alertsContract } from './alerts/alerts-contract';
export { alertsEndpoints } from './alerts/alerts-endpoints';
export {
  type EmailPreferences,
  EmailPreferencesSchema,
  EmailPreferencesUpdate,
  type MailboxEmail,
  MailboxEmailSchema,
  MailboxPage,
  MailboxQuery,
  QueuedEmail,
  TestEmailBody,
  TokenQuery,
  type UnsubscribeTarget,
  UnsubscribeTargetSchema,
} from './alerts/email-schemas';
export { apiContract } from './api-contract';
export { type BillingContract, billingContract } from './billing/billing-contract';
export { billingEndpoints } from './billing/billing-endpoints';
export type {
  Invoice,
  InvoiceStatus,
  MyBilling,
  MyPlan,
  Plan,
  PlanList,
  QuotaFigures,
} from './billing/billing-schemas';
export { type BusinessCardsContract, businessCardsContract } from './business-cards/business-cards-contract';
export { businessCardsEndpoints } from './business-cards/business-cards-endpoints';
export {
  BusinessCardSchema,
  type BusinessCardView,
  PublicBusinessCardSchema,
  type PublicBusinessCardView,
} from './business-cards/card-schemas';
export { type BuyersListContract, buyersListContract } from './buyers-list/buyers-list-contract';
export { buyersListEndpoints } from './buyers-list/buyers-list-endpoints';
export {
  type BuyerFieldsInput,
  BuyerSchema,
  type BuyerView,
  ConfirmationSchema,
  DealSendHistory,
  DealSendSchema,
  type DealSendView,
} from './buyers-list/buyers-list-schemas';
export { type ClosingContract, closingContract } from './closing/closing-contract';
export { closingEndpoints } from './closing/closing-endpoints';
export type { Closing, ClosingDeskItem, ClosingMoveInput, EarnestTermsView } from './closing/closing-schemas';
export {
  ClosingDeskItemSchema,
  ClosingDeskQuery,
  ClosingDeskSchema,
  ClosingMoveBody,
  ClosingMoveRecordSchema,
  ClosingSchema,
  EarnestTermsSchema,
} from './closing/closing-schemas';
export type {
  CallInput,
  CallOutput,
  ContractRoute,
  Endpoint,
  EndpointsOf,
  NeedsInput,
} from './contract-types';
export {
  type Contract,
  ContractActionBody,
  ContractList,
  ContractSchema,
  type ContractsFilter,
  ContractsQuery,
} from './contracts/contract-schemas';
export { type ContractsContract, contractsContract } from './contracts/contracts-contract';
export { contractsEndpoints } from './contracts/contracts-endpoints';
export {
  type CountiesContract,
  CountyReportSchema,
  type CountyReportView,
  CountyStatsSchema,
  type CountyStatsView,
  countiesContract,
} from './counties/counties-contract';
export { countiesEndpoints } from './counties/counties-endpoints';
export {
  type ListingSummary,
  ListingSummarySchema,
  type PartySummary,
  PartySummarySchema,
} from './deals/deal-summary-schemas';
export { type EmbedContract, embedContract } from './embed/embed-contract';
export { embedEndpoints } from './embed/embed-endpoints';
export type { EmbedKey, EmbedKeyFields } from './embed/embed-key-schemas';
export { type FavoritesContract, favoritesContract, SavedFavorite } from './favorites/favorites-contract';
export { favoritesEndpoints } from './favorites/favorites-endpoints';
export { type GeocodingContract, geocodingContract } from './geocoding/geocoding-contract';
export { geocodingEndpoints } from './geocoding/geocoding-endpoints';
export { bearer, ErrorSchema, errorResponses, errors, IdParam, json } from './http-schemas';
export {
  type DirectoryFilters,
  type DirectoryPage,
  DirectoryPageSchema,
  DirectoryQuery,
  type PublicProfilePage,
  PublicProfilePageSchema,
  PublicProfileSchema,
  type PublicProfileView,
  StateCode,
} from './investors/investor-schemas';
export { type InvestorsContract, investorsContract } from './investors/investors-contract';
export { investorsEndpoints } from './investors/investors-endpoints';
export { ListerSchema, type ListerView } from './listers/lister-schemas';
export { type ListersContract, listersContract } from './listers/listers-contract';
export { listersEndpoints } from './listers/listers-endpoints';
export {
  EditQueuePageSchema,
  type EditQueuePageView,
  ListingEditSchema,
  ListingEditStateSchema,
  type ListingEditStateView,
  type ListingEditsContract,
  type ListingEditView,
  listingEditsContract,
} from './listings/listing-edits-contract';
export { listingEditsEndpoints } from './listings/listing-edits-endpoints';
export {
  CreatePropertyBody,
  ModerationBody,
  PropertySchema,
  type PropertyView,
  SearchQuery,
  SearchResponse,
  type SearchResultView,
  UpdatePropertyBody,
} from './listings/listing-schemas';
export {
  ListingIdParam,
  type ListingsContract,
  listingsContract,
  MyListingSchema,
  type MyListingView,
} from './listings/listings-contract';
export { listingsEndpoints } from './listings/listings-endpoints';
export { ChatBody, ChatMessage } from './loop/chat-schemas';
export { type LoopContract, loopContract } from './loop/loop-contract';
export { loopEndpoints } from './loop/loop-endpoints';
export { type ContentReportsContract, contentReportsContract } from './moderation/content-reports-contract';
export { contentReportsEndpoints } from './moderation/content-reports-endpoints';
export { type ModerationContract, moderationContract } from './moderation/moderation-contract';
export { moderationEndpoints } from './moderation/moderation-endpoints';
export {
  type ModeratorApplicationsContract,
  moderatorApplicationsContract,
} from './moderation/moderator-applications-contract';
export { moderatorApplicationsEndpoints } from './moderation/moderator-applications-endpoints';
export { type RafflesContract, rafflesContract } from './moderation/raffles-contract';
export { rafflesEndpoints } from './moderation/raffles-endpoints';
export {
  CreateOfferBody,
  type NewOfferBody,
  OFFER_MAX_AMOUNT,
  type Offer,
  OfferActionBody,
  type OfferActionRequest,
  OfferList,
  OfferSchema,
  type OffersFilter,
  OffersQuery,
} from './offers/offer-schemas';
export { type OffersContract, offersContract } from './offers/offers-contract';
export { offersEndpoints } from './offers/offers-endpoints';
export {
  type MyOpenHousesView,
  type OpenHouseAttendeeView,
  type OpenHouseCalendarView,
  type OpenHouseJson,
  OpenHouseSchema,
} from './open-houses/open-house-schemas';
export { type OpenHousesContract, openHousesContract } from './open-houses/open-houses-contract';
export { openHousesEndpoints } from './open-houses/open-houses-endpoints';
export {
  type Health,
  HealthSchema,
  type PlatformContract,
  platformContract,
} from './platform/platform-contract';
export { platformEndpoints } from './platform/platform-endpoints';
export {
  MyProfileSchema,
  type MyProfileView,
  type ProfilePatch,
  ProfilePatchBody,
} from './profiles/profile-schemas';
export { type ProfilesContract, profilesContract } from './profiles/profiles-contract';
export { profilesEndpoints } from './profiles/profiles-endpoints';
export {
  type FundsVerificationContract,
  fundsVerificationContract,
} from './proof-of-funds/funds-verification-contract';
export { fundsVerificationEndpoints } from './proof-of-funds/funds-verification-endpoints';
export {
  FundsDecisionBody,
  type FundsDecisionRequest,
  type FundsQueuePageView,
  FundsVerificationSchema,
  type FundsVerificationView,
  VerifiedFundsSchema,
} from './proof-of-funds/funds-verification-schemas';
export {
  CreateSavedSearchBody,
  CriteriaBody,
  MatchesQuery,
  type NewSavedSearchBody,
  type QuotaUsage,
  QuotaUsageSchema,
  type SavedSearchChanges,
  SavedSearchIdParam,
  type SavedSearchJson,
  SavedSearchList,
  SavedSearchSchema,
  UpdateSavedSearchBody,
} from './saved-searches/saved-search-schemas';
export { type SavedSearchesContract, savedSearchesContract } from './saved-searches/saved-searches-contract';
export { savedSearchesEndpoints } from './saved-searches/saved-searches-endpoints';
export { type SmsContract, smsContract } from './sms/sms-contract';
export { smsEndpoints } from './sms/sms-endpoints';
export {
  ProviderWebhookForm,
  SMS_STATUSES,
  type SmsBlastCounts,
  SmsBlastCountsSchema,
  SmsConsentSchema,
  type SmsKinds,
  SmsKindsSchema,
  type SmsOutboxMessage,
  SmsOutboxMessageSchema,
  SmsOutboxPage,
  SmsOutboxQuery,
  type SmsSettings,
  type SmsSettingsChanges,
  SmsSettingsSchema,
  StartVerificationBody,
  UpdateSmsBody,
  VerificationSent,
  VerifyBody,
} from './sms/sms-schemas';
export { type SupportContract, supportContract } from './support/support-contract';
export { supportEndpoints } from './support/support-endpoints';
export type {
  OpenedTicket,
  SupportTicket,
  SupportTicketList,
  SupportTicketPage,
} from './support/support-schemas';
export { type TitleContract, titleContract } from './title/title-contract';
export { titleEndpoints } from './title/title-endpoints';
export type {
  DealDocumentView,
  TitleContactRequest,
  TitleContactView,
  TitleDeal,
} from './title/title-schemas';
export {
  ProofUploadSchema,
  type ProofUploadView,
  UploadSchema,
  type UploadsContract,
  type UploadView,
  uploadsContract,
} from './uploads/uploads-contract';
export { uploadsEndpoints } from './uploads/uploads-endpoints';
