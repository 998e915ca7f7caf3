// How committed alerts reach the streams that wait for them: the bus interface, and the in-process bus that serves
// one process (SQLite). A Postgres bus (LISTEN/NOTIFY carrying ids only) implements the same interface.
import type { Kysely } from 'kysely';
import type { Alert, Database } from '../db/schema';

/** Tells the listener that alert `alertId` of user `userId` has committed (streams then read the row). */
export type AlertListener = (userId: string, alertId: number) => void;

/** What a subscriber of the bus hears. */
export interface AlertSubscriber {
  /** Alert `alertId` of user `userId` has committed. */
  alert: AlertListener;
  /**
   * Notifications may have been missed (the Postgres listener lost its connection and is back): every stream
   * should re-read from its last id.
   */
  resync?(): void;
  /** The bus is closing (the process shuts down): streams should end so that the server can stop. */
  closed?(): void;
  /** User `userId` lost access (suspended, account deleted): their open streams should end now. */
  accessEnded?(userId: string): void;
}

export interface AlertBus {
  /** Runs inside the transaction that recorded `alerts`, at its end. */
  recorded(trx: Kysely<Database>, alerts: readonly Alert[]): Promise<void>;
  /** Runs once that transaction has committed (in-process delivery; Postgres: NOTIFY to every process). */
  committed(alerts: readonly Alert[]): void;
  /** Runs inside the transaction that ends `userId`'s access (Postgres: NOTIFY, delivered only if it commits). */
  endingAccess(trx: Kysely<Database>, userId: string): Promise<void>;
  /** Runs once that transaction has committed (in-process delivery). */
  accessEnded(userId: string): void;
  /** Tells `subscriber` of every committed alert this bus hears of; answers the unsubscribe function. */
  subscribe(subscriber: AlertSubscriber): () => void;
  /** Tells subscribers it closes, then stops. */
  close(): Promise<void>;
}

/** The bus of a single process: delivery right after commit, to the listeners of this process. */
export function createInProcessAlertBus(): AlertBus {
  const subscribers = new Set<AlertSubscriber>();
  return {
    async recorded() {},
    committed(alerts) {
      for (const alert of alerts)
        for (const subscriber of subscribers) subscriber.alert(alert.user_id, alert.id);
    },
    async endingAccess() {},
    accessEnded(userId) {
      for (const subscriber of [...subscribers]) subscriber.accessEnded?.(userId);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async close() {
      for (const subscriber of [...subscribers]) subscriber.closed?.();
      subscribers.clear();
    },
  };
}
