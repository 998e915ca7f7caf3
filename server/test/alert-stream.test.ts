// The alert stream: only the caller's alerts, replay after Last-Event-ID then live, tickets, 401s, heartbeats,
// replay after a restart, streams ended with the access (suspension, deletion, on every process), and
// @dealloop/client's alerts.connect against the real app (SQLite and Postgres).
import { ALERTS, type GeneralAlertKind } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AlertStreamStatus, createApiClient } from '../../packages/client/src/index';
import { writeAndRaise } from '../src/alerts/write-with-alerts';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/app-env';
import { createLogger } from '../src/logger';
import { MAX_ALERT_STREAMS_PER_USER } from '../src/realtime/alert-streams';
import { prepare } from '../src/server';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, nextIp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STREAM = '/api/v1/alerts/stream';

interface StreamEvent {
  id: string | null;
  event: string;
  data: any;
}

/** Reads an event stream as it arrives: its events and comments. */
function reading(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  /** Ids of blocks without data (the preamble's resume point). */
  const resumeIds: string[] = [];
  let buffer = '';
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { id: null, event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data = JSON.parse(line.slice(6));
              hasData = true;
            }
          }
          if (hasData) events.push(event);
          else if (event.id !== null) resumeIds.push(event.id);
        }
      }
    } catch {
      // Cancelled by the test.
    }
    ended = true;
  })();
  return {
    events,
    comments,
    resumeIds,
    ids: () => events.map((event) => event.id),
    get ended() {
      return ended;
    },
    /** Waits until `count` events have arrived. */
    async waitFor(count: number) {
      await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
      return events;
    },
    async close() {
      await reader.cancel().catch(() => {});
      await done;
    },
  };
}

/** Opens the stream in-process; `lastEventId` goes in the header. */
async function open(
  app: { request: TestApp['app']['request'] },
  options: { token?: string; ticket?: string; lastEventId?: string; query?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const params = new URLSearchParams();
  if (options.ticket !== undefined) params.set('ticket', options.ticket);
  const query = params.size ? `?${params}` : (options.query ?? '');
  return app.request(`${STREAM}${query}`, { headers });
}

/** Opens a stream and waits until the server says it is connected. */
async function connected(
  app: { request: TestApp['app']['request'] },
  options: { token?: string; ticket?: string; lastEventId?: string; query?: string } = {},
) {
  const stream = reading(await open(app, options));
  await vi.waitFor(() => expect(stream.comments).toContain('connected'));
  return stream;
}

/** Signs `account` in again, as from another device: a second session's tokens. */
async function signInElsewhere(account: { email: string; password: string }) {
  const res = await t.call('POST', '/api/v1/auth/sign-in', {
    json: { email: account.email, password: account.password },
    ip: nextIp(),
  });
  expect(res.status).toBe(200);
  return res.data.session as { accessToken: string };
}

/** Raises alerts of `kind` for the users, in order, each in its own transaction; answers their ids. */
async function raise(
  deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>,
  userIds: string[],
  kind: GeneralAlertKind = 'buyerJoined',
) {
  const ids: string[] = [];
  for (const userId of userIds) {
    const { alerts } = await writeAndRaise(deps, (_trx, raiseAlert) => raiseAlert({ userId, kind }));
    ids.push(String(alerts[0]!.id));
  }
  return ids;
}

describe('GET /alerts/stream', () => {
  it('answers an event stream that nothing buffers, and sends only the caller’s alerts, in order', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const response = await open(t.app, { token: alice.accessToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const aliceStream = reading(response);
    const bobStream = reading(await open(t.app, { token: bob.accessToken }));
    await vi.waitFor(() => expect(aliceStream.comments).toContain('connected'));
    await vi.waitFor(() => expect(bobStream.comments).toContain('connected'));

    const [a1, b1, a2] = await raise(t.deps, [alice.user.id, bob.user.id, alice.user.id]);
    await aliceStream.waitFor(2);
    await bobStream.waitFor(1);
    expect(aliceStream.ids()).toEqual([a1, a2]);
    expect(bobStream.ids()).toEqual([b1]);
    expect(aliceStream.events[0]!.event).toBe('alert');
    // The event data is the notification as the bell lists it.
    const bell = await t.call('GET', '/api/v1/notifications', { token: alice.accessToken });
    expect(aliceStream.events.map((event) => event.data)).toEqual([...bell.data.items].reverse());
    expect(aliceStream.events[0]!.data).toMatchObject({
      id: a1,
      kind: 'buyerJoined',
      title: ALERTS.buyerJoined.title,
      read: false,
    });
    await aliceStream.close();
    await bobStream.close();
  });

  it('delivers the alert of a moderation decision made through the API', async () => {
    const owner = await t.signUp();
    const moderator = await t.signUp();
    await grantRole(t.db, moderator.user.id, 'moderator');
    const stream = reading(await open(t.app, { token: owner.accessToken }));
    const created = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: {
        title: 'Brick ranch',
        location: '9 Elm St, Dallas, TX 75201',
        price: 150_000,
        propertyType: 'single_family',
      },
    });
    expect(created.status).toBe(201);
    const published = await t.call('POST', `/api/v1/properties/${created.data.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'publish' },
    });
    expect(published.status).toBe(200);
    const [event] = await stream.waitFor(1);
    expect(event!.data).toMatchObject({ kind: 'propertyPublished', link: `/property/${created.data.id}` });
    await stream.close();
  });

  it('replays what was raised while disconnected after Last-Event-ID, once and in order, then goes live', async () => {
    const user = await t.signUp();
    const first = reading(await open(t.app, { token: user.accessToken }));
    await vi.waitFor(() => expect(first.comments).toContain('connected'));
    const [seen] = await raise(t.deps, [user.user.id]);
    await first.waitFor(1);
    await first.close();

    const missed = await raise(t.deps, [user.user.id, user.user.id, user.user.id]);
    const again = reading(await open(t.app, { token: user.accessToken, lastEventId: seen }));
    await again.waitFor(3);
    const live = await raise(t.deps, [user.user.id]);
    await again.waitFor(4);
    expect(again.ids()).toEqual([...missed, ...live]);
    await again.close();

    // EventSource's first connect passes it in the query.
    const byQuery = reading(
      await open(t.app, { token: user.accessToken, query: `?lastEventId=${missed[1]}` }),
    );
    await byQuery.waitFor(2);
    expect(byQuery.ids()).toEqual([missed[2], live[0]]);
    await byQuery.close();
  });

  it('without Last-Event-ID starts with the next alert, replaying nothing', async () => {
    const user = await t.signUp();
    await raise(t.deps, [user.user.id, user.user.id]);
    const stream = reading(await open(t.app, { token: user.accessToken }));
    await vi.waitFor(() => expect(stream.comments).toContain('connected'));
    const [next] = await raise(t.deps, [user.user.id]);
    await stream.waitFor(1);
    expect(stream.ids()).toEqual([next]);
    await stream.close();
  });

  it('tells a new stream where it starts, so a drop before its first alert resumes without a gap', async () => {
    const user = await t.signUp();
    const [before] = await raise(t.deps, [user.user.id]);
    const first = reading(await open(t.app, { token: user.accessToken }));
    await vi.waitFor(() => expect(first.resumeIds).toEqual([before]));
    await first.close();

    const missed = await raise(t.deps, [user.user.id, user.user.id]);
    const again = reading(await open(t.app, { token: user.accessToken, lastEventId: first.resumeIds[0] }));
    await again.waitFor(2);
    expect(again.ids()).toEqual(missed);
    expect(again.resumeIds).toEqual([before]);
    await again.close();
  });

  it('replays a long backlog completely', async () => {
    const user = await t.signUp();
    const ids = await raise(
      t.deps,
      Array.from({ length: 230 }, () => user.user.id),
    );
    const stream = reading(await open(t.app, { token: user.accessToken, lastEventId: '0' }));
    await stream.waitFor(230);
    expect(stream.ids()).toEqual(ids);
    await stream.close();
  });

  it('keeps at most MAX_ALERT_STREAMS_PER_USER streams of a user open: a new one ends the oldest', async () => {
    const user = await t.signUp();
    const bystander = await t.signUp();
    const other = await connected(t.app, { token: bystander.accessToken });
    const tabs: Awaited<ReturnType<typeof connected>>[] = [];
    for (let i = 0; i < MAX_ALERT_STREAMS_PER_USER; i += 1)
      tabs.push(await connected(t.app, { token: user.accessToken }));
    expect(tabs.some((tab) => tab.ended)).toBe(false);
    tabs.push(await connected(t.app, { token: user.accessToken }));
    tabs.push(await connected(t.app, { token: user.accessToken }));
    await vi.waitFor(() =>
      expect(tabs.map((tab) => tab.ended)).toEqual([true, true, ...tabs.slice(2).map(() => false)]),
    );
    const [id] = await raise(t.deps, [user.user.id]);
    for (const tab of tabs.slice(2)) expect((await tab.waitFor(1)).map((event) => event.id)).toEqual([id]);
    expect(other.ended).toBe(false);
    for (const tab of [...tabs, other]) await tab.close();
  });

  it('answers 401 JSON without credentials, with a bad token or a bad ticket, and 400 for a bad Last-Event-ID', async () => {
    const user = await t.signUp();
    const cases = [
      [await open(t.app), 401, 'unauthorized'],
      [await open(t.app, { token: 'not-a-token' }), 401, 'invalid_token'],
      [await open(t.app, { ticket: 'not-a-ticket' }), 401, 'invalid_ticket'],
      [await open(t.app, { token: user.accessToken, lastEventId: 'abc' }), 400, 'invalid_request'],
    ] as const;
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()).error).toMatchObject({ code, message: expect.any(String) });
    }
  });
});

describe('stream tickets', () => {
  it('a ticket opens the stream once, without the bearer header', async () => {
    const user = await t.signUp();
    const issued = await t.call('POST', '/api/v1/alerts/stream-ticket', { token: user.accessToken });
    expect(issued.status).toBe(200);
    expect(issued.data).toEqual({ ticket: expect.any(String), expiresAt: expect.any(String) });
    const ttl = Date.parse(issued.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    const response = await open(t.app, { ticket: issued.data.ticket });
    expect(response.status).toBe(200);
    const stream = reading(response);
    await vi.waitFor(() => expect(stream.comments).toContain('connected'));
    const [id] = await raise(t.deps, [user.user.id]);
    await stream.waitFor(1);
    expect(stream.ids()).toEqual([id]);
    await stream.close();

    const reused = await open(t.app, { ticket: issued.data.ticket });
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe('invalid_ticket');
  });

  it('a ticket expires, and one of a signed-out session no longer works', async () => {
    const user = await t.signUp();
    const expired = await t.call('POST', '/api/v1/alerts/stream-ticket', { token: user.accessToken });
    await t.db
      .updateTable('stream_tickets')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await open(t.app, { ticket: expired.data.ticket })).status).toBe(401);

    const orphan = await t.call('POST', '/api/v1/alerts/stream-ticket', { token: user.accessToken });
    await t.call('POST', '/api/v1/auth/sign-out', { json: { refreshToken: user.refreshToken } });
    expect((await open(t.app, { ticket: orphan.data.ticket })).status).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.call('POST', '/api/v1/alerts/stream-ticket');
    expect(res.status).toBe(401);
    expect(res.data.error.code).toBe('unauthorized');
  });
});

describe('heartbeats, shutdown and restart', () => {
  it('sends a heartbeat comment every ALERT_HEARTBEAT_MS', async () => {
    const { deps, database } = await prepare({ ...t.config, alertHeartbeatMs: 20 }, createLogger('silent'));
    const app = createApp(deps);
    const user = await t.signUp();
    const stream = reading(await open(app, { token: user.accessToken }));
    await vi.waitFor(() =>
      expect(stream.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThan(2),
    );
    await stream.close();
    await deps.alertBus.close();
    await database.close();
  });

  it('ends open streams when the process shuts down, and replays after a restart on the same database', async () => {
    const user = await t.signUp();
    const before = await prepare(t.config, createLogger('silent'));
    const stream = reading(await open(createApp(before.deps), { token: user.accessToken }));
    await vi.waitFor(() => expect(stream.comments).toContain('connected'));
    const [seen] = await raise(before.deps, [user.user.id]);
    await stream.waitFor(1);
    await before.deps.alertBus.close();
    await vi.waitFor(() => expect(stream.ended).toBe(true));
    await before.database.close();

    // While no server runs, work goes on elsewhere (here: straight through the test app's handle).
    const missed = await raise(t.deps, [user.user.id, user.user.id]);
    const after = await prepare(t.config, createLogger('silent'));
    const resumed = reading(
      await open(createApp(after.deps), { token: user.accessToken, lastEventId: seen }),
    );
    await resumed.waitFor(2);
    expect(resumed.ids()).toEqual(missed);
    await resumed.close();
    await after.deps.alertBus.close();
    await after.database.close();
  });
});

describe('access that ends', () => {
  it("ends every open stream of a user an admin suspends, refuses a reconnect, and leaves others' open", async () => {
    const admin = await t.signUp();
    await grantRole(t.db, admin.user.id, 'admin');
    const suspended = await t.signUp();
    const bystander = await t.signUp();
    const tabs = [
      await connected(t.app, { token: suspended.accessToken }),
      await connected(t.app, { token: suspended.accessToken }),
    ];
    const other = await connected(t.app, { token: bystander.accessToken });

    const res = await t.call('POST', `/api/v1/admin/users/${suspended.user.id}/suspension`, {
      token: admin.accessToken,
      json: { reason: 'Fake listings' },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(tabs.map((tab) => tab.ended)).toEqual([true, true]));
    const again = await open(t.app, { token: suspended.accessToken });
    expect(again.status).toBe(403);
    expect((await again.json()).error.code).toBe('account_suspended');

    expect(other.ended).toBe(false);
    const [id] = await raise(t.deps, [bystander.user.id]);
    await other.waitFor(1);
    expect(other.ids()).toEqual([id]);
    await other.close();
  });

  it('ends the open streams of an account its owner deletes', async () => {
    const user = await t.signUp();
    const stream = await connected(t.app, { token: user.accessToken });
    const res = await t.call('DELETE', '/api/v1/me', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(res.status).toBe(204);
    await vi.waitFor(() => expect(stream.ended).toBe(true));
  });

  it('ends the stream of a session signed out from My Account: it is refused on reconnect, the current one comes back', async () => {
    const user = await t.signUp();
    const tablet = await signInElsewhere(user);
    const here = await connected(t.app, { token: user.accessToken });
    const there = await connected(t.app, { token: tablet.accessToken });
    const list = await t.call('GET', '/api/v1/auth/sessions', { token: user.accessToken });
    const tabletSession = (list.data.items as { id: string; current: boolean }[]).find(
      (item) => !item.current,
    );

    const res = await t.call('DELETE', `/api/v1/auth/sessions/${tabletSession!.id}`, {
      token: user.accessToken,
    });
    expect(res.status).toBe(204);
    await vi.waitFor(() => expect(there.ended).toBe(true));
    expect((await open(t.app, { token: tablet.accessToken })).status).toBe(401);
    // The stream only knows its user, so the current session's ended too; it reconnects and resumes.
    await vi.waitFor(() => expect(here.ended).toBe(true));
    const back = await connected(t.app, { token: user.accessToken });
    const [id] = await raise(t.deps, [user.user.id]);
    await back.waitFor(1);
    expect(back.ids()).toEqual([id]);
    await back.close();
  });

  it('ends the streams of a session signed out with its refresh token alone, and of one signed out from elsewhere', async () => {
    const user = await t.signUp();
    const stream = await connected(t.app, { token: user.accessToken });
    const res = await t.call('POST', '/api/v1/auth/sign-out', { json: { refreshToken: user.refreshToken } });
    expect(res.status).toBe(204);
    await vi.waitFor(() => expect(stream.ended).toBe(true));
    expect((await open(t.app, { token: user.accessToken })).status).toBe(401);

    const other = await t.signUp();
    const laptop = await signInElsewhere(other);
    const laptopStream = await connected(t.app, { token: laptop.accessToken });
    const others = await t.call('POST', '/api/v1/auth/sessions/sign-out-others', {
      token: other.accessToken,
    });
    expect(others.data).toEqual({ signedOut: 1 });
    await vi.waitFor(() => expect(laptopStream.ended).toBe(true));
    expect((await open(t.app, { token: laptop.accessToken })).status).toBe(401);
  });

  it('ends the stream of a session whose rotated refresh token comes back after the grace window', async () => {
    const strict = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    try {
      const user = await strict.signUp();
      const rotated = await strict.call('POST', '/api/v1/auth/refresh', {
        json: { refreshToken: user.refreshToken },
      });
      expect(rotated.status).toBe(200);
      const { accessToken } = rotated.data.session as { accessToken: string };
      const stream = await connected(strict.app, { token: accessToken });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const reuse = await strict.call('POST', '/api/v1/auth/refresh', {
        json: { refreshToken: user.refreshToken },
      });
      expect(reuse.status).toBe(401);
      await vi.waitFor(() => expect(stream.ended).toBe(true));
      expect((await open(strict.app, { token: accessToken })).status).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'ends the streams a suspended user holds on another server process of the same database',
    async () => {
      const admin = await t.signUp();
      await grantRole(t.db, admin.user.id, 'admin');
      const user = await t.signUp();
      const elsewhere = await prepare(t.config, createLogger('silent'));
      const stream = await connected(createApp(elsewhere.deps), { token: user.accessToken });
      const res = await t.call('POST', `/api/v1/admin/users/${user.user.id}/suspension`, {
        token: admin.accessToken,
        json: { reason: 'Fake listings' },
      });
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(stream.ended).toBe(true));
      await elsewhere.deps.alertBus.close();
      await elsewhere.database.close();
    },
  );
});

describe('@dealloop/client alerts.connect against the app', () => {
  it('connects, replays after lastEventId, goes live, reconnects without repeats and closes on sign-out', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost',
      eventTarget: null,
      storage: null,
      fetch: async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', '203.0.113.7');
        return t.app.request(String(input), { ...init, headers });
      },
    });
    const account = { email: `stream-${Date.now()}@example.com`, password: 'correct horse battery' };
    const user = await client.auth.signUp({ ...account, fullName: 'Stream Tester' });
    const [before, ...missed] = await raise(t.deps, [user.id, user.id, user.id]);

    const received: string[] = [];
    const statuses: AlertStreamStatus[] = [];
    const stream = client.alerts.connect({
      lastEventId: before!,
      onAlert: (alert) => received.push(alert.id),
      onStatus: (status) => statuses.push(status),
    });
    await vi.waitFor(() => expect(received).toEqual(missed));
    const live = await raise(t.deps, [user.id]);
    await vi.waitFor(() => expect(received).toEqual([...missed, ...live]));
    expect(stream.lastEventId).toBe(live[0]);
    expect(statuses).toEqual(['connecting', 'open']);

    await client.auth.signOut();
    expect(statuses.at(-1)).toBe('closed');
    await raise(t.deps, [user.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([...missed, ...live]);
  });
});
