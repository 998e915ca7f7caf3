// The PostgreSQL alert bus across a lost connection: alerts committed by a process whose listening connection has
// just died still reach the other processes once it is back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../src/db/schema';
import { createLogger } from '../src/logger';
import type { AlertBus } from '../src/realtime/alert-bus';
import { ALERT_LISTENER_NAME, createPostgresAlertBus } from '../src/realtime/postgres-alert-bus';
import { createTestApp, type TestApp } from './support/test-app';

const postgres = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(!postgres)('the PostgreSQL alert bus (Postgres only)', () => {
  let t: TestApp;
  const buses: AlertBus[] = [];
  const channel = `dealloop_alerts_test_${process.pid}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await t?.close();
  });

  const bus = async () => {
    const created = await createPostgresAlertBus({
      connectionString: t.config.databaseUrl,
      logger: createLogger('silent'),
      channel,
    });
    buses.push(created);
    return created;
  };

  /** The backend pids of this database's listening connections. */
  const listenerPids = async () => {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
      where application_name = ${ALERT_LISTENER_NAME} and datname = current_database()`.execute(t.db);
    return new Set(rows.map((row) => row.pid));
  };

  it('sends the notifications of alerts committed while its connection was failing once it is back', async () => {
    const before = await listenerPids();
    const sender = await bus();
    const [senderPid] = [...(await listenerPids())].filter((pid) => !before.has(pid));
    const receiver = await bus();
    const woken: string[] = [];
    receiver.subscribe({ alert: (userId, alertId) => woken.push(`${userId}:${alertId}`) });
    const alert = { id: 41, user_id: 'user-a' } as Alert;

    sender.committed([alert]);
    await vi.waitFor(() => expect(woken).toEqual(['user-a:41']));

    // The sender's connection dies (the receiver's stays); the sender commits an alert at once, on the dead one.
    await sql`select pg_terminate_backend(${senderPid!})`.execute(t.db);
    sender.committed([{ ...alert, id: 42 }]);
    await vi.waitFor(() => expect(woken).toEqual(['user-a:41', 'user-a:42']), { timeout: 10_000 });
  });
});
