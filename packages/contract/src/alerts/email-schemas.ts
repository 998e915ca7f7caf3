// Schemas of the email settings, one-click unsubscribe and the admin mailbox.
import {
  ACCOUNT_MESSAGES,
  emailProblem,
  OPTIONAL_EMAIL_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
  TOGGLED_EMAIL_KINDS,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES as [SavedSearchFrequency, ...SavedSearchFrequency[]]);

/** Which emails the user receives, and how often saved-search matches are emailed. */
export const EmailPreferencesSchema = z
  .object({
    kinds: z
      .record(z.string(), z.boolean())
      .openapi({ description: `Whether each kind is on: ${OPTIONAL_EMAIL_KINDS.join(', ')}.` }),
    savedSearchFrequency: frequency,
  })
  .openapi('EmailPreferences');
/** The email settings (GET /me/email-preferences). */
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

const toggles = Object.fromEntries(TOGGLED_EMAIL_KINDS.map((kind) => [kind, z.boolean().optional()]));
/** Kinds to switch on or off and the saved-search frequency to choose. */
export const EmailPreferencesUpdate = z
  .object({
    kinds: z
      .strictObject(toggles)
      .optional()
      .openapi({
        description: `Kinds to switch on or off: ${TOGGLED_EMAIL_KINDS.join(', ')} (password resets always go out).`,
      }),
    savedSearchFrequency: frequency.optional(),
  })
  .strict()
  .openapi('EmailPreferencesUpdate');

/** The token of an unsubscribe link. */
export const TokenQuery = z.object({
  token: z.string().min(1, 'The unsubscribe token is missing.').max(200),
});

/** What an unsubscribe link switches off, and whether it did. */
export const UnsubscribeTargetSchema = z
  .object({
    kind: z.string(),
    label: z.string().openapi({ description: 'The kind as Notification Settings names it.' }),
    unsubscribed: z.boolean(),
  })
  .openapi('UnsubscribeTarget');
/** What an unsubscribe link switches off (GET and POST /email/unsubscribe). */
export type UnsubscribeTarget = z.infer<typeof UnsubscribeTargetSchema>;

/** A page of the mailbox. */
export const MailboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** An email of the outbox, as sent. */
export const MailboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    kind: z.string(),
    subject: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    transport: z.string().nullable().openapi({ description: "'smtp', or 'mailbox' when kept locally" }),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    text: z.string().openapi({ description: 'The text body as sent, unsubscribe footer included.' }),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
  })
  .openapi('MailboxEmail');
/** An email of the admin mailbox. */
export type MailboxEmail = z.infer<typeof MailboxEmailSchema>;

/** The newest emails of the outbox and how many there are. */
export const MailboxPage = z
  .object({ items: z.array(MailboxEmailSchema), total: z.number().int() })
  .openapi('MailboxPage');

/** Where to send a test email. */
export const TestEmailBody = z
  .object({
    to: z
      .string()
      .trim()
      .refine((value) => emailProblem(value) === null, { message: ACCOUNT_MESSAGES.emailInvalid }),
  })
  .openapi('TestEmailRequest');

/** A queued email. */
export const QueuedEmail = z.object({ id: z.string(), status: z.literal('queued') }).openapi('QueuedEmail');
