// The accounts routes: sign-up, sign-in and tokens, password changes and resets, My Account (email, sessions, data
// export, deletion) and consents.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import {
  AccountExport,
  ActiveSessionList,
  ChangedEmail,
  ChangeEmailBody,
  ConsentBody,
  ConsentSchema,
  DeleteAccountBody,
  ExportAccountBody,
  SessionIdParam,
  SignedOutCount,
} from './account-schemas';
import { accountsEndpoints as at } from './accounts-endpoints';
import {
  AuthResponse,
  ChangePasswordBody,
  MessageResponse,
  RefreshBody,
  ResetConfirmBody,
  ResetRequestBody,
  SessionResponse,
  SignInBody,
  SignOutBody,
  SignUpBody,
} from './auth-schemas';

/** The accounts routes. */
export const accountsContract = {
  signUp: createRoute({
    ...at.signUp,
    summary: 'Create an account and sign in',
    request: { body: { content: json(SignUpBody), required: true } },
    responses: { 201: { description: 'Signed up', content: json(AuthResponse) }, ...errors(400, 409, 429) },
  }),
  signIn: createRoute({
    ...at.signIn,
    summary: 'Sign in with email and password',
    request: { body: { content: json(SignInBody), required: true } },
    responses: {
      200: { description: 'Signed in', content: json(AuthResponse) },
      ...errors(400, 401, 403, 429),
    },
  }),
  refresh: createRoute({
    ...at.refresh,
    summary: 'Exchange a refresh token for a new token pair (single use)',
    request: { body: { content: json(RefreshBody), required: true } },
    responses: { 200: { description: 'New tokens', content: json(AuthResponse) }, ...errors(400, 401, 403) },
  }),
  signOut: createRoute({
    ...at.signOut,
    summary: 'End the session of the bearer token or of the given refresh token',
    security: bearer,
    request: { body: { content: json(SignOutBody), required: false } },
    responses: { 204: { description: 'Signed out' }, ...errors(400, 401) },
  }),
  user: createRoute({
    ...at.user,
    summary: 'The signed-in user with their roles',
    security: bearer,
    responses: {
      200: { description: 'Current user', content: json(AuthResponse.pick({ user: true })) },
      ...errors(401),
    },
  }),
  session: createRoute({
    ...at.session,
    summary: 'The current session',
    security: bearer,
    responses: { 200: { description: 'Current session', content: json(SessionResponse) }, ...errors(401) },
  }),
  changePassword: createRoute({
    ...at.changePassword,
    summary: 'Change the password; other sessions are signed out',
    security: bearer,
    request: { body: { content: json(ChangePasswordBody), required: true } },
    responses: { 204: { description: 'Password changed' }, ...errors(400, 401, 429) },
  }),
  requestPasswordReset: createRoute({
    ...at.requestPasswordReset,
    summary: 'Email a password reset link (same answer whether or not the account exists)',
    request: { body: { content: json(ResetRequestBody), required: true } },
    responses: { 202: { description: 'Accepted', content: json(MessageResponse) }, ...errors(400, 429) },
  }),
  confirmPasswordReset: createRoute({
    ...at.confirmPasswordReset,
    summary: 'Choose a new password with a reset token; every session is signed out',
    request: { body: { content: json(ResetConfirmBody), required: true } },
    responses: { 204: { description: 'Password changed' }, ...errors(400) },
  }),
  sessions: createRoute({
    ...at.sessions,
    summary: "The caller's live sessions (user agent, address, last use), most recently used first",
    security: bearer,
    responses: { 200: { description: 'Live sessions', content: json(ActiveSessionList) }, ...errors(401) },
  }),
  signOutOthers: createRoute({
    ...at.signOutOthers,
    summary: 'Sign out every other session of the caller',
    security: bearer,
    responses: { 200: { description: 'Signed out', content: json(SignedOutCount) }, ...errors(401) },
  }),
  signOutSession: createRoute({
    ...at.signOutSession,
    summary: "Sign out one of the caller's sessions (the current one too)",
    security: bearer,
    request: { params: SessionIdParam },
    responses: { 204: { description: 'Signed out' }, ...errors(400, 401, 404) },
  }),
  changeEmail: createRoute({
    ...at.changeEmail,
    summary: 'Change the sign-in email (needs the current password; 409 when another account has it)',
    security: bearer,
    request: { body: { content: json(ChangeEmailBody), required: true } },
    responses: {
      200: { description: 'Email changed', content: json(ChangedEmail) },
      ...errors(400, 401, 409, 429),
    },
  }),
  exportData: createRoute({
    ...at.exportData,
    summary: "Download everything kept about the caller's account, as a JSON attachment (needs the password)",
    security: bearer,
    request: { body: { content: json(ExportAccountBody), required: true } },
    responses: {
      200: { description: 'The data', content: json(AccountExport) },
      ...errors(400, 401, 404, 429),
    },
  }),
  deleteAccount: createRoute({
    ...at.deleteAccount,
    summary: 'Delete the account: personal data removed, listings archived, every session signed out',
    security: bearer,
    request: { body: { content: json(DeleteAccountBody), required: true } },
    responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 429) },
  }),
  recordConsent: createRoute({
    ...at.recordConsent,
    summary: 'Record a consent of the signed-in user',
    security: bearer,
    request: { body: { content: json(ConsentBody), required: true } },
    responses: { 201: { description: 'Recorded', content: json(ConsentSchema) }, ...errors(400, 401) },
  }),
};

/** The accounts routes' types (import type: the site and SDK take their shapes from here). */
export type AccountsContract = typeof accountsContract;
