// Stream tickets: a single-use, 60-second credential for the alert stream where no bearer header can be sent
// (EventSource). Stored hashed in the database, so whichever server process the stream reaches can redeem it.
import type { Kysely } from 'kysely';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';

/** How long a ticket may wait to be redeemed. */
export const STREAM_TICKET_TTL_MS = 60_000;

/** A ticket as handed to the client. */
export interface StreamTicket {
  ticket: string;
  expiresAt: string;
}

/** Issues a ticket for the caller's session (and drops expired ones, so the table stays small). */
export async function issueStreamTicket(
  db: Kysely<Database>,
  caller: { userId: string; sessionId: string },
): Promise<StreamTicket> {
  const ticket = newOpaqueToken();
  const expiresAt = isoNow(STREAM_TICKET_TTL_MS);
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', isoNow()).execute();
  await db
    .insertInto('stream_tickets')
    .values({
      token_hash: hashToken(ticket),
      user_id: caller.userId,
      session_id: caller.sessionId,
      expires_at: expiresAt,
    })
    .execute();
  return { ticket, expiresAt };
}

/**
 * Redeems a ticket: answers the id of its user when the ticket is unused, unexpired, and its session and user
 * are still live; else undefined. The delete takes the ticket whatever the outcome: a second use always fails,
 * also when two processes race for it.
 */
export async function redeemStreamTicket(db: Kysely<Database>, ticket: string): Promise<string | undefined> {
  const taken = await db
    .deleteFrom('stream_tickets')
    .where('token_hash', '=', hashToken(ticket))
    .returning(['user_id', 'session_id', 'expires_at'])
    .executeTakeFirst();
  if (!taken || Date.parse(taken.expires_at) <= Date.now()) return undefined;
  const live = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.id')
    .where('sessions.id', '=', taken.session_id)
    .where('sessions.user_id', '=', taken.user_id)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', isoNow())
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  return live?.id;
}
