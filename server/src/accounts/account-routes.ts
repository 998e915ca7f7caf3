// My Account: change the sign-in email, download my data, delete my account (each guarded by the password).

import { accountsContract as routes } from '@dealloop/contract';
import type { Context } from 'hono';
import type { AppDeps, AppEnv, AuthContext } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { verifyPassword } from '../auth/passwords';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../auth/throttle';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/api-error';
import { hitRateLimit, peekRateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';
import { buildAccountExport, exportFileName } from './account-export';
import { changeEmail } from './change-email';
import { deleteAccount } from './delete-account';

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
    .openapi(routes.changeEmail, async (c) => {
      const caller = auth(c);
      const { newEmail, currentPassword } = c.req.valid('json');
      await checkPassword(caller, currentPassword);
      if ((await changeEmail(db, caller.user.id, newEmail)) === 'taken') {
        throw conflict('An account with this email already exists.', 'email_taken');
      }
      return c.json({ email: newEmail }, 200);
    })
    .openapi(routes.exportData, async (c) => {
      const caller = auth(c);
      await checkPassword(caller, c.req.valid('json').currentPassword);
      const data = await buildAccountExport(db, caller.user.id, config.publicUrl, caller.session.id);
      if (!data) throw notFound('This account does not exist.');
      return c.json(data, 200, {
        'Content-Disposition': `attachment; filename="${exportFileName(caller.user.id)}"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(routes.deleteAccount, async (c) => {
      const caller = auth(c);
      await checkPassword(caller, c.req.valid('json').currentPassword);
      const { archivedListings } = await deleteAccount(deps, caller.user.id);
      logger.info('account deleted', { userId: caller.user.id, archivedListings: archivedListings.length });
      return c.body(null, 204);
    });
}
