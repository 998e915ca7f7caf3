// Request and response schemas of sign-up, sign-in, tokens, the current user and password changes and resets.
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** The signed-in user as they are told about their own account (never the password hash). */
export const CurrentUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    roles: z.array(z.enum(ROLES)),
    isAdmin: z.boolean(),
    isModerator: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('CurrentUser');
/** The signed-in user (GET /api/v1/auth/user). */
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

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

/** What sign-up, sign-in and refresh answer: the user and a new token pair. */
export type AuthAnswer = z.infer<typeof AuthResponse>;
/** The token pair of a session. */
export type Tokens = z.infer<typeof TokensSchema>;
