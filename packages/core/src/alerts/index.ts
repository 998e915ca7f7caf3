// Alerts: their texts by kind and recipient, deal alerts, what an alert changed, alert emails, the bell, email kinds.

export {
  ALERT_EMAIL_TEXTS,
  alertEmail,
  alertEmailKind,
  alertEmailPath,
  CONTRACTS_DASHBOARD_PATH,
  OFFERS_DASHBOARD_PATH,
} from './alert-emails';
export type { LiveResource } from './alert-resources';
export { ALERT_RESOURCES, alertResources } from './alert-resources';
export type { AlertKind, AlertRecipient, AlertText, AlertTone } from './alert-texts';
export { ALERT_TEXTS, alertRecipients, alertText } from './alert-texts';
export type { GeneralAlertKind } from './alerts';
export { ALERT_KINDS, ALERTS, alertLink } from './alerts';
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
export type { EmailCategory, EmailKind, SavedSearchFrequency } from './email-kinds';
export {
  ALWAYS_SENT_EMAIL_KINDS,
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  EMAIL_KIND_CATEGORIES,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  EMAIL_MESSAGES,
  isEmailKind,
  isMarketingEmailKind,
  isOptionalEmailKind,
  OPTIONAL_EMAIL_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  savedSearchEmailKind,
  TOGGLED_EMAIL_KINDS,
} from './email-kinds';
export type { MailboxStatus } from './mailbox-texts';
export { MAILBOX_TEXTS } from './mailbox-texts';
export {
  addNotification,
  NOTIFICATION_LIMIT,
  notificationLink,
  unreadBadgeText,
  updateNotification,
} from './notifications';
