// The alert bus of several processes on one Postgres database: the writing transaction NOTIFYs `<userId>:<id>` on
// one channel (delivered only on commit, to every listening process including this one), and a transaction that
// ends a user's access `<userId>:ended`; a dedicated connection LISTENs, and after losing its connection it
// reconnects and asks every stream to re-read from its last id.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { AlertBus, AlertSubscriber } from './alert-bus';

/** The channel of committed alerts. */
export const ALERT_CHANNEL = 'dealloop_alerts';
/** The payload suffix (after `<userId>:`) that says the user's access ended. */
const ACCESS_ENDED = 'ended';

/** The application_name of the listening connection (visible in pg_stat_activity). */
export const ALERT_LISTENER_NAME = 'dealloop-alert-listener';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

/** Options of {@link createPostgresAlertBus}. */
export interface PostgresAlertBusOptions {
  connectionString: string;
  logger: Logger;
  channel?: string;
}

/** The Postgres alert bus, listening once the returned promise resolves. */
export async function createPostgresAlertBus(options: PostgresAlertBusOptions): Promise<AlertBus> {
  const { connectionString, logger } = options;
  const channel = options.channel ?? ALERT_CHANNEL;
  const subscribers = new Set<AlertSubscriber>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  function onNotification(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    const colon = message.payload.lastIndexOf(':');
    const userId = message.payload.slice(0, colon);
    const suffix = message.payload.slice(colon + 1);
    if (colon <= 0) return;
    if (suffix === ACCESS_ENDED) {
      for (const subscriber of [...subscribers]) subscriber.accessEnded?.(userId);
      return;
    }
    const alertId = Number(suffix);
    if (!Number.isSafeInteger(alertId)) return;
    for (const subscriber of subscribers) subscriber.alert(userId, alertId);
  }

  /** Connects and LISTENs; throws when it cannot. */
  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: ALERT_LISTENER_NAME });
    next.on('notification', onNotification);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, null));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  /** The listening connection failed or ended: reconnect (unless closing). */
  function lost(which: pg.Client, err: unknown) {
    if (closed || client !== which) return;
    client = null;
    logger.warn('alert listener connection lost; reconnecting', { err });
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        await listen();
      } catch (err) {
        failures += 1;
        logger.warn('alert listener could not reconnect', { err, failures });
        scheduleReconnect();
        return;
      }
      failures = 0;
      logger.info('alert listener reconnected');
      // Notifications sent while it was away are lost: every stream re-reads from its last id.
      for (const subscriber of [...subscribers]) subscriber.resync?.();
    }, delay);
  }

  await listen();

  return {
    async recorded(trx: Kysely<Database>, alerts) {
      const payloads = alerts.map((alert) => `${alert.user_id}:${alert.id}`);
      await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(
        trx,
      );
    },
    committed() {
      // Delivered by LISTEN, to this process as to every other.
    },
    async endingAccess(trx: Kysely<Database>, userId) {
      await sql`select pg_notify(${channel}, ${`${userId}:${ACCESS_ENDED}`})`.execute(trx);
    },
    accessEnded() {
      // Delivered by LISTEN, to this process as to every other.
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const subscriber of [...subscribers]) subscriber.closed?.();
      subscribers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
