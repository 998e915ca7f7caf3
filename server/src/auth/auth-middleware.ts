// Resolves the bearer token to the signed-in user on every request, and the guards routes use.

import { ROLES, type Role } from '@dealloop/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { AppDeps, AppEnv, AuthContext } from '../app-env';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { forbidden, unauthorized } from '../http/api-error';

/** The caller of a live session of an active user, with profile name and roles, in one query. */
async function loadAuthContext(db: Kysely<Database>, userId: string, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .selectAll('users')
    .select((eb) => [
      'profiles.full_name as full_name',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      ...ROLES.map((role) =>
        eb
          .exists(
            eb
              .selectFrom('user_roles')
              .select('user_roles.role')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('user_roles.role', '=', role),
          )
          .as(`has_${role}`),
      ),
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', isoNow())
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { full_name, session_created_at, session_expires_at, has_admin, has_moderator, ...user } = row;
  const held = { admin: has_admin, moderator: has_moderator };
  const auth: AuthContext = {
    user,
    fullName: full_name,
    session: { id: sessionId, createdAt: session_created_at, expiresAt: session_expires_at },
    roles: ROLES.filter((role) => Boolean(held[role])),
  };
  return auth;
}

/**
 * Sets `auth` to the caller when a valid bearer token names a live session of an active user, else null.
 * A malformed, forged or expired token is a 401 at once: a client that sent one must refresh or sign in again.
 */
export function authenticate(deps: Pick<AppDeps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('auth', null);
    const header = c.req.header('authorization');
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".', 'invalid_token');
      const claims = await deps.tokens.verify(match[1]!);
      if (!claims) throw unauthorized('Your session token is invalid or has expired.', 'invalid_token');
      const auth = await loadAuthContext(deps.db, claims.userId, claims.sessionId);
      if (!auth) throw unauthorized('Your session has ended. Sign in again.', 'session_ended');
      c.set('auth', auth);
    }
    await next();
  };
}

/** The signed-in caller, or a 401. */
export function requireAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth;
}

/** The signed-in caller holding `role`, or a 401/403. */
export function requireRole(c: Context<AppEnv>, role: Role): AuthContext {
  const auth = requireAuth(c);
  if (!auth.roles.includes(role)) throw forbidden();
  return auth;
}
