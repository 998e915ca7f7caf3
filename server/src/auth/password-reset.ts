// Password reset by emailed link: single-use tokens valid for one hour, stored hashed.
import type { Kysely } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { hashToken, newOpaqueToken } from './opaque-tokens';

/** How long a reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Creates a reset token for the user and answers the raw token for the link. */
export async function createResetToken(db: Kysely<Database>, userId: string): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: uuidv7(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: isoNow(),
      expires_at: isoNow(RESET_TTL_MS),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user of a token that still works (unknown, used and expired ones answer null), without using it. */
export async function resetTokenUser(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Marks the token used and answers its user, or null when it is unknown, used or expired. Every other reset token
 * of that user ends with it: one reset (or a password change) leaves no other link working.
 */
export async function consumeResetToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: isoNow() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return null;
  await endResetTokens(db, row.user_id);
  return row.user_id;
}

/** Ends every reset token of the user that is still unused (after a reset or a password change). */
export async function endResetTokens(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: isoNow() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** The link a user follows to choose a new password. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
