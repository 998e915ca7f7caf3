// Two real server processes on one Postgres database: a stream held on B receives the alert of a moderation
// decision made through A's HTTP API (LISTEN/NOTIFY, no polling), also across a loss of B's listener connection.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AlertNotification, createApiClient } from '../../packages/client/src/index';
import { createLogger } from '../src/logger';
import { ALERT_LISTENER_NAME } from '../src/realtime/postgres-alert-bus';
import { type RunningServer, startServer } from '../src/server';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

const postgres = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(!postgres)(
  'alert streams across two server processes (Postgres only: SQLite serves one process)',
  () => {
    let t: TestApp;
    let a: RunningServer;
    let b: RunningServer;

    beforeAll(async () => {
      t = await createTestApp();
      // Both share the database and the data folder (so the signing key): two processes of one deployment.
      const config = { ...t.config, port: 0, host: '127.0.0.1' };
      a = await startServer(config, createLogger('silent'));
      b = await startServer(config, createLogger('silent'));
    });
    afterAll(async () => {
      await a?.close(100);
      await b?.close(100);
      await t?.close();
    });

    /** A browser-like client of one server over real HTTP. */
    const clientOf = (server: RunningServer) =>
      createApiClient({ baseUrl: server.url, storage: null, eventTarget: null });

    it('a stream on B receives what A’s API raises, and survives B losing its listener connection', async () => {
      const password = 'correct horse battery';
      const ownerOnA = clientOf(a);
      const owner = await ownerOnA.auth.signUp({ email: `owner-${Date.now()}@example.com`, password });
      const moderatorOnA = clientOf(a);
      const moderator = await moderatorOnA.auth.signUp({ email: `mod-${Date.now()}@example.com`, password });
      await grantRole(t.db, moderator.id, 'moderator');

      const ownerOnB = clientOf(b);
      await ownerOnB.auth.signIn({ email: owner.email, password });
      const received: AlertNotification[] = [];
      const statuses: string[] = [];
      const stream = ownerOnB.alerts.connect({
        onAlert: (alert) => received.push(alert),
        onStatus: (status) => statuses.push(status),
      });

      const listing = async (title: string) =>
        ownerOnA.request<{ id: string }>('POST', '/api/v1/properties', {
          json: {
            title,
            location: '9 Elm St, Dallas, TX 75201',
            price: 150_000,
            propertyType: 'single_family',
          },
        });
      const publish = (id: string) =>
        moderatorOnA.request('POST', `/api/v1/properties/${id}/moderation`, { json: { action: 'publish' } });

      // Once B has answered the stream, every later commit reaches it.
      await vi.waitFor(() => expect(statuses).toContain('open'));
      const first = await listing('First on A');
      await publish(first.id);
      await vi.waitFor(() => expect(received.map((alert) => alert.propertyId)).toEqual([first.id]), {
        timeout: 5000,
      });

      // B's listener connection dies; an alert raised meanwhile still arrives once B has listened again.
      const { rows } = await sql<{ killed: boolean }>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where application_name = ${ALERT_LISTENER_NAME} and datname = current_database()`.execute(t.db);
      expect(rows.length).toBe(3); // A, B and the test app's own handle
      const second = await listing('Second on A');
      await publish(second.id);
      await vi.waitFor(
        () => expect(received.map((alert) => alert.propertyId)).toEqual([first.id, second.id]),
        { timeout: 10_000 },
      );
      // B answered the publish through its listener's reconnect, not by a new stream: the stream never dropped.
      expect(statuses).toEqual(['connecting', 'open']);
      stream.close();
    });
  },
);
