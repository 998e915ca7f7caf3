// Email "to the same standard" (issue 26): a table of every email kind, marketing ones carrying the sender's
// postal address, the unsubscribe link and both RFC 8058 headers, transactional ones none of them; unsubscribe
// links that still work years later (page and one-click POST); a clear 4xx for a bad token.
import { EMAIL_KIND_CATEGORIES, EMAIL_KINDS, EMAIL_MESSAGES, type EmailKind } from '@dealloop/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeEmail } from '../src/mail/compose-email';
import { setEmailPreferences } from '../src/mail/email-preferences';
import { enqueueEmail } from '../src/mail/outbox';
import { deliverDueEmails } from '../src/mail/outbox-worker';
import { recordingTransport, workerDeps } from './support/mail-fixtures';
import { createTestApp, TEST_POSTAL_ADDRESS, type TestApp } from './support/test-app';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>>;
let member: Account;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signUp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('email_preferences').execute();
});
afterEach(() => {
  vi.useRealTimers();
});

const TWO_YEARS_MS = 2 * 366 * 86_400_000;

/** Sends everything due (as of `now`) and answers the messages as the transport got them. */
async function deliver(now = new Date(Date.now() + 1000)) {
  const transport = recordingTransport();
  await deliverDueEmails(workerDeps(t, transport), now);
  return transport.sent;
}

/** Queues one email of `kind` to the member (every kind switched on) and answers it as sent. */
async function sentEmailOf(kind: EmailKind) {
  await setEmailPreferences(t.db, member.user.id, { [kind]: true });
  const queued = await enqueueEmail(t.db, {
    userId: member.user.id,
    to: member.email,
    kind,
    subject: `About ${kind}`,
    text: 'Hello',
    html: '<p>Hello</p>',
  });
  expect(queued.queued, kind).toBe(true);
  const [email] = await deliver();
  expect(email, kind).toBeDefined();
  return email!;
}

const sender = EMAIL_MESSAGES.postalAddressLine(TEST_POSTAL_ADDRESS);

describe('every email kind', () => {
  it('covers every kind of core, each put in a category', () => {
    expect(Object.keys(EMAIL_KIND_CATEGORIES).sort()).toEqual([...EMAIL_KINDS].sort());
  });

  it.each(EMAIL_KINDS.map((kind) => [kind, EMAIL_KIND_CATEGORIES[kind]] as const))(
    '%s (%s) carries exactly the parts of its category',
    async (kind, category) => {
      const email = await sentEmailOf(kind);
      const pageLink = /Unsubscribe from these emails: (\S+)/.exec(email.text)?.[1];
      if (category === 'marketing') {
        expect(email.text).toContain(sender);
        expect(email.html).toContain(sender);
        expect(pageLink).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+$/);
        expect(email.html).toContain(`href="${pageLink}"`);
        const token = new URL(pageLink!).searchParams.get('token');
        expect(email.headers).toEqual({
          'List-Unsubscribe': `<http://localhost:3000/api/v1/email/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        });
      } else {
        expect(email.text).toBe('Hello');
        expect(email.html).toBe('<p>Hello</p>');
        expect(email.text).not.toContain(TEST_POSTAL_ADDRESS);
        expect(email.text).not.toContain('/unsubscribe');
        expect(email.headers).toEqual({});
      }
    },
  );

  it('says, labelled, that no postal address is configured when the local mailbox has none', () => {
    const row = {
      to_address: 'a@example.com',
      kind: 'offers' as const,
      subject: 's',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
      unsubscribe_token: 'tok',
    };
    const email = composeEmail(row, { publicUrl: 'http://x', from: 'f@x', postalAddress: null });
    expect(email.text).toContain(EMAIL_MESSAGES.postalAddressMissing);
    expect(EMAIL_MESSAGES.postalAddressMissing).toContain('MAIL_POSTAL_ADDRESS');
    expect(email.html).toContain('Development mailbox');
    const reset = composeEmail(
      { ...row, kind: 'password_reset' },
      { publicUrl: 'http://x', from: 'f@x', postalAddress: null },
    );
    expect(reset.text).toBe('Hello');
  });
});

describe('unsubscribe links keep working', () => {
  it('a link minted two years ago still opens the page and still unsubscribes with one POST', async () => {
    const email = await sentEmailOf('offers');
    const pageLink = /Unsubscribe from these emails: (\S+)/.exec(email.text)![1]!;
    const token = new URL(pageLink).searchParams.get('token')!;
    const oneClick = new URL(email.headers['List-Unsubscribe']!.slice(1, -1));

    // Two years on, in the clock of the server.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + TWO_YEARS_MS));

    const page = await t.call('GET', `/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status, page.text).toBe(200);
    expect(page.data).toEqual({ kind: 'offers', label: 'Offers', unsubscribed: false });

    const res = await t.call('POST', `${oneClick.pathname}${oneClick.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ kind: 'offers', label: 'Offers', unsubscribed: true });
    const blocked = await enqueueEmail(t.db, {
      userId: member.user.id,
      to: member.email,
      kind: 'offers',
      subject: 'x',
      text: 'x',
    });
    expect(blocked.queued).toBe(false);
  });

  it('a bad token gets a clear 4xx with the error shape and changes nothing', async () => {
    await sentEmailOf('contracts');
    for (const method of ['GET', 'POST']) {
      for (const token of ['nope', 'x'.repeat(43), '']) {
        const res = await t.call(method, `/api/v1/email/unsubscribe?token=${token}`);
        expect(res.status, `${method} ${token}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(Object.keys(res.data.error).sort()).toEqual(['code', 'message']);
      }
      const unknown = await t.call(method, '/api/v1/email/unsubscribe?token=nope');
      expect(unknown.status).toBe(404);
      expect(unknown.data.error).toEqual({
        code: 'invalid_unsubscribe_token',
        message: EMAIL_MESSAGES.unsubscribeInvalid,
      });
    }
    const prefs = await t.db.selectFrom('email_preferences').select(['kind', 'enabled']).execute();
    expect(prefs.filter((row) => !row.enabled)).toEqual([]);
  });
});
