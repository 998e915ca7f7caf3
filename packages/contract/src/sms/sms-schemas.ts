// Request and response schemas of the text-message (SMS) API: settings, phone verification, consent, the admin
// outbox and the provider's webhooks. The rules themselves (E.164, opt-out words, quiet hours) are core's.
import { SMS_KINDS, SMS_LIMITS } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** Per-kind text switches: saved-search alerts, deal texts (buyers lists), offers, contracts. */
export const SmsKindsSchema = z
  .object({
    savedSearch: z.boolean(),
    offers: z.boolean(),
    contracts: z.boolean(),
    deals: z.boolean(),
  })
  .openapi('SmsKinds');
/** Per-kind text switches. */
export type SmsKinds = z.infer<typeof SmsKindsSchema>;

/** What the user agreed to, when and where (the exact wording shown is stored). */
export const SmsConsentSchema = z
  .object({
    phone: z.string().openapi({ description: 'E.164, e.g. +18085550123' }),
    text: z.string().openapi({ description: 'The exact consent wording the user was shown.' }),
    page: z.string().openapi({ description: 'The page the consent was given on.' }),
    consentedAt: z.string(),
  })
  .openapi('SmsConsent');

/** The caller's text settings (GET /me/sms and the answer of every change). */
export const SmsSettingsSchema = z
  .object({
    phone: z.string().nullable().openapi({ description: 'E.164; null when no number is on file.' }),
    phoneDisplay: z.string().nullable().openapi({ example: '(808) 555-0123' }),
    verified: z.boolean(),
    pending: z
      .object({ phone: z.string(), phoneDisplay: z.string(), expiresAt: z.string() })
      .nullable()
      .openapi({ description: 'A code was sent to this number and waits to be entered.' }),
    consent: SmsConsentSchema.nullable(),
    kinds: SmsKindsSchema,
    timeZone: z.string().nullable().openapi({ description: "The user's setting; null: from the area code." }),
    effectiveTimeZone: z
      .string()
      .openapi({ description: 'The zone quiet hours use: the setting, else the area code, else New York.' }),
    suppressed: z
      .boolean()
      .openapi({ description: 'The number replied STOP (or similar): nothing is texted.' }),
    suppressedAt: z.string().nullable(),
    canReceive: z.boolean().openapi({ description: 'Verified, consenting and not suppressed.' }),
  })
  .openapi('SmsSettings');
/** The caller's text settings. */
export type SmsSettings = z.infer<typeof SmsSettingsSchema>;

/** POST /me/sms/phone: the number to verify, with the consent wording shown and the page it was shown on. */
export const StartVerificationBody = z
  .object({
    phone: z.string().trim().min(1).max(30).openapi({ example: '(808) 555-0123' }),
    consentText: z.string().trim().min(1).max(SMS_LIMITS.consentTextMax),
    page: z.string().trim().min(1).max(500).openapi({ example: '/account/notifications' }),
  })
  .openapi('SmsStartVerification');

/** A code was texted. */
export const VerificationSent = z
  .object({ sent: z.literal(true), phone: z.string(), phoneDisplay: z.string(), expiresAt: z.string() })
  .openapi('SmsVerificationSent');

/** POST /me/sms/verify: the 6-digit code. */
export const VerifyBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code we texted you.'),
  })
  .openapi('SmsVerify');

/** PATCH /me/sms: any kind switches and/or the time zone (null: from the area code). */
export const UpdateSmsBody = z
  .object({
    kinds: SmsKindsSchema.partial().optional(),
    timeZone: z.string().max(64).nullable().optional().openapi({ example: 'Pacific/Honolulu' }),
  })
  .refine(
    (body) => body.kinds !== undefined || body.timeZone !== undefined,
    'Send at least one field to change.',
  )
  .openapi('SmsUpdate');
/** Changes to the text settings, as a caller sends them. */
export type SmsSettingsChanges = z.input<typeof UpdateSmsBody>;

/**
 * Delivery states of a text: ours (pending: waiting for its time, quiet hours or a retry; sending; held: over the
 * weekly cap, summed up in a digest; canceled: STOP or consent withdrawn first) and the provider's (queued, sent,
 * delivered, undelivered, failed).
 */
export const SMS_STATUSES = [
  'pending',
  'sending',
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'held',
  'canceled',
] as const;

/** A text of the admin outbox. */
export const SmsOutboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    kind: z.enum(SMS_KINDS),
    body: z.string().openapi({ description: 'The text as sent (or to be sent).' }),
    status: z.enum(SMS_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    transport: z.string().nullable().openapi({ description: "'provider', or 'outbox' when kept locally" }),
    providerId: z.string().nullable(),
    createdAt: z.string(),
    sendAfter: z.string().openapi({ description: 'Not before this time (quiet hours, retries).' }),
    sentAt: z.string().nullable(),
  })
  .openapi('SmsOutboxMessage');
/** A text of the admin outbox. */
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessageSchema>;

export const SmsOutboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  to: z.string().max(30).optional().openapi({ description: 'Only texts to this E.164 number.' }),
});

export const SmsOutboxPage = z
  .object({ items: z.array(SmsOutboxMessageSchema), total: z.number().int() })
  .openapi('SmsOutboxPage');

/** A provider webhook's form fields (Twilio names); the signature covers all of them. */
export const ProviderWebhookForm = z.record(z.string(), z.string()).openapi('SmsProviderWebhook');

/** Delivery counts of one "Send this deal" blast's texts. */
export const SmsBlastCountsSchema = z
  .object({
    sent: z.number().int().openapi({ description: 'Accepted by the provider (sent or delivered).' }),
    delivered: z.number().int(),
    failed: z.number().int().openapi({ description: 'Failed or undelivered.' }),
    pending: z.number().int().openapi({ description: 'Not sent yet (quiet hours, retries).' }),
  })
  .openapi('SmsBlastCounts');
/** Delivery counts of one blast's texts. */
export type SmsBlastCounts = z.infer<typeof SmsBlastCountsSchema>;
