// Sessions: one per sign-in, each with a chain of single-use refresh tokens (a "family").
// Reusing a rotated token after the grace window revokes the whole session.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import type { AccessTokens } from './access-tokens';
import { hashToken, newOpaqueToken } from './opaque-tokens';

type Db = Kysely<Database>;
type SessionConfig = Pick<Config, 'refreshTokenTtlDays' | 'refreshReuseGraceSeconds'>;

/** The credentials handed to a client after sign-in or refresh. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  sessionId: string;
}

/** Who opened the session, for the list of active sessions. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

const DAY_MS = 86_400_000;

async function issueRefreshToken(db: Db, sessionId: string, expiresAt: string): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: uuidv7(),
      session_id: sessionId,
      token_hash: hashToken(token),
      created_at: isoNow(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return token;
}

async function tokensFor(tokens: AccessTokens, userId: string, sessionId: string, refreshToken: string) {
  const access = await tokens.issue(userId, sessionId);
  return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt.toISOString(), sessionId };
}

/** Opens a new session for a user who just proved who they are. */
export async function openSession(
  db: Db,
  tokens: AccessTokens,
  config: SessionConfig,
  userId: string,
  client: ClientInfo,
): Promise<IssuedTokens> {
  const now = isoNow();
  const expiresAt = isoNow(config.refreshTokenTtlDays * DAY_MS);
  const sessionId = uuidv7();
  const refreshToken = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: userId,
        created_at: now,
        last_used_at: now,
        expires_at: expiresAt,
        revoked_at: null,
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        ip_address: client.ip,
      })
      .execute();
    return issueRefreshToken(trx, sessionId, expiresAt);
  });
  return tokensFor(tokens, userId, sessionId, refreshToken);
}

/** The outcome of presenting a refresh token. */
export type RefreshOutcome =
  | { ok: true; userId: string; tokens: IssuedTokens }
  | { ok: false; reason: 'invalid' | 'reused' | 'suspended' };

/** A session and its user. */
export interface SessionOfUser {
  sessionId: string;
  userId: string;
}

/**
 * Ends a session: the app revokes it through realtime/ending-access.ts, so that the user's open alert streams end
 * with it.
 */
export type EndSession = (session: SessionOfUser) => Promise<void>;

/**
 * Exchanges a refresh token for a new pair; single use, rotated, with reuse detection: a rotated token presented
 * after the grace window ends its session through `endSession`. `suspended` when an admin suspended the account.
 */
export async function refreshSession(
  db: Db,
  tokens: AccessTokens,
  config: SessionConfig,
  refreshToken: string,
  endSession: EndSession,
): Promise<RefreshOutcome> {
  const now = Date.now();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'refresh_tokens.id as tokenId',
        'refresh_tokens.used_at as usedAt',
        'refresh_tokens.expires_at as tokenExpiresAt',
        'sessions.id as sessionId',
        'sessions.user_id as userId',
        'sessions.revoked_at as revokedAt',
        'users.suspended_at as suspendedAt',
        'users.suspension_reason as suspensionReason',
      ])
      .where('refresh_tokens.token_hash', '=', hashToken(refreshToken))
      .executeTakeFirst();
    // An admin's suspension also revoked the session; the client must hear why.
    if (row?.suspendedAt && row.suspensionReason !== null)
      return { ok: false as const, reason: 'suspended' as const };
    if (!row || row.revokedAt || row.suspendedAt || Date.parse(row.tokenExpiresAt) <= now) {
      return { ok: false as const, reason: 'invalid' as const };
    }
    const withinGrace = (usedAt: string) =>
      now - Date.parse(usedAt) <= config.refreshReuseGraceSeconds * 1000;
    if (row.usedAt && !withinGrace(row.usedAt)) {
      return { ok: false as const, reason: 'reused' as const, sessionId: row.sessionId, userId: row.userId };
    }
    if (!row.usedAt) {
      await trx
        .updateTable('refresh_tokens')
        .set({ used_at: isoNow() })
        .where('id', '=', row.tokenId)
        .where('used_at', 'is', null)
        .execute();
    }
    const expiresAt = isoNow(config.refreshTokenTtlDays * DAY_MS);
    await trx
      .updateTable('sessions')
      .set({ last_used_at: isoNow(), expires_at: expiresAt })
      .where('id', '=', row.sessionId)
      .execute();
    const next = await issueRefreshToken(trx, row.sessionId, expiresAt);
    return { ok: true as const, userId: row.userId, sessionId: row.sessionId, refreshToken: next };
  });
  if (!outcome.ok) {
    // Ended after the lookup's transaction: a successor token of the family refreshed in between dies with it.
    if (outcome.reason === 'reused') await endSession(outcome);
    return { ok: false, reason: outcome.reason };
  }
  return {
    ok: true,
    userId: outcome.userId,
    tokens: await tokensFor(tokens, outcome.userId, outcome.sessionId, outcome.refreshToken),
  };
}

/** The session a refresh token belongs to and its user, whatever the token's state. */
export async function sessionOfRefreshToken(db: Db, refreshToken: string): Promise<SessionOfUser | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select(['sessions.id as sessionId', 'sessions.user_id as userId'])
    .where('refresh_tokens.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  return row ?? null;
}

/** Ends one session: its access and refresh tokens stop working at once. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
