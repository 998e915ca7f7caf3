// Double opt-in of the buyers list join page (issue 19): a join waits off the list (not listed, counted, exported
// or sent deals) until the buyer confirms the emailed link by POST; the link's token is stored only as its hash
// and taken out of the email after an SMTP send; used, expired and unknown links; one email per address and list
// per resend interval, and the same answer to the visitor in every case.
import { createHash } from 'node:crypto';
import { BUYERS_LIST_CONFIRM_RESEND_MINUTES, BUYERS_LIST_TEXTS, EMAIL_MESSAGES } from '@dealloop/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueEmails } from '../src/mail/outbox-worker';
import { grantRole } from '../src/users/users-repo';
import {
  buyerJoinBody,
  confirmationTokenOf,
  publishedDallasListing,
  publishedListOwner,
} from './support/buyers-list-fixtures';
import { recordingTransport, workerDeps } from './support/mail-fixtures';
import { createTestApp, nextIp, type TestApp } from './support/test-app';

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let run = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publishedOwner = (fullName: string) => publishedListOwner(t, fullName);

/** A join body with an address of its own. */
const joinBody = (overrides: Record<string, unknown> = {}) =>
  buyerJoinBody({ email: `carl-${++run}@example.com`, ...overrides });
/** A listing of the owner in Dallas, published by a moderator. */
async function publishedListing(owner: Account) {
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  return publishedDallasListing(t, owner, moderator);
}
const sendDeal = (owner: Account, propertyId: string) =>
  t.call('POST', '/api/v1/me/buyers-list/send-deal', { token: owner.accessToken, json: { propertyId } });
const join = (owner: Account, body: Record<string, unknown>) =>
  t.call('POST', `/api/v1/profiles/${owner.user.id}/buyers-list`, { json: body, ip: nextIp() });
const confirmPath = (token: string) => `/api/v1/buyers-list/confirm?token=${encodeURIComponent(token)}`;
const confirmEmails = (address: string) =>
  t.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('kind', '=', 'buyers_list_confirm')
    .where('to_address', '=', address)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const listed = async (owner: Account) =>
  (await t.call('GET', '/api/v1/me/buyers-list', { token: owner.accessToken })).data.items as {
    email: string;
    name: string;
  }[];
const ownerAlerts = (owner: Account) =>
  t.db
    .selectFrom('alerts')
    .select('kind')
    .where('user_id', '=', owner.user.id)
    .where('kind', '=', 'buyerJoined')
    .execute();
/** Moves every join of the owner back in time, as if the resend interval had passed. */
const resendIntervalPasses = (owner: Account) =>
  t.db
    .updateTable('buyers_list_join_requests')
    .set({
      last_sent_at: new Date(Date.now() - (BUYERS_LIST_CONFIRM_RESEND_MINUTES + 1) * 60_000).toISOString(),
    })
    .where('owner_id', '=', owner.user.id)
    .execute();

describe('joining waits for the emailed confirmation', () => {
  it('keeps the buyer off the list, the count, the export and deal sends until the link is confirmed by POST', async () => {
    const owner = await publishedOwner('Penny Pending');
    const body = joinBody();
    const res = await join(owner, body);
    expect(res.status, res.text).toBe(202);
    expect(res.data).toEqual({ pending: true });

    // Not on the list the owner sees, exports or sends deals to; no alert yet.
    expect(await listed(owner)).toEqual([]);
    const listing = await publishedListing(owner);
    expect((await sendDeal(owner, listing)).data).toMatchObject({ matching: 0, sent: 0 });
    const exported = await t.call('GET', '/api/v1/me/buyers-list/export', { token: owner.accessToken });
    expect(exported.text).not.toContain(body.email);
    expect(
      await t.db
        .selectFrom('buyers_list_entries')
        .selectAll()
        .where('owner_id', '=', owner.user.id)
        .execute(),
    ).toEqual([]);
    expect(await ownerAlerts(owner)).toEqual([]);

    // One email, to the address, naming the owner and linking the confirmation page.
    const [email, ...more] = await confirmEmails(body.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(BUYERS_LIST_TEXTS.confirmEmailSubject('Penny Pending'));
    const token = await confirmationTokenOf(t.db, body.email);
    expect(email?.text_body).toContain(`http://localhost:3000/buyers-list/confirm?token=${token}`);

    // Opening the link (GET, as a mail scanner does) changes nothing.
    const opened = await t.call('GET', confirmPath(token));
    expect(opened.status).toBe(200);
    expect(opened.data).toEqual({ ownerId: owner.user.id, ownerName: 'Penny Pending', state: 'pending' });
    expect(await listed(owner)).toEqual([]);

    const confirmed = await t.call('POST', confirmPath(token));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.data).toEqual({ ownerId: owner.user.id, alreadyConfirmed: false });
    expect(await listed(owner)).toEqual([
      expect.objectContaining({
        name: 'Cash Carl',
        email: body.email,
        markets: ['Dallas, TX'],
        source: 'join',
      }),
    ]);
    expect(await ownerAlerts(owner)).toEqual([{ kind: 'buyerJoined' }]);
    expect((await sendDeal(owner, listing)).data).toMatchObject({ matching: 1, sent: 1 });
    // The waiting copy of the buyer's fields is gone once they are on the list.
    expect(
      await t.db
        .selectFrom('buyers_list_join_requests')
        .selectAll()
        .where('owner_id', '=', owner.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('stores the link token only as its SHA-256', async () => {
    const owner = await publishedOwner('Hal Hash');
    const body = joinBody();
    await join(owner, body);
    const token = await confirmationTokenOf(t.db, body.email);
    const rows = await t.db
      .selectFrom('buyers_list_join_tokens')
      .selectAll()
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const requests = await t.db
      .selectFrom('buyers_list_join_requests')
      .selectAll()
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect(JSON.stringify(requests)).not.toContain(token);
  });

  it('takes the token out of the stored email once SMTP has it, and the link still works', async () => {
    const owner = await publishedOwner('Rita Redact');
    const body = joinBody();
    await join(owner, body);
    const token = await confirmationTokenOf(t.db, body.email);
    const transport = recordingTransport();
    await deliverDueEmails(workerDeps(t, transport), new Date(Date.now() + 1000));
    const sent = transport.sent.find((message) => message.to === body.email);
    expect(sent?.text).toContain(`/buyers-list/confirm?token=${token}`);
    // Always sent: nothing to unsubscribe from, so no unsubscribe footer or headers.
    expect(sent?.headers).toEqual({});
    const [stored] = await confirmEmails(body.email);
    expect(stored?.status).toBe('sent');
    expect(stored?.text_body).not.toContain(token);
    expect(stored?.text_body).toContain(`/buyers-list/confirm?token=${EMAIL_MESSAGES.secretRemoved}`);
    expect(stored?.secret).toBeNull();
    expect((await t.call('POST', confirmPath(token))).data.alreadyConfirmed).toBe(false);
  });

  it('never shows an admin the token of a queued confirmation email', async () => {
    const owner = await publishedOwner('Ada Audit');
    const admin = await t.signUp();
    await grantRole(t.db, admin.user.id, 'admin');
    const body = joinBody();
    await join(owner, body);
    const token = await confirmationTokenOf(t.db, body.email);
    const box = await t.call('GET', '/api/v1/admin/mailbox?limit=100', { token: admin.accessToken });
    expect(box.status).toBe(200);
    expect(box.text).toContain(body.email);
    expect(box.text).not.toContain(token);
  });
});

describe('confirmation links', () => {
  it('says a used link is already confirmed, and changes nothing more', async () => {
    const owner = await publishedOwner('Una Used');
    const body = joinBody();
    await join(owner, body);
    const token = await confirmationTokenOf(t.db, body.email);
    expect((await t.call('POST', confirmPath(token))).status).toBe(200);
    const again = await t.call('POST', confirmPath(token));
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ ownerId: owner.user.id, alreadyConfirmed: true });
    expect((await t.call('GET', confirmPath(token))).data.state).toBe('confirmed');
    expect(await listed(owner)).toHaveLength(1);
    expect(await ownerAlerts(owner)).toEqual([{ kind: 'buyerJoined' }]);
  });

  it('refuses an expired link with 410 and a way back to the join page, and an unknown one with 404', async () => {
    const owner = await publishedOwner('Ed Expired');
    const body = joinBody();
    await join(owner, body);
    const token = await confirmationTokenOf(t.db, body.email);
    await t.db
      .updateTable('buyers_list_join_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('owner_id', '=', owner.user.id)
      .execute();
    const opened = await t.call('GET', confirmPath(token));
    expect(opened.data).toEqual({ ownerId: owner.user.id, ownerName: 'Ed Expired', state: 'expired' });
    const expired = await t.call('POST', confirmPath(token));
    expect(expired.status).toBe(410);
    expect(expired.data.error).toEqual({
      code: 'confirmation_expired',
      message: BUYERS_LIST_TEXTS.confirmExpired,
    });
    expect(await listed(owner)).toEqual([]);

    for (const method of ['GET', 'POST'] as const) {
      const unknown = await t.call(method, confirmPath('made-up-token'));
      expect(unknown.status).toBe(404);
      expect(unknown.data.error).toEqual({
        code: 'invalid_confirmation_token',
        message: BUYERS_LIST_TEXTS.confirmInvalid,
      });
      expect((await t.call(method, '/api/v1/buyers-list/confirm')).status).toBe(400);
    }
    expect(await listed(owner)).toEqual([]);

    // Joining again sends a new link that works.
    await resendIntervalPasses(owner);
    expect((await join(owner, body)).status).toBe(202);
    const fresh = await confirmationTokenOf(t.db, body.email);
    expect(fresh).not.toBe(token);
    expect((await t.call('POST', confirmPath(fresh))).data.alreadyConfirmed).toBe(false);
    expect((await listed(owner)).map((buyer) => buyer.email)).toEqual([body.email]);
  });

  it('clears a join whose links all expired, and its links then stay expired', async () => {
    const owner = await publishedOwner('Cleo Clear');
    const old = joinBody();
    await join(owner, old);
    const token = await confirmationTokenOf(t.db, old.email);
    const weeksAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await t.db
      .updateTable('buyers_list_join_requests')
      .set({ updated_at: weeksAgo, last_sent_at: weeksAgo })
      .where('owner_id', '=', owner.user.id)
      .execute();
    await t.db
      .updateTable('buyers_list_join_tokens')
      .set({ expires_at: new Date(Date.now() - 24 * 3600 * 1000).toISOString() })
      .where('owner_id', '=', owner.user.id)
      .execute();
    // Any later join clears it.
    await join(owner, joinBody());
    const left = await t.db
      .selectFrom('buyers_list_join_requests')
      .select('email')
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect(left.map((row) => row.email)).not.toContain(old.email);
    expect((await t.call('GET', confirmPath(token))).data.state).toBe('expired');
    expect((await t.call('POST', confirmPath(token))).status).toBe(410);
  });
});

describe('joining again', () => {
  it('sends at most one email per address and list per interval, and answers the same every time', async () => {
    const owner = await publishedOwner('Tess Throttle');
    const other = await publishedOwner('Otto Other');
    const body = joinBody();
    const answers = [];
    for (const email of [body.email, body.email.toUpperCase(), body.email]) {
      const res = await join(owner, { ...body, email });
      answers.push([res.status, res.data]);
    }
    expect(answers).toEqual(Array(3).fill([202, { pending: true }]));
    expect(await confirmEmails(body.email)).toHaveLength(1);
    const first = await confirmationTokenOf(t.db, body.email);
    // Another list is another interval.
    expect((await join(other, body)).status).toBe(202);
    expect(await confirmEmails(body.email)).toHaveLength(2);

    // After the interval a new email goes out; the first link still works, the latest form's fields win.
    await resendIntervalPasses(owner);
    expect((await join(owner, { ...body, name: 'Carl Latest' })).data).toEqual({ pending: true });
    expect(await confirmEmails(body.email)).toHaveLength(3);
    const second = await confirmationTokenOf(t.db, body.email);
    expect(second).not.toBe(first);
    expect((await t.call('POST', confirmPath(first))).data.alreadyConfirmed).toBe(false);
    expect((await listed(owner)).map((buyer) => buyer.name)).toEqual(['Carl Latest']);
    expect((await t.call('POST', confirmPath(second))).data).toEqual({
      ownerId: owner.user.id,
      alreadyConfirmed: true,
    });
    expect(await listed(other)).toEqual([]);
  });

  it('changes a listed buyer only once the new link is confirmed, and answers as for anyone', async () => {
    const owner = await publishedOwner('Lou Listed');
    const body = joinBody();
    await join(owner, body);
    await t.call('POST', confirmPath(await confirmationTokenOf(t.db, body.email)));
    const res = await join(owner, { ...body, name: 'Someone Else', markets: ['GA'] });
    expect([res.status, res.data]).toEqual([202, { pending: true }]);
    expect(await listed(owner)).toEqual([
      expect.objectContaining({ name: 'Cash Carl', markets: ['Dallas, TX'] }),
    ]);
    await t.call('POST', confirmPath(await confirmationTokenOf(t.db, body.email)));
    expect(await listed(owner)).toEqual([expect.objectContaining({ name: 'Someone Else', markets: ['GA'] })]);
    expect(await ownerAlerts(owner)).toEqual([{ kind: 'buyerJoined' }]);
  });

  it('queues one email when the same address joins twice at once', async () => {
    const owner = await publishedOwner('Cora Concurrent');
    const body = joinBody();
    const answers = await Promise.all([join(owner, body), join(owner, body)]);
    expect(answers.map((res) => res.status)).toEqual([202, 202]);
    expect(await confirmEmails(body.email)).toHaveLength(1);
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from buyers_list_join_tokens where owner_id = ${owner.user.id}`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe("deleting the owner's account", () => {
  it('removes the joins waiting for confirmation and their links', async () => {
    const owner = await publishedOwner('Dee Departing');
    const body = joinBody();
    await join(owner, body);
    const token = await confirmationTokenOf(t.db, body.email);
    const res = await t.call('DELETE', '/api/v1/me', {
      token: owner.accessToken,
      json: { currentPassword: owner.password },
    });
    expect(res.status, res.text).toBe(204);
    for (const table of ['buyers_list_join_requests', 'buyers_list_join_tokens'] as const) {
      const rows = await t.db.selectFrom(table).selectAll().where('owner_id', '=', owner.user.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect((await t.call('POST', confirmPath(token))).status).toBe(404);
  });
});
