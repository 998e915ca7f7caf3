// Changing the sign-in email: refused when another account uses it (any letter case).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { findUserByEmail } from '../users/users-repo';

type Db = Kysely<Database>;

/**
 * Sets the user's sign-in email, and the profile's contact email when it was the old sign-in email. Answers
 * 'taken' when another account has this email; changing only its letter case is allowed.
 */
export async function changeEmail(db: Db, userId: string, newEmail: string): Promise<'changed' | 'taken'> {
  return db.transaction().execute(async (trx) => {
    const holder = await findUserByEmail(trx, newEmail);
    if (holder && holder.id !== userId) return 'taken';
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const now = isoNow();
    await trx
      .updateTable('users')
      .set({ email: newEmail, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('profiles')
      .set({ email: newEmail, updated_at: now })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('email', '=', user.email), eb('email', 'is', null)]))
      .execute();
    return 'changed';
  });
}
