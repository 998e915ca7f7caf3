// Resolves the bearer token to the signed-in user on every request, and the guards routes use.

import { ADMIN_MESSAGES, ROLES, type Role } from '@dealloop/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { CompiledQuery, Kysely } from 'kysely';
import type { AppDeps, AppEnv, AuthContext } from '../app-env';
import type { Database, User } from '../db/schema';
import { forbidden, unauthorized } from '../http/api-error';

/** Stand-ins for the two values of the caller query, replaced in its compiled parameters on each request. */
const SESSION_ID = '\u0000session-id';
const USER_ID = '\u0000user-id';

/**
 * The caller query, built and compiled once per database: the session with its user, profile name and roles in
 * one statement. Every request runs it, so it skips the query builder and compiler (they cost more than the
 * statement itself) and only binds the session and user ids.
 */
function compileCallerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .selectAll('users')
    .select((eb) => [
      'profiles.full_name as full_name',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
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
    .where('sessions.id', '=', SESSION_ID)
    .where('sessions.user_id', '=', USER_ID)
    .compile();
}
type CallerQuery = ReturnType<typeof compileCallerQuery>;
type CallerRow = CallerQuery extends CompiledQuery<infer Row> ? Row : never;
const callerQueries = new WeakMap<Kysely<Database>, CallerQuery>();

async function findCaller(db: Kysely<Database>, userId: string, sessionId: string) {
  let query = callerQueries.get(db);
  if (!query) {
    query = compileCallerQuery(db);
    callerQueries.set(db, query);
  }
  const parameters = query.parameters.map((p) => (p === SESSION_ID ? sessionId : p === USER_ID ? userId : p));
  const { rows } = await db.executeQuery<CallerRow>({ ...query, parameters });
  return rows[0];
}

/**
 * The caller of a live session of an active user, with profile name and roles, in one query; `suspended` when the
 * account is suspended by an admin (its sessions are revoked too, but the caller must hear why), else undefined
 * when the session is revoked, expired or unknown.
 */
async function loadAuthContext(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<AuthContext | 'suspended' | undefined> {
  const row = await findCaller(db, userId, sessionId);
  if (!row) return undefined;
  if (isSuspendedByAdmin(row)) return 'suspended';
  const {
    full_name,
    session_created_at,
    session_expires_at,
    session_revoked_at,
    has_admin,
    has_moderator,
    ...user
  } = row;
  if (session_revoked_at || user.suspended_at || Date.parse(session_expires_at) <= Date.now())
    return undefined;
  const held = { admin: has_admin, moderator: has_moderator };
  const auth: AuthContext = {
    user,
    fullName: full_name,
    session: { id: sessionId, createdAt: session_created_at, expiresAt: session_expires_at },
    roles: ROLES.filter((role) => Boolean(held[role])),
  };
  return auth;
}

/** Whether an admin suspended this account (a deleted account is suspended too, but without a reason). */
export function isSuspendedByAdmin(user: Pick<User, 'suspended_at' | 'suspension_reason'>): boolean {
  return user.suspended_at !== null && user.suspension_reason !== null;
}

/** The 403 a suspended account's every request, sign-in and refresh answers. */
export const accountSuspended = () => forbidden(ADMIN_MESSAGES.accountSuspended, 'account_suspended');

/**
 * Sets `auth` to the caller when a valid bearer token names a live session of an active user, else null.
 * A token of an account an admin suspended is a 403 `account_suspended`, checked on every request.
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
      if (auth === 'suspended') throw accountSuspended();
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
