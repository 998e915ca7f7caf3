// Request and response schemas of the account endpoints (they validate requests and document the API).

import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { CurrentUserSchema } from '../users/user-serializer';

const Email = z.email(ACCOUNT_MESSAGES.emailInvalid).max(254).openapi({ example: 'buyer@example.com' });
const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

export const SignUpBody = z
  .object({
    email: Email,
    password: NewPassword,
    fullName: z.string().trim().min(1).max(120).optional(),
  })
  .openapi('SignUpBody');

export const SignInBody = z
  .object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .openapi('SignInBody');

export const RefreshBody = z.object({ refreshToken: z.string().min(1).max(200) }).openapi('RefreshBody');

export const SignOutBody = z
  .object({ refreshToken: z.string().min(1).max(200).optional() })
  .openapi('SignOutBody');

export const ChangePasswordBody = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword: NewPassword })
  .openapi('ChangePasswordBody');

export const ResetRequestBody = z.object({ email: Email }).openapi('PasswordResetRequestBody');

export const ResetConfirmBody = z
  .object({ token: z.string().min(1).max(200), password: NewPassword })
  .openapi('PasswordResetConfirmBody');

export const TokensSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    tokenType: z.literal('bearer'),
    expiresAt: z.string().openapi({ description: 'When the access token expires (ISO 8601).' }),
  })
  .openapi('Tokens');

export const AuthResponse = z
  .object({ user: CurrentUserSchema, session: TokensSchema })
  .openapi('AuthResponse');

export const SessionResponse = z
  .object({
    user: CurrentUserSchema,
    session: z.object({ id: z.string(), createdAt: z.string(), expiresAt: z.string() }),
  })
  .openapi('SessionResponse');

export const MessageResponse = z.object({ message: z.string() }).openapi('Message');
