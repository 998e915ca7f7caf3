// Request and response schemas of My Account's endpoints: email change, sessions, data export, deletion, consents.
import { ACCOUNT_MESSAGES, COOKIE_CONSENT_VERSION, PASSWORD_MAX_LENGTH } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

const CurrentPassword = z.string().min(1, ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH);

export const ChangeEmailBody = z
  .object({
    newEmail: z.string().trim().pipe(z.email(ACCOUNT_MESSAGES.emailInvalid).max(254)),
    currentPassword: CurrentPassword,
  })
  .openapi('ChangeEmailBody');

export const ChangedEmail = z.object({ email: z.string() }).openapi('ChangedEmail');

export const DeleteAccountBody = z.object({ currentPassword: CurrentPassword }).openapi('DeleteAccountBody');

export const ExportAccountBody = z.object({ currentPassword: CurrentPassword }).openapi('ExportAccountBody');

export const ActiveSessionSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z
      .string()
      .openapi({ description: 'When the session last signed in or refreshed its token.' }),
    current: z.boolean().openapi({ description: 'Whether this is the session of the request.' }),
  })
  .openapi('ActiveSession');

export const ActiveSessionList = z
  .object({ items: z.array(ActiveSessionSchema) })
  .openapi('ActiveSessionList');

export const SignedOutCount = z.object({ signedOut: z.number().int() }).openapi('SignedOutCount');

export const SessionIdParam = z.object({ id: z.string().min(1).max(100) });

/** Everything kept about an account, as POST /me/export downloads it. */
export const AccountExport = z
  .object({
    exportVersion: z.number(),
    exportedAt: z.string(),
    account: z.object({ id: z.string(), email: z.string(), createdAt: z.string(), updatedAt: z.string() }),
    profile: z.record(z.string(), z.unknown()).nullable(),
    listings: z.array(z.record(z.string(), z.unknown())),
    offers: z.array(z.record(z.string(), z.unknown())),
    contracts: z.array(z.record(z.string(), z.unknown())),
    favorites: z.array(z.record(z.string(), z.unknown())),
    notifications: z.array(z.record(z.string(), z.unknown())),
    consents: z.array(z.record(z.string(), z.unknown())),
    sessions: z.array(z.record(z.string(), z.unknown())),
    savedSearches: z.array(z.record(z.string(), z.unknown())),
    businessCards: z.array(z.record(z.string(), z.unknown())),
    emailPreferences: z.array(z.record(z.string(), z.unknown())),
    embedKeys: z.array(z.record(z.string(), z.unknown())),
  })
  .openapi('AccountExport');

/** A consent to record: the cookie notice, at the current version. */
export const ConsentBody = z
  .object({
    consentType: z.literal('cookies'),
    version: z.literal(COOKIE_CONSENT_VERSION, {
      message: `Only version ${COOKIE_CONSENT_VERSION} can be recorded.`,
    }),
  })
  .openapi('ConsentBody');

/** A recorded consent. */
export const ConsentSchema = z
  .object({ id: z.string(), consentType: z.literal('cookies'), version: z.string(), createdAt: z.string() })
  .openapi('Consent');

/** A live session as My Account lists it. */
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
