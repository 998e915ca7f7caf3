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
export type {
  CallInput,
  CallOutput,
  ContractRoute,
  Endpoint,
  EndpointsOf,
  NeedsInput,
} from './contract-types';
export { type FavoritesContract, favoritesContract, SavedFavorite } from './favorites/favorites-contract';
export { favoritesEndpoints } from './favorites/favorites-endpoints';
export { bearer, ErrorSchema, errorResponses, errors, IdParam, json } from './http-schemas';
export {
  CreatePropertyBody,
  ModerationBody,
  PropertySchema,
  type PropertyView,
  SearchQuery,
  SearchResponse,
  UpdatePropertyBody,
} from './listings/listing-schemas';
export { ChatBody, ChatMessage } from './loop/chat-schemas';
export { type LoopContract, loopContract } from './loop/loop-contract';
export { loopEndpoints } from './loop/loop-endpoints';
export {
  type Health,
  HealthSchema,
  type PlatformContract,
  platformContract,
} from './platform/platform-contract';
export { platformEndpoints } from './platform/platform-endpoints';
