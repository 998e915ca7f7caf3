// The one way to end a user's access (suspension, account deletion) or one of their sessions (sign-out, a session
// signed out from My Account, a reused refresh token): the change in one transaction that also tells the alert bus, so that once it commits
// the user's open alert streams end in every server process. A stream only knows its user, so all of them end: those
// whose session still holds reconnect at once and resume from Last-Event-ID; the others are refused.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AlertBus } from './alert-bus';

/** Runs `work` in a transaction ending `userId`'s access or sessions; their open alert streams end once it has committed. */
export async function endingAccess<T>(
  deps: { db: Kysely<Database>; alertBus: AlertBus },
  userId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await deps.alertBus.endingAccess(trx, userId);
    return value;
  });
  deps.alertBus.accessEnded(userId);
  return result;
}
