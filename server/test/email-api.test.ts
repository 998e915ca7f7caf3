// Email over the API: Notification Settings, one-click unsubscribe from the link and headers of every email, the
// admin mailbox and test email (403 for others), and the password reset email.
import { OPTIONAL_EMAIL_KINDS } from '@dealloop/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setEmailPreferences } from '../src/mail/email-preferences';
import { enqueueEmail } from '../src/mail/outbox';
import { deliverDueEmails, MAX_EMAIL_ATTEMPTS } from '../src/mail/outbox-worker';
import { createMailboxTransport } from '../src/mail/transport';
import { grantRole } from '../src/users/users-repo';
import { recordingTransport, workerDeps } from './support/mail-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let admin: Account;
let member: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ fullName: 'Ada Admin' });
  await grantRole(t.db, admin.user.id, 'admin');
  member = await t.signUp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('email_preferences').execute();
  await t.db.deleteFrom('email_suppressions').execute();
});

/** Sends everything due and answers the messages as the transport got them. */
async function deliver() {
  const transport = recordingTransport();
  await deliverDueEmails(workerDeps(t, transport), new Date(Date.now() + 1000));
  return transport.sent;
}
const preferences = (account: Account) =>
  t.call('GET', '/api/v1/me/email-preferences', { token: account.accessToken });

describe('Notification Settings API', () => {
  it('starts with every kind on and instant saved-search emails', async () => {
    const res = await preferences(member);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      kinds: {
        saved_search_instant: true,
        saved_search_digest: false,
        offers: true,
        contracts: true,
        listings: true,
        support: true,
        buyers_list_deal: true,
        test: true,
      },
      savedSearchFrequency: 'instant',
    });
  });

  it('saves toggles and the saved-search frequency, per user', async () => {
    const put = await t.call('PUT', '/api/v1/me/email-preferences', {
      token: member.accessToken,
      json: { kinds: { contracts: false }, savedSearchFrequency: 'daily' },
    });
    expect(put.status).toBe(200);
    expect(put.data.kinds).toMatchObject({ contracts: false, offers: true });
    expect(put.data.savedSearchFrequency).toBe('daily');
    expect((await preferences(member)).data).toEqual(put.data);
    const off = await t.call('PUT', '/api/v1/me/email-preferences', {
      token: member.accessToken,
      json: { savedSearchFrequency: 'off' },
    });
    expect(off.data.kinds).toMatchObject({ saved_search_instant: false, saved_search_digest: false });
    expect(off.data.savedSearchFrequency).toBe('off');
    expect((await preferences(admin)).data.kinds.contracts).toBe(true);
  });

  it('refuses unknown kinds, password resets, bad values and anonymous callers', async () => {
    for (const json of [
      { kinds: { password_reset: false } },
      { kinds: { sms: true } },
      { kinds: { offers: 'no' } },
      { savedSearchFrequency: 'weekly' },
    ]) {
      const res = await t.call('PUT', '/api/v1/me/email-preferences', { token: member.accessToken, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data.error.code).toBeTruthy();
    }
    expect((await t.call('GET', '/api/v1/me/email-preferences')).status).toBe(401);
    expect((await t.call('PUT', '/api/v1/me/email-preferences', { json: {} })).status).toBe(401);
  });
});

describe('unsubscribe', () => {
  it('puts a one-click unsubscribe link and RFC 8058 headers in every email a user can turn off', async () => {
    // The digest is off by default (instant is the default frequency): switch every kind on.
    await setEmailPreferences(
      t.db,
      member.user.id,
      Object.fromEntries(OPTIONAL_EMAIL_KINDS.map((k) => [k, true])),
    );
    for (const kind of OPTIONAL_EMAIL_KINDS) {
      await enqueueEmail(t.db, {
        userId: member.user.id,
        to: member.email,
        kind,
        subject: `About ${kind}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }
    const sent = await deliver();
    expect(sent.map((email) => email.subject).sort()).toEqual(
      OPTIONAL_EMAIL_KINDS.map((kind) => `About ${kind}`).sort(),
    );
    for (const email of sent) {
      const pageLink = /Unsubscribe from these emails: (\S+)/.exec(email.text)?.[1];
      expect(pageLink, email.subject).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+$/);
      expect(email.html).toContain(`href="${pageLink}"`);
      expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const token = new URL(pageLink!).searchParams.get('token');
      expect(email.headers['List-Unsubscribe']).toBe(
        `<http://localhost:3000/api/v1/email/unsubscribe?token=${token}>`,
      );
    }
  });

  it('unsubscribes with one POST of the header URL, without signing in, and stops that kind only', async () => {
    await enqueueEmail(t.db, {
      userId: member.user.id,
      to: member.email,
      kind: 'offers',
      subject: 'Offer',
      text: 'x',
    });
    const [email] = await deliver();
    const url = new URL(email!.headers['List-Unsubscribe']!.slice(1, -1));

    const info = await t.call('GET', `${url.pathname}${url.search}`);
    expect(info.data).toEqual({ kind: 'offers', label: 'Offers', unsubscribed: false });
    expect((await preferences(member)).data.kinds.offers).toBe(true);

    const res = await t.call('POST', `${url.pathname}${url.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ kind: 'offers', label: 'Offers', unsubscribed: true });
    expect((await preferences(member)).data.kinds).toMatchObject({ offers: false, contracts: true });
    const again = await t.call('POST', `${url.pathname}${url.search}`);
    expect(again.status).toBe(200);
    expect(
      (
        await enqueueEmail(t.db, {
          userId: member.user.id,
          to: member.email,
          kind: 'offers',
          subject: 'x',
          text: 'x',
        })
      ).queued,
    ).toBe(false);
  });

  it('unsubscribes an address without an account from test emails', async () => {
    const sent = await t.call('POST', '/api/v1/admin/test-email', {
      token: admin.accessToken,
      json: { to: 'Outside@Example.org' },
    });
    expect(sent.status).toBe(202);
    const [email] = await deliver();
    const url = new URL(email!.headers['List-Unsubscribe']!.slice(1, -1));
    expect((await t.call('POST', `${url.pathname}${url.search}`)).status).toBe(200);
    const blocked = await t.call('POST', '/api/v1/admin/test-email', {
      token: admin.accessToken,
      json: { to: 'outside@example.org' },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.data.error.code).toBe('email_turned_off');
  });

  it('answers 400 for a missing token and 404 for an unknown one', async () => {
    const missing = await t.call('POST', '/api/v1/email/unsubscribe');
    expect(missing.status).toBe(400);
    for (const method of ['GET', 'POST']) {
      const unknown = await t.call(method, '/api/v1/email/unsubscribe?token=nope');
      expect(unknown.status).toBe(404);
      expect(unknown.data.error).toEqual({
        code: 'invalid_unsubscribe_token',
        message:
          'This unsubscribe link is not valid. Open the whole link from the email, or change your emails in Notification Settings.',
      });
    }
  });

  it('does not unsubscribe with the token of a password reset email', async () => {
    await t.call('POST', '/api/v1/auth/password-reset', { json: { email: member.email } });
    const row = await t.db.selectFrom('email_outbox').select('unsubscribe_token').executeTakeFirstOrThrow();
    const res = await t.call('POST', `/api/v1/email/unsubscribe?token=${row.unsubscribe_token}`);
    expect(res.status).toBe(404);
  });
});

describe('admin mailbox and test email', () => {
  it('refuses members (403) and anonymous callers (401)', async () => {
    expect((await t.call('GET', '/api/v1/admin/mailbox', { token: member.accessToken })).status).toBe(403);
    const post = await t.call('POST', '/api/v1/admin/test-email', {
      token: member.accessToken,
      json: { to: 'a@example.com' },
    });
    expect(post.status).toBe(403);
    expect(post.data.error.code).toBe('forbidden');
    expect((await t.call('GET', '/api/v1/admin/mailbox')).status).toBe(401);
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(0);
  });

  it('queues a test email, and the mailbox shows it queued, then sent as the transport got it', async () => {
    const bad = await t.call('POST', '/api/v1/admin/test-email', {
      token: admin.accessToken,
      json: { to: 'nope' },
    });
    expect(bad.status).toBe(400);
    const queued = await t.call('POST', '/api/v1/admin/test-email', {
      token: admin.accessToken,
      json: { to: 'tester@example.com' },
    });
    expect(queued.status).toBe(202);
    let box = await t.call('GET', '/api/v1/admin/mailbox', { token: admin.accessToken });
    expect(box.data.total).toBe(1);
    expect(box.data.items[0]).toMatchObject({
      id: queued.data.id,
      to: 'tester@example.com',
      kind: 'test',
      subject: 'DealLoop test email',
      status: 'queued',
      sentAt: null,
    });
    expect(box.data.items[0].text).toContain('sent by Ada Admin');

    const [email] = await deliver();
    box = await t.call('GET', '/api/v1/admin/mailbox', { token: admin.accessToken });
    expect(box.data.items[0]).toMatchObject({ status: 'sent', attempts: 1, transport: 'test' });
    expect(box.data.items[0].text).toBe(email!.text);
    expect(box.data.items[0].text).toContain('/unsubscribe?token=');
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { id } = await enqueueEmail(t.db, {
        userId: null,
        to: `p${i}@example.com`,
        kind: 'test',
        subject: `S${i}`,
        text: 'x',
      });
      // Emails queued within one millisecond have no order between them: give each its own minute.
      const createdAt = new Date(Date.UTC(2026, 10, 23, 10, i)).toISOString();
      await t.db.updateTable('email_outbox').set({ created_at: createdAt }).where('id', '=', id).execute();
    }
    const first = await t.call('GET', '/api/v1/admin/mailbox?limit=2', { token: admin.accessToken });
    const second = await t.call('GET', '/api/v1/admin/mailbox?limit=2&offset=2', {
      token: admin.accessToken,
    });
    expect(first.data.total).toBe(5);
    expect(first.data.items.map((item: { subject: string }) => item.subject)).toEqual(['S4', 'S3']);
    expect(second.data.items.map((item: { subject: string }) => item.subject)).toEqual(['S2', 'S1']);
    const invalid = await t.call('GET', '/api/v1/admin/mailbox?limit=0', { token: admin.accessToken });
    expect(invalid.status).toBe(400);
  });
});

describe('password reset email', () => {
  it('sends the reset link through the outbox even when the user switched every kind off', async () => {
    await t.call('PUT', '/api/v1/me/email-preferences', {
      token: member.accessToken,
      json: {
        kinds: { offers: false, contracts: false, listings: false, test: false },
        savedSearchFrequency: 'off',
      },
    });
    const res = await t.call('POST', '/api/v1/auth/password-reset', { json: { email: member.email } });
    expect(res.status).toBe(202);
    const [email] = await deliver();
    expect(email).toMatchObject({ to: member.email, subject: 'Reset your DealLoop password' });
    expect(email!.text).toContain('within 60 minutes');
    const link = new URL(/http\S+reset-password\S+/.exec(email!.text)![0]);
    expect(link.pathname).toBe('/auth/reset-password');
    // A password reset is not something to unsubscribe from.
    expect(email!.headers['List-Unsubscribe']).toBeUndefined();
    const confirm = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token: link.searchParams.get('token'), password: 'a brand new password' },
    });
    expect(confirm.status).toBe(204);
  });

  it('never lets an admin read a reset token: hidden while queued, removed from the outbox once sent by SMTP', async () => {
    await t.call('POST', '/api/v1/auth/password-reset', { json: { email: member.email } });
    const queued = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    const token = new URL(/http\S+reset-password\S+/.exec(queued.text_body)![0]).searchParams.get('token')!;
    const box = () => t.call('GET', '/api/v1/admin/mailbox', { token: admin.accessToken });
    let shown = await box();
    expect(shown.data.items[0]).toMatchObject({ status: 'queued', kind: 'password_reset' });
    expect(JSON.stringify(shown.data)).not.toContain(token);
    expect(shown.data.items[0].text).toContain('[removed after sending]');

    const [email] = await deliver();
    expect(email!.text).toContain(token);
    shown = await box();
    expect(shown.data.items[0]).toMatchObject({ status: 'sent' });
    expect(JSON.stringify(shown.data)).not.toContain(token);
    const stored = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.text_body).toContain('/auth/reset-password?token=[removed after sending]');
    // The link still works: the token lives only with the user (and as a hash).
    const confirm = await t.call('POST', '/api/v1/auth/password-reset/confirm', {
      json: { token, password: 'a brand new password 2' },
    });
    expect(confirm.status).toBe(204);
  });

  it('keeps the link in the local mailbox (no SMTP: it is the delivery), and forgets it when sending fails', async () => {
    // Three reset emails per address and hour: this test asks for its own.
    await t.db.deleteFrom('rate_limits').execute();
    await t.call('POST', '/api/v1/auth/password-reset', { json: { email: member.email } });
    const queued = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    const token = new URL(/http\S+reset-password\S+/.exec(queued.text_body)![0]).searchParams.get('token')!;
    const mailbox = createMailboxTransport(t.deps.logger);
    await deliverDueEmails(workerDeps(t, mailbox), new Date(Date.now() + 1000));
    const box = await t.call('GET', '/api/v1/admin/mailbox', { token: admin.accessToken });
    expect(box.data.items[0]).toMatchObject({ status: 'sent', transport: 'mailbox' });
    expect(box.data.items[0].text).toContain(token);

    await t.db.deleteFrom('email_outbox').execute();
    await t.call('POST', '/api/v1/auth/password-reset', { json: { email: member.email } });
    const failing = recordingTransport();
    failing.failNext(100);
    await t.db
      .updateTable('email_outbox')
      .set({ attempts: MAX_EMAIL_ATTEMPTS - 1 })
      .execute();
    await deliverDueEmails(workerDeps(t, failing), new Date(Date.now() + 1000));
    const failed = await t.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', secret: null });
    expect(failed.text_body).toContain('token=[removed after sending]');
  });

  it('sends nothing for an unknown address', async () => {
    const res = await t.call('POST', '/api/v1/auth/password-reset', { json: { email: 'ghost@example.com' } });
    expect(res.status).toBe(202);
    expect(await deliver()).toHaveLength(0);
  });
});
