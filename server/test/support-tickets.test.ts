// Support tickets: signed in or out (with an email) a request opens a ticket and queues a confirmation; only the
// requester, the holder of the emailed key and admins read it; admins list and answer (emailed); 400s and 403s
// change nothing; requests are rate limited.
import { SUPPORT_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueEmails } from '../src/mail/outbox-worker';
import { TICKET_LIST_LIMIT } from '../src/support/support-tickets';
import { grantRole } from '../src/users/users-repo';
import { recordingTransport, workerDeps } from './support/mail-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ fullName: 'Ada Admin' });
  await grantRole(t.db, admin.user.id, 'admin');
});
afterAll(() => t.close());

const good = {
  subject: 'Photos will not upload',
  category: 'bug',
  message: 'Uploading stops at half way, every time.',
};
const open = (json: unknown, options: { token?: string; ip?: string } = {}) =>
  t.call('POST', '/api/v1/support/tickets', { json, ...options });
const ticketCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('support_tickets')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mailTo = (address: string) =>
  t.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('created_at')
    .execute();

describe('opening a ticket', () => {
  it('signed in: uses the account address and queues a confirmation email', async () => {
    const user = await t.signUp();
    const res = await open(good, { token: user.accessToken });
    expect(res.status, res.text).toBe(201);
    expect(res.data.accessKey).toBeNull();
    expect(res.data.ticket).toMatchObject({
      requesterId: user.user.id,
      email: user.email,
      subject: good.subject,
      category: 'bug',
      status: 'open',
      answer: null,
    });
    const mail = await mailTo(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'support',
      subject: SUPPORT_TEXTS.confirmationSubject(good.subject),
    });
    expect(mail[0]!.text_body).toContain(`http://localhost:3000/support?ticket=${res.data.ticket.id}`);
    const mine = await t.call('GET', '/api/v1/me/support/tickets', { token: user.accessToken });
    expect(mine.data.items.map((i: { id: string }) => i.id)).toEqual([res.data.ticket.id]);
  });

  it('signed out: needs an email, answers an access key that reads the ticket', async () => {
    const before = await ticketCount();
    const noEmail = await open(good);
    expect(noEmail.status).toBe(400);
    expect(noEmail.data.error.message).toBe(SUPPORT_TEXTS.emailRequired);
    expect(await ticketCount()).toBe(before);
    const res = await open({ ...good, email: 'visitor@example.org', name: 'Vic' });
    expect(res.status).toBe(201);
    expect(res.data.ticket).toMatchObject({ requesterId: null, email: 'visitor@example.org', name: 'Vic' });
    const key = res.data.accessKey as string;
    expect(key).toMatch(/^[\w-]{40,}$/);
    const [mail] = await mailTo('visitor@example.org');
    expect(mail!.text_body).toContain(`ticket=${res.data.ticket.id}&key=${key}`);
    // Once SMTP has it, the outbox keeps no copy of the key.
    await deliverDueEmails(workerDeps(t, recordingTransport()), new Date(Date.now() + 1000));
    const [sent] = await mailTo('visitor@example.org');
    expect(sent!.text_body).not.toContain(key);
    expect(sent!.text_body).toContain('key=[removed after sending]');
    const id = res.data.ticket.id;
    expect((await t.call('GET', `/api/v1/support/tickets/${id}?key=${key}`)).status).toBe(200);
    expect((await t.call('GET', `/api/v1/support/tickets/${id}?key=wrong`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/support/tickets/${id}`)).status).toBe(404);
  });

  it('answers 400 with core texts for a bad request and stores nothing', async () => {
    const user = await t.signUp();
    const before = await ticketCount();
    const cases: [unknown, string][] = [
      [{ ...good, subject: ' ' }, SUPPORT_TEXTS.subjectRequired],
      [{ ...good, category: 'nonsense' }, SUPPORT_TEXTS.categoryRequired],
      [{ ...good, message: 'short' }, SUPPORT_TEXTS.messageTooShort],
    ];
    for (const [body, message] of cases) {
      const res = await open(body, { token: user.accessToken });
      expect(res.status).toBe(400);
      expect(res.data.error.message).toBe(message);
    }
    expect((await open({ subject: 'x' }, { token: user.accessToken })).status).toBe(400);
    expect(await ticketCount()).toBe(before);
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('limits signed-out requests per address with a 429', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i += 1) {
      expect((await open({ ...good, email: `v${i}@example.org` }, { ip })).status).toBe(201);
    }
    const limited = await open({ ...good, email: 'v4@example.org' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.data.error.message).toBe(SUPPORT_TEXTS.rateLimited);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await open({ ...good, email: 'v5@example.org' })).status).toBe(201);
  });
});

describe('reading, answering and closing', () => {
  it('lets only the requester and admins read a ticket', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { data } = await open(good, { token: owner.accessToken });
    const read = (token?: string) => t.call('GET', `/api/v1/support/tickets/${data.ticket.id}`, { token });
    expect((await read(owner.accessToken)).status).toBe(200);
    expect((await read(admin.accessToken)).status).toBe(200);
    expect((await read(stranger.accessToken)).status).toBe(404);
    expect((await read()).status).toBe(404);
    const strangers = await t.call('GET', '/api/v1/me/support/tickets', { token: stranger.accessToken });
    expect(strangers.data.items).toEqual([]);
  });

  it('lists every ticket for admins only', async () => {
    const user = await t.signUp();
    const { data } = await open(good, { token: user.accessToken });
    expect((await t.call('GET', '/api/v1/support/tickets', { token: user.accessToken })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/support/tickets')).status).toBe(401);
    const all = await t.call('GET', '/api/v1/support/tickets?status=open', { token: admin.accessToken });
    expect(all.status).toBe(200);
    expect(all.data.items.map((i: { id: string }) => i.id)).toContain(data.ticket.id);
    expect(all.data.items.every((i: { status: string }) => i.status === 'open')).toBe(true);
    expect(
      (await t.call('GET', '/api/v1/support/tickets?status=lost', { token: admin.accessToken })).status,
    ).toBe(400);
  });

  it('pages admins through more tickets than one page holds, in order, each once; a bad cursor is a 400', async () => {
    // Tickets written straight to the table (opening them through the API is rate limited), some at the same instant.
    const base = Date.parse('2020-01-01T00:00:00.000Z');
    const rows = Array.from({ length: TICKET_LIST_LIMIT + 30 }, (_, index) => {
      const at = new Date(base + Math.floor(index / 3) * 1000).toISOString();
      return {
        id: `paged-${String(index).padStart(4, '0')}`,
        user_id: null,
        email: `paged-${index}@example.com`,
        name: null,
        subject: `Paged ${index}`,
        category: 'other' as const,
        message: 'A ticket among many.',
        status: index % 2 ? ('answered' as const) : ('open' as const),
        access_key_hash: `hash-${index}`,
        answer: null,
        answered_by: null,
        answered_at: null,
        created_at: at,
        updated_at: at,
      };
    });
    await t.db.insertInto('support_tickets').values(rows).execute();
    const readAll = async (query: string) => {
      const seen: { id: string; createdAt: string }[] = [];
      let pages = 0;
      for (let cursor: string | null = null; pages === 0 || cursor; pages++) {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = await t.call('GET', `/api/v1/support/tickets?${query}${after}`, {
          token: admin.accessToken,
        });
        expect(page.status).toBe(200);
        seen.push(...page.data.items);
        cursor = page.data.nextCursor;
      }
      return { seen, pages };
    };
    const key = (ticket: { id: string; createdAt: string }) => `${ticket.createdAt} ${ticket.id}`;

    const oldestOpen = await readAll('status=open');
    expect(oldestOpen.pages).toBe(1);
    const openKeys = oldestOpen.seen.map(key);
    expect(openKeys).toEqual([...openKeys].sort());
    const all = await readAll('');
    expect(all.pages).toBeGreaterThan(1);
    const ids = all.seen.map((ticket) => ticket.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of rows) expect(ids).toContain(row.id);
    const keys = all.seen.map(key);
    expect(keys).toEqual([...keys].sort().reverse());
    const bad = await t.call('GET', '/api/v1/support/tickets?cursor=not-a-cursor', {
      token: admin.accessToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.code).toBe('invalid_cursor');
  });

  it('admins answer: the requester sees it and is emailed; others get 403 and change nothing', async () => {
    const user = await t.signUp();
    const { data } = await open(good, { token: user.accessToken });
    const id = data.ticket.id as string;
    const answer = (token: string | undefined, text: string) =>
      t.call('POST', `/api/v1/support/tickets/${id}/answer`, { token, json: { answer: text } });
    expect((await answer(user.accessToken, 'I answer myself')).status).toBe(403);
    expect((await answer(undefined, 'Anonymous answer')).status).toBe(401);
    const blank = await answer(admin.accessToken, '   ');
    expect(blank.status).toBe(400);
    expect(blank.data.error.message).toBe(SUPPORT_TEXTS.answerRequired);
    const unchanged = await t.call('GET', `/api/v1/support/tickets/${id}`, { token: user.accessToken });
    expect(unchanged.data).toMatchObject({ status: 'open', answer: null });
    expect(await mailTo(user.email)).toHaveLength(1);

    const res = await answer(admin.accessToken, 'Please try a smaller photo; we fixed the limit.');
    expect(res.status, res.text).toBe(200);
    const seen = await t.call('GET', `/api/v1/support/tickets/${id}`, { token: user.accessToken });
    expect(seen.data).toMatchObject({
      status: 'answered',
      answer: 'Please try a smaller photo; we fixed the limit.',
    });
    const mail = await mailTo(user.email);
    expect(mail).toHaveLength(2);
    expect(mail[1]).toMatchObject({ kind: 'support', subject: SUPPORT_TEXTS.answerSubject(good.subject) });
    expect(mail[1]!.text_body).toContain('Please try a smaller photo');
    expect((await answer(admin.accessToken, 'x')).status).toBe(200);
    expect(
      (
        await t.call('POST', '/api/v1/support/tickets/nope/answer', {
          token: admin.accessToken,
          json: { answer: 'Hi' },
        })
      ).status,
    ).toBe(404);
  });

  it('the requester closes a ticket once; a closed ticket takes no answer; strangers cannot close', async () => {
    const user = await t.signUp();
    const stranger = await t.signUp();
    const { data } = await open(good, { token: user.accessToken });
    const close = (token?: string) =>
      t.call('POST', `/api/v1/support/tickets/${data.ticket.id}/close`, { token });
    expect((await close(stranger.accessToken)).status).toBe(404);
    const closed = await close(user.accessToken);
    expect(closed.status).toBe(200);
    expect(closed.data.status).toBe('closed');
    expect((await close(user.accessToken)).data.error.code).toBe('ticket_closed');
    const late = await t.call('POST', `/api/v1/support/tickets/${data.ticket.id}/answer`, {
      token: admin.accessToken,
      json: { answer: 'Too late' },
    });
    expect(late.status).toBe(409);
  });
});

describe('the requester’s data', () => {
  it('exports the requester’s tickets and deletes them with the account', async () => {
    const user = await t.signUp();
    const { data } = await open(good, { token: user.accessToken });
    const exported = await t.call('POST', '/api/v1/me/export', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(exported.data.supportTickets).toEqual([
      expect.objectContaining({ id: data.ticket.id, subject: good.subject, status: 'open' }),
    ]);
    expect(exported.data.currentPlan).toBeNull();
    const deleted = await t.call('DELETE', '/api/v1/me', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const left = await t.db
      .selectFrom('support_tickets')
      .select('id')
      .where('id', '=', data.ticket.id)
      .execute();
    expect(left).toEqual([]);
  });
});
