// The alert bus of several processes on one Postgres database: once an alert transaction has committed, the
// dedicated connection NOTIFYs `<userId>:<id>` on one channel (to every listening process including this one), and
// a transaction that ends a user's access NOTIFYs `<userId>:ended` itself (delivered only on commit). That
// connection LISTENs, and after losing its connection it reconnects and asks every stream to re-read from its last
// id. The same connection LISTENs to the listings
// channel (migration 0250 NOTIFYs it on every listing write) and tells the search index, which then reads the
// change at its next search; after a reconnect it tells it too, since notifications were lost meanwhile.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { AlertBus, AlertSubscriber } from './alert-bus';

/** The channel of committed alerts. */
export const ALERT_CHANNEL = 'dealloop_alerts';
/** The channel of committed listing writes (migration 0250's trigger). */
export const LISTINGS_CHANNEL = 'dealloop_listings';
/** The payload suffix (after `<userId>:`) that says the user's access ended. */
const ACCESS_ENDED = 'ended';

/** The application_name of the listening connection (visible in pg_stat_activity). */
export const ALERT_LISTENER_NAME = 'dealloop-alert-listener';

const FIRST_RETRY_MS = 100;
/** Notifications kept for other processes while the listening connection is down. */
const UNSENT_LIMIT = 10_000;
const MAX_RETRY_MS = 5000;

/** Options of {@link createPostgresAlertBus}. */
export interface PostgresAlertBusOptions {
  connectionString: string;
  logger: Logger;
  channel?: string;
  /** Called when any process committed a listing write (or notifications may have been missed). */
  onListingsChanged?: () => void;
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
    if (message.channel === LISTINGS_CHANNEL) return options.onListingsChanged?.();
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
    // It commits only NOTIFYs, which no crash keeps anyway: no WAL flush to wait for (the alerts' own commits are
    // synchronous).
    await next.query('set synchronous_commit = off');
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (options.onListingsChanged) await next.query(`LISTEN ${pg.escapeIdentifier(LISTINGS_CHANNEL)}`);
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
      // Notifications sent while it was away are lost: every stream re-reads from its last id. Those this process
      // kept for the others go now.
      for (const subscriber of [...subscribers]) subscriber.resync?.();
      options.onListingsChanged?.();
      void send();
    }, delay);
  }

  /**
   * Committed alerts' payloads not sent yet; one send at a time, the next takes all that queued meanwhile. While
   * the connection is down, or when a send failed with it, they wait for it (up to UNSENT_LIMIT, the newest kept).
   */
  let unsent: string[] = [];
  let sending = false;
  async function send() {
    if (sending) return;
    sending = true;
    try {
      while (unsent.length && client) {
        const payloads = unsent;
        unsent = [];
        try {
          await client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
            channel,
            payloads,
          ]);
        } catch (err) {
          // The connection failed under it: they go again once it is back (a stream woken twice reads nothing new).
          logger.warn('alert notifications not sent yet', { err, count: payloads.length });
          unsent = [...payloads, ...unsent];
          break;
        }
      }
      if (unsent.length > UNSENT_LIMIT) {
        logger.warn('alert notifications dropped while the listener is down', {
          count: unsent.length - UNSENT_LIMIT,
        });
        unsent = unsent.slice(-UNSENT_LIMIT);
      }
    } finally {
      sending = false;
    }
  }

  await listen();

  return {
    async recorded() {
      // NOTIFY in the alert transaction would serialize the commits of every alert transaction (Postgres holds
      // one lock from a notifying transaction's pre-commit to its end): it is sent once committed instead.
    },
    committed(alerts) {
      for (const alert of alerts) unsent.push(`${alert.user_id}:${alert.id}`);
      void send();
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
