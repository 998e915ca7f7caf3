// Email kinds, their Notification Settings labels, the saved-search frequencies and the texts of the email pages.

/**
 * What an email is about; each kind can be switched off in Notification Settings except those always sent
 * (password resets, buyers list confirmations: each is sent only because its recipient just asked for it).
 */
export type EmailKind =
  | 'password_reset'
  | 'buyers_list_confirm'
  | 'saved_search_instant'
  | 'saved_search_digest'
  | 'offers'
  | 'contracts'
  | 'listings'
  | 'support'
  | 'buyers_list_deal'
  | 'test';

/** Every email kind, in the order Notification Settings lists them. */
export const EMAIL_KINDS: readonly EmailKind[] = Object.freeze([
  'saved_search_instant',
  'saved_search_digest',
  'offers',
  'contracts',
  'listings',
  'support',
  'buyers_list_deal',
  'test',
  'password_reset',
  'buyers_list_confirm',
]);

/** The kinds that always go out: each is sent only because its recipient just asked for it. */
export const ALWAYS_SENT_EMAIL_KINDS: readonly EmailKind[] = Object.freeze([
  'password_reset',
  'buyers_list_confirm',
]);

/** The kinds a user may switch on or off; password resets and buyers list confirmations always go out. */
export const OPTIONAL_EMAIL_KINDS: readonly EmailKind[] = Object.freeze(
  EMAIL_KINDS.filter((kind) => !ALWAYS_SENT_EMAIL_KINDS.includes(kind)),
);

/** The kinds shown as toggles in Notification Settings (saved-search emails follow the frequency instead). */
export const TOGGLED_EMAIL_KINDS: readonly EmailKind[] = Object.freeze([
  'offers',
  'contracts',
  'listings',
  'support',
  'test',
]);

/**
 * Marketing emails are the ones a user can switch off: each carries the sender's postal address, a link to the
 * unsubscribe page and the one-click List-Unsubscribe headers (RFC 8058). Transactional emails (password resets,
 * buyers list confirmations: sent only because their recipient just asked for them) carry none of these.
 */
export type EmailCategory = 'marketing' | 'transactional';

/** The category of every email kind (a new kind does not compile until it is put in one). */
export const EMAIL_KIND_CATEGORIES: Readonly<Record<EmailKind, EmailCategory>> = Object.freeze({
  saved_search_instant: 'marketing',
  saved_search_digest: 'marketing',
  offers: 'marketing',
  contracts: 'marketing',
  listings: 'marketing',
  support: 'marketing',
  buyers_list_deal: 'marketing',
  test: 'marketing',
  password_reset: 'transactional',
  buyers_list_confirm: 'transactional',
});

/** Whether an email of `kind` carries the marketing parts (postal address, unsubscribe link and headers). */
export function isMarketingEmailKind(kind: EmailKind): boolean {
  return EMAIL_KIND_CATEGORIES[kind] === 'marketing';
}

/** Label and description of each email kind. */
export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, { label: string; description: string }>> =
  Object.freeze({
    password_reset: {
      label: 'Password reset',
      description: 'Links to reset your password. Always sent.',
    },
    buyers_list_confirm: {
      label: 'Buyers list confirmations',
      description: 'The link that confirms joining a buyers list. Sent only when you join one.',
    },
    saved_search_instant: {
      label: 'Saved search alerts',
      description: 'An email as soon as a new listing matches one of your saved searches.',
    },
    saved_search_digest: {
      label: 'Saved search digest',
      description: 'One daily email with the new listings matching your saved searches.',
    },
    offers: { label: 'Offers', description: 'New offers, counter offers, and accepted or declined offers.' },
    contracts: { label: 'Contracts', description: 'New contracts, approvals and completed deals.' },
    listings: { label: 'My listings', description: 'When your listings are published or need changes.' },
    buyers_list_deal: {
      label: 'Deals from buyers lists',
      description: 'Deals that investors whose buyers lists you joined send you.',
    },
    support: {
      label: 'Support requests',
      description: 'Confirmations of your support requests and the answers of our team.',
    },
    test: {
      label: 'Test emails',
      description: 'Test messages an administrator sends from the Email test page.',
    },
  });

/** Whether an email kind may be switched off (password resets and buyers list confirmations never are). */
export function isOptionalEmailKind(kind: EmailKind): boolean {
  return !ALWAYS_SENT_EMAIL_KINDS.includes(kind);
}

/** Whether a string names an email kind. */
export function isEmailKind(value: unknown): value is EmailKind {
  return typeof value === 'string' && (EMAIL_KINDS as readonly string[]).includes(value);
}

/** How often saved-search matches are emailed. */
export type SavedSearchFrequency = 'instant' | 'daily' | 'off';

/** The saved-search frequencies, in the order the settings page shows them. */
export const SAVED_SEARCH_FREQUENCIES: readonly SavedSearchFrequency[] = Object.freeze([
  'instant',
  'daily',
  'off',
]);

/** Labels of the saved-search frequencies. */
export const SAVED_SEARCH_FREQUENCY_LABELS: Readonly<Record<SavedSearchFrequency, string>> = Object.freeze({
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
});

/** The saved-search frequency of a user who never chose one. */
export const DEFAULT_SAVED_SEARCH_FREQUENCY: SavedSearchFrequency = 'instant';

/** The email kind a saved-search frequency sends, or null when it sends none. */
export function savedSearchEmailKind(frequency: SavedSearchFrequency): EmailKind | null {
  if (frequency === 'instant') return 'saved_search_instant';
  if (frequency === 'daily') return 'saved_search_digest';
  return null;
}

/** Texts of the email pages and of the emails themselves. */
export const EMAIL_MESSAGES = Object.freeze({
  preferencesTitle: 'Notification Settings',
  preferencesIntro: 'Choose which emails DealLoop sends you. Password reset emails are always sent.',
  savedSearchFrequencyLabel: 'Saved search emails',
  preferencesSaved: 'Notification settings saved',
  preferencesSaveFailed: 'Could not save your notification settings. Please try again.',
  preferencesLoadFailed: 'We could not load your notification settings.',
  savedSearchFrequencyHint:
    'Emails about new listings that match your saved searches (at most one per search a day).',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  testEmailTitle: 'Email Test',
  adminsOnly: 'Admins only',
  adminsOnlyDetail: 'Only administrators can see the mailbox and send test emails.',
  sendTestEmail: 'Send test email',
  testEmailQueued: 'Test email queued',
  mailboxEmpty: 'No emails yet.',
  mailboxTitle: 'Mailbox',
  mailboxLoadFailed: 'We could not load the mailbox.',
  testEmailTo: 'Send to',
  testEmailFailed: 'The test email could not be queued.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeConfirm: 'Unsubscribe',
  unsubscribeQuestion: (label: string) => `Stop receiving "${label}" emails from DealLoop?`,
  unsubscribeFailed: 'We could not unsubscribe you. Please try again.',
  manageSettings: 'Manage all email settings',
  unsubscribed: (label: string) => `Done: you will no longer receive "${label}" emails.`,
  /** Unsubscribe links never expire: a token is refused only when it was never one (or was mistyped). */
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Open the whole link from the email, or change your emails in Notification Settings.',
  unsubscribeFooter: (label: string) =>
    `You receive this because "${label}" emails are on in Notification Settings.`,
  unsubscribeLinkText: 'Unsubscribe from these emails',
  /** The sender line of every marketing email's footer: who sends it and the postal address (MAIL_POSTAL_ADDRESS). */
  postalAddressLine: (address: string) => `Sent by DealLoop, ${address}`,
  /** What the footer says instead when no postal address is configured (only possible without SMTP). */
  postalAddressMissing:
    'Sent by DealLoop. [Development mailbox: no postal address configured; MAIL_POSTAL_ADDRESS is required before email goes out by SMTP.]',
  /** What replaces a reset link's token or a ticket key in an email body once the email went out by SMTP. */
  secretRemoved: '[removed after sending]',
  passwordResetSubject: 'Reset your DealLoop password',
  passwordResetText: (link: string, minutes: number) =>
    `Someone asked to reset the password of your DealLoop account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays the same.`,
  testEmailSubject: 'DealLoop test email',
  testEmailText: (sentBy: string) =>
    `This is a test email from DealLoop, sent by ${sentBy} from the Email test page. If you can read it, email delivery works.` /** The Notification Settings form's group of email toggles. */,
  emailNotifications: 'Email notifications',
  unsubscribing: 'Unsubscribing...',
});
