// The "active sessions" of My Account: a user's live sessions, and signing one or all others out.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';

type Db = Kysely<Database>;

/** One live session as My Account lists it. */
export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** Whether this is the session of the request asking. */
  current: boolean;
}

/** The user's sessions that are neither revoked nor expired, most recently used first. */
export async function listActiveSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    current: row.id === currentSessionId,
  }));
}

/** Revokes one live session of the user; false when the user has no such live session. */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live session of the user except `keepSessionId`; answers how many it signed out. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
