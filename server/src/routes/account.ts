// My Account: change the sign-in email, download my data, delete my account (each guarded by the password).

import { errors, json } from '@dealloop/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { buildAccountExport, exportFileName } from '../account/account-export';
import {
  ChangedEmail,
  ChangeEmailBody,
  DeleteAccountBody,
  ExportAccountBody,
} from '../account/account-schemas';
import { changeEmail } from '../account/change-email';
import { deleteAccount } from '../account/delete-account';
import type { AppDeps, AppEnv, AuthContext } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { verifyPassword } from '../auth/passwords';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../auth/throttle';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/api-error';
import { hitRateLimit, peekRateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';

const bearer = [{ bearerAuth: [] }];

const AccountExport = z
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

/** The account routes, mounted at /api/v1. */
export function accountRoutes(
  deps: Pick<AppDeps, 'db' | 'config' | 'search' | 'logger' | 'alertBus' | 'files'>,
) {
  const { db, config, logger } = deps;

  /** Checks the caller's current password; wrong guesses count like failed sign-ins (5 per 15 minutes). */
  async function checkPassword(auth: AuthContext, password: string) {
    const key = `account-password:account:${auth.user.id}`;
    const lock = await peekRateLimit(db, key, SIGN_IN_FAILURES_PER_ACCOUNT);
    if (!lock.allowed)
      throw tooManyRequests(lock.retryAfterSeconds, 'Too many wrong passwords. Try again later.');
    if (!(await verifyPassword(password, auth.user.password_hash))) {
      await hitRateLimit(db, key, SIGN_IN_FAILURES_PER_ACCOUNT);
      throw badRequest('Your current password is not correct.', 'invalid_password');
    }
  }

  const auth = (c: Context<AppEnv>) => requireAuth(c);

  return createRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/auth/email',
        summary: 'Change the sign-in email (needs the current password; 409 when another account has it)',
        security: bearer,
        request: { body: { content: json(ChangeEmailBody), required: true } },
        responses: {
          200: { description: 'Email changed', content: json(ChangedEmail) },
          ...errors(400, 401, 409, 429),
        },
      }),
      async (c) => {
        const caller = auth(c);
        const { newEmail, currentPassword } = c.req.valid('json');
        await checkPassword(caller, currentPassword);
        if ((await changeEmail(db, caller.user.id, newEmail)) === 'taken') {
          throw conflict('An account with this email already exists.', 'email_taken');
        }
        return c.json({ email: newEmail }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/me/export',
        summary:
          "Download everything kept about the caller's account, as a JSON attachment (needs the password)",
        security: bearer,
        request: { body: { content: json(ExportAccountBody), required: true } },
        responses: {
          200: { description: 'The data', content: json(AccountExport) },
          ...errors(400, 401, 404, 429),
        },
      }),
      async (c) => {
        const caller = auth(c);
        await checkPassword(caller, c.req.valid('json').currentPassword);
        const data = await buildAccountExport(db, caller.user.id, config.publicUrl, caller.session.id);
        if (!data) throw notFound('This account does not exist.');
        return c.json(data, 200, {
          'Content-Disposition': `attachment; filename="${exportFileName(caller.user.id)}"`,
          'Cache-Control': 'no-store',
        });
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/me',
        summary: 'Delete the account: personal data removed, listings archived, every session signed out',
        security: bearer,
        request: { body: { content: json(DeleteAccountBody), required: true } },
        responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 429) },
      }),
      async (c) => {
        const caller = auth(c);
        await checkPassword(caller, c.req.valid('json').currentPassword);
        const { archivedListings } = await deleteAccount(deps, caller.user.id);
        logger.info('account deleted', { userId: caller.user.id, archivedListings: archivedListings.length });
        return c.body(null, 204);
      },
    );
}
