// Account endpoints: sign up, sign in, refresh, sign out, current user and session, password change and reset.

import { accountsContract as routes } from '@dealloop/contract';
import { EMAIL_MESSAGES } from '@dealloop/core';
import type { Context } from 'hono';
import type { AppDeps } from '../app-env';
import { accountSuspended, requireAuth } from '../auth/auth-middleware';
import { assertAcceptablePassword } from '../auth/new-password';
import {
  consumeResetToken,
  createResetToken,
  endResetTokens,
  RESET_TTL_MS,
  resetLink,
  resetTokenUser,
} from '../auth/password-reset';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  type EndSession,
  type IssuedTokens,
  openSession,
  refreshSession,
  revokeSession,
  revokeUserSessions,
  sessionOfRefreshToken,
} from '../auth/sessions';
import {
  accountAddressKey,
  accountKey,
  ipKey,
  passwordRetryAfter,
  RESETS_PER_EMAIL,
  RESETS_PER_IP,
  recordPasswordFailure,
  SIGN_IN_ATTEMPTS_PER_IP,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_UPS_PER_IP,
} from '../auth/throttle';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../http/api-error';
import { clientIp, userAgent } from '../http/client-info';
import { hitRateLimit, resetRateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';
import { enqueueEmail } from '../mail/outbox';
import { endingAccess } from '../realtime/ending-access';
import { serializeCurrentUser } from '../users/user-serializer';
import {
  createUser,
  findUserByEmail,
  findUserById,
  fullNameOf,
  rolesOf,
  setPasswordHash,
} from '../users/users-repo';

const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The account routes, mounted at /api/v1. */
export function authRoutes(deps: AppDeps) {
  const { db, config, tokens, logger } = deps;
  const router = createRouter();
  // Verifying against this when the email is unknown makes both failures take the same time.
  const dummyHash = hashPassword('not-a-real-password', config.passwordHashCost);
  /** Signing out and a reused refresh token end a session, and the user's open alert streams with it. */
  const endSession: EndSession = (session) =>
    endingAccess(deps, session.userId, (trx) => revokeSession(trx, session.sessionId));

  async function authResponse(userId: string, issued: IssuedTokens) {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return {
      user: serializeCurrentUser(user, await fullNameOf(db, user.id), await rolesOf(db, user.id)),
      session: {
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
        tokenType: 'bearer' as const,
        expiresAt: issued.expiresAt,
      },
    };
  }

  const client = (c: Context) => ({ userAgent: userAgent(c), ip: clientIp(c, config.trustProxy) });

  async function throttle(key: string, limit: Parameters<typeof hitRateLimit>[2]) {
    const state = await hitRateLimit(db, key, limit);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }

  return router
    .openapi(routes.signUp, async (c) => {
      const body = c.req.valid('json');
      assertAcceptablePassword(body.password, body.email);
      await throttle(ipKey('sign-up', client(c).ip), SIGN_UPS_PER_IP);
      const user = await createUser(db, {
        email: body.email.trim(),
        passwordHash: await hashPassword(body.password, config.passwordHashCost),
        fullName: body.fullName ?? null,
      });
      if (!user) throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
      logger.info('user signed up', { userId: user.id });
      const issued = await openSession(db, tokens, config, user.id, client(c));
      return c.json(await authResponse(user.id, issued), 201);
    })
    .openapi(routes.signIn, async (c) => {
      const { email, password } = c.req.valid('json');
      const info = client(c);
      await throttle(ipKey('sign-in', info.ip), SIGN_IN_ATTEMPTS_PER_IP);
      // Failures count per account and address, with growing waits: guesses from elsewhere never lock the owner out.
      const failuresKey = accountAddressKey('sign-in', email, info.ip);
      const wait = await passwordRetryAfter(db, failuresKey);
      if (wait > 0) {
        throw tooManyRequests(wait, 'Too many failed sign-in attempts. Try again later.');
      }
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      if (!user || !valid) {
        await recordPasswordFailure(db, failuresKey);
        throw unauthorized(INVALID_CREDENTIALS, 'invalid_credentials');
      }
      if (user.suspended_at) throw accountSuspended();
      await resetRateLimit(db, failuresKey);
      const issued = await openSession(db, tokens, config, user.id, info);
      return c.json(await authResponse(user.id, issued), 200);
    })
    .openapi(routes.refresh, async (c) => {
      const outcome = await refreshSession(db, tokens, config, c.req.valid('json').refreshToken, endSession);
      if (!outcome.ok) {
        if (outcome.reason === 'suspended') throw accountSuspended();
        if (outcome.reason === 'reused') logger.warn('refresh token reused: session revoked');
        throw unauthorized('Your session has ended. Sign in again.', 'invalid_refresh_token');
      }
      return c.json(await authResponse(outcome.userId, outcome.tokens), 200);
    })
    .openapi(routes.signOut, async (c) => {
      const auth = c.get('auth');
      const refreshToken = c.req.valid('json')?.refreshToken;
      const session = auth
        ? { sessionId: auth.session.id, userId: auth.user.id }
        : refreshToken
          ? await sessionOfRefreshToken(db, refreshToken)
          : null;
      if (!session) throw unauthorized('Send a bearer token or a refresh token to sign out.');
      await endSession(session);
      return c.body(null, 204);
    })
    .openapi(routes.user, async (c) => {
      const { user, fullName, roles } = requireAuth(c);
      return c.json({ user: serializeCurrentUser(user, fullName, roles) }, 200);
    })
    .openapi(routes.session, async (c) => {
      const { user, fullName, roles, session } = requireAuth(c);
      return c.json({ user: serializeCurrentUser(user, fullName, roles), session }, 200);
    })
    .openapi(routes.changePassword, async (c) => {
      const { user, session } = requireAuth(c);
      const body = c.req.valid('json');
      await throttle(accountKey('password-change', user.email), SIGN_IN_FAILURES_PER_ACCOUNT);
      if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
        throw badRequest('Your current password is not correct.', 'invalid_password');
      }
      assertAcceptablePassword(body.newPassword, user.email);
      await setPasswordHash(db, user.id, await hashPassword(body.newPassword, config.passwordHashCost));
      await endResetTokens(db, user.id);
      await revokeUserSessions(db, user.id, session.id);
      return c.body(null, 204);
    })
    .openapi(routes.requestPasswordReset, async (c) => {
      const { email } = c.req.valid('json');
      await throttle(ipKey('password-reset', client(c).ip), RESETS_PER_IP);
      const perEmail = await hitRateLimit(db, accountKey('password-reset', email), RESETS_PER_EMAIL);
      const user = perEmail.allowed ? await findUserByEmail(db, email) : undefined;
      if (user && !user.suspended_at) {
        const token = await createResetToken(db, user.id);
        const link = resetLink(config.publicUrl, token);
        const queued = await enqueueEmail(db, {
          userId: user.id,
          to: user.email,
          kind: 'password_reset',
          subject: EMAIL_MESSAGES.passwordResetSubject,
          text: EMAIL_MESSAGES.passwordResetText(link, RESET_TTL_MS / 60_000),
          secret: token,
        });
        logger.info('password reset email queued', { userId: user.id, emailId: queued.id });
      }
      return c.json({ message: 'If an account exists for this email, a reset link is on its way.' }, 202);
    })
    .openapi(routes.confirmPasswordReset, async (c) => {
      const { token, password } = c.req.valid('json');
      const invalidLink = () =>
        badRequest('This reset link is invalid or has expired.', 'invalid_reset_token');
      // A refused password leaves the link working, so the user can choose another.
      const owner = await findUserById(db, (await resetTokenUser(db, token)) ?? '');
      if (!owner) throw invalidLink();
      assertAcceptablePassword(password, owner.email);
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      const userId = await consumeResetToken(db, token);
      if (!userId) throw invalidLink();
      await setPasswordHash(db, userId, passwordHash);
      await revokeUserSessions(db, userId);
      return c.body(null, 204);
    });
}
