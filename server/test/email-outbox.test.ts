// The email outbox: retries with backoff then failure, dedupe keys, preferences blocking, and claims that never
// send an email twice when several workers run at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../src/mail/outbox';
import { deliverDueEmails, MAX_EMAIL_ATTEMPTS } from '../src/mail/outbox-worker';
import { recordingTransport, workerDeps } from './support/mail-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let account: Awaited<ReturnType<TestApp['signUp']>>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.signUp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('email_preferences').execute();
});

const offerEmail = (overrides: Partial<Parameters<typeof enqueueEmail>[1]> = {}) => ({
  userId: account.user.id as string,
  to: account.email,
  kind: 'offers' as const,
  subject: 'New offer',
  text: 'You have a new offer.',
  ...overrides,
});
const rowOf = (id: string) =>
  t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('outbox delivery', () => {
  it('retries a failing send after 1 then 5 minutes and records the send', async () => {
    const transport = recordingTransport();
    const deps = workerDeps(t, transport);
    const { id, queued } = await enqueueEmail(t.db, offerEmail());
    expect(queued).toBe(true);
    transport.failNext(2);
    const start = new Date(Date.now() + 1000);

    expect(await deliverDueEmails(deps, start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP 451 try again later' });
    expect(Date.parse(row.next_attempt_at)).toBe(start.getTime() + MINUTE);

    // Not due yet: nothing happens.
    expect(await deliverDueEmails(deps, new Date(start.getTime() + MINUTE - 1))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const second = new Date(start.getTime() + MINUTE);
    expect(await deliverDueEmails(deps, second)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(Date.parse(row.next_attempt_at)).toBe(second.getTime() + 5 * MINUTE);

    const third = new Date(second.getTime() + 5 * MINUTE);
    expect(await deliverDueEmails(deps, third)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null, transport: 'test' });
    expect(row.sent_at).toBe(third.toISOString());
    expect(transport.sent.map((email) => email.subject)).toEqual(['New offer']);
    // Sent once: later rounds leave it alone.
    expect((await deliverDueEmails(deps, new Date(third.getTime() + 60 * MINUTE))).sent).toBe(0);
  });

  it(`marks an email failed after ${MAX_EMAIL_ATTEMPTS} failed attempts, with backoff growing x5`, async () => {
    const transport = recordingTransport();
    const deps = workerDeps(t, transport);
    const { id } = await enqueueEmail(t.db, offerEmail());
    transport.failNext(100);
    let now = new Date(Date.now() + 1000);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      await deliverDueEmails(deps, now);
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_EMAIL_ATTEMPTS) {
        expect(row.status).toBe('queued');
        delays.push((Date.parse(row.next_attempt_at) - now.getTime()) / MINUTE);
        now = new Date(row.next_attempt_at);
      } else {
        expect(row.status).toBe('failed');
      }
    }
    expect(delays).toEqual([1, 5, 25, 125, 625]);
    expect(await deliverDueEmails(deps, new Date(now.getTime() + 10_000 * MINUTE))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(transport.sent).toHaveLength(0);
  });

  it('takes back an email whose sender stopped mid-send once its claim lease ran out', async () => {
    const transport = recordingTransport();
    const { id } = await enqueueEmail(t.db, offerEmail());
    await t.db
      .updateTable('email_outbox')
      .set({ status: 'sending', attempts: 1, next_attempt_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await deliverDueEmails(workerDeps(t, transport), new Date())).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each email once when several workers run at the same time', async () => {
    const sends: string[] = [];
    const slow = {
      name: 'slow',
      isLocalMailbox: false,
      async send(email: { subject: string }) {
        sends.push(email.subject);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      async close() {},
    };
    for (let i = 0; i < 45; i += 1) await enqueueEmail(t.db, offerEmail({ subject: `Email ${i}` }));
    const now = new Date(Date.now() + 1000);
    const reports = await Promise.all([1, 2, 3].map(() => deliverDueEmails(workerDeps(t, slow), now)));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(45);
    expect(new Set(sends).size).toBe(45);
    expect(sends).toHaveLength(45);
  });
});

describe('enqueueEmail', () => {
  it('queues at most one email per dedupe key', async () => {
    const key = 'saved-search:abc:2026-11-23';
    const first = await enqueueEmail(t.db, offerEmail({ kind: 'saved_search_instant', dedupeKey: key }));
    const again = await enqueueEmail(t.db, offerEmail({ kind: 'saved_search_instant', dedupeKey: key }));
    const nextDay = await enqueueEmail(
      t.db,
      offerEmail({ kind: 'saved_search_instant', dedupeKey: 'saved-search:abc:2026-11-24' }),
    );
    expect(first.queued).toBe(true);
    expect(again).toEqual({ id: first.id, queued: false });
    expect(nextDay.queued).toBe(true);
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(2);
  });

  it('works inside the caller transaction: a rollback leaves no email', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, offerEmail());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(0);
  });

  it('does not queue kinds the user switched off, but always queues password resets', async () => {
    const off = await t.call('PUT', '/api/v1/me/email-preferences', {
      token: account.accessToken,
      json: { kinds: { offers: false }, savedSearchFrequency: 'daily' },
    });
    expect(off.status).toBe(200);
    expect(await enqueueEmail(t.db, offerEmail())).toEqual({ id: '', queued: false });
    expect((await enqueueEmail(t.db, offerEmail({ kind: 'contracts' }))).queued).toBe(true);
    expect((await enqueueEmail(t.db, offerEmail({ kind: 'saved_search_instant' }))).queued).toBe(false);
    expect((await enqueueEmail(t.db, offerEmail({ kind: 'saved_search_digest' }))).queued).toBe(true);
    expect((await enqueueEmail(t.db, offerEmail({ kind: 'password_reset' }))).queued).toBe(true);
  });

  it('applies the preferences of the account an address belongs to when no user is named', async () => {
    await t.call('PUT', '/api/v1/me/email-preferences', {
      token: account.accessToken,
      json: { kinds: { test: false } },
    });
    const upper = account.email.toUpperCase();
    expect((await enqueueEmail(t.db, offerEmail({ userId: null, to: upper, kind: 'test' }))).queued).toBe(
      false,
    );
  });
});
