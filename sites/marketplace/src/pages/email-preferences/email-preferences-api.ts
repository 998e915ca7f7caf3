// The email API paths and answer shapes the email pages use.
import type { EmailKind, SavedSearchFrequency } from '@dealloop/core';

/** GET and PUT the caller's Notification Settings. */
export const EMAIL_PREFERENCES_API = '/api/v1/me/email-preferences';
/** GET (what it would switch off) and POST (switch it off) with `?token=`. */
export const UNSUBSCRIBE_API = '/api/v1/email/unsubscribe';
/** Admin: the mailbox (`?limit=&offset=`) and the test email. */
export const MAILBOX_API = '/api/v1/admin/mailbox';
export const TEST_EMAIL_API = '/api/v1/admin/test-email';

/** GET /api/v1/me/email-preferences. */
export interface EmailPreferences {
  kinds: Partial<Record<EmailKind, boolean>>;
  savedSearchFrequency: SavedSearchFrequency;
}

/** What an unsubscribe token stands for. */
export interface UnsubscribeTarget {
  kind: EmailKind;
  label: string;
  unsubscribed: boolean;
}

/** One email of the admin mailbox. */
export interface MailboxEmail {
  id: string;
  to: string;
  kind: EmailKind;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
  html: string | null;
}

/** A page of the mailbox. */
export interface MailboxPage {
  items: MailboxEmail[];
  total: number;
}
