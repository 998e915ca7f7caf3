// Request and response schemas of My Account's endpoints: email change, sessions, data export, deletion.
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from '@dealloop/core';
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
