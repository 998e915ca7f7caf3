// The one way to end a user's access (suspension, account deletion): the change in one transaction that also tells
// the alert bus, so that once it commits the user's open alert streams end in every server process.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AlertBus } from './alert-bus';

/** Runs `work` in a transaction ending `userId`'s access; their open alert streams end once it has committed. */
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
