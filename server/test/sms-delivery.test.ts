// Sending texts (issue 26) against a local double of the provider's Messages API: quiet hours by the recipient's
// zone (frozen clock), the weekly cap with its digest, retries with backoff (5xx/429/network, never other 4xx),
// no second send after a crash mid-batch, signed webhooks (status callbacks, STOP/HELP/START).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueText, type NewText } from '../src/sms/sms-outbox';
import { createSmsSender, type SmsSender } from '../src/sms/sms-sender';
import { deliverDueTexts } from '../src/sms/sms-worker';
import {
  deliverTexts,
  postWebhook,
  SMS_TOKEN,
  smsWorkerDeps,
  startSmsProviderDouble,
  verifyPhone,
} from './support/sms-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startSmsProviderDouble>>;
let nyUser: string;
let hawaiiUser: string;
beforeAll(async () => {
  provider = await startSmsProviderDouble();
  t = await createTestApp(provider.env);
  // Deal texts go only to verified, consenting numbers: one in New York, one in Honolulu.
  const ny = await t.signUp();
  await verifyPhone(t, ny.accessToken, NY);
  nyUser = ny.user.id;
  const hawaii = await t.signUp();
  await verifyPhone(t, hawaii.accessToken, HONOLULU);
  hawaiiUser = hawaii.user.id;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('sms_outbox').execute();
  await t.db.deleteFrom('sms_suppressions').execute();
  provider.messages.length = 0;
});

const NY = '+12125550170';
const HONOLULU = '+18085550170';
let keyCounter = 0;
const text = (overrides: Partial<NewText> = {}): NewText => ({
  userId: overrides.to === HONOLULU ? hawaiiUser : nyUser,
  to: NY,
  kind: 'reply',
  body: `Text ${++keyCounter}`,
  idempotencyKey: `test:${keyCounter}`,
  timeZone: 'America/New_York',
  now: new Date('2026-12-01T15:00:00Z'),
  publicUrl: t.config.publicUrl,
  ...overrides,
});
const rowOf = (id: string) =>
  t.db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('quiet hours', () => {
  it('sends at 8:59 pm local but holds a 9:00 pm text until 8 am, per recipient zone', async () => {
    // 01:59Z is 8:59 pm in New York (December, UTC-5); 02:00Z is 9:00 pm there and 4:00 pm in Honolulu.
    const early = await enqueueText(t.db, text({ kind: 'deal', now: new Date('2026-12-02T01:59:00Z') }));
    await deliverTexts(t, new Date('2026-12-02T01:59:59Z'));
    expect((await rowOf(early.id)).status).toBe('queued');
    const late = await enqueueText(t.db, text({ kind: 'deal', now: new Date('2026-12-02T02:00:00Z') }));
    const hawaii = await enqueueText(
      t.db,
      text({
        kind: 'deal',
        to: HONOLULU,
        timeZone: 'Pacific/Honolulu',
        now: new Date('2026-12-02T02:00:00Z'),
      }),
    );
    expect((await rowOf(late.id)).send_after).toBe('2026-12-02T13:00:00.000Z');
    await deliverTexts(t, new Date('2026-12-02T02:00:00Z'));
    expect((await rowOf(early.id)).status).toBe('queued');
    expect((await rowOf(hawaii.id)).status).toBe('queued');
    expect((await rowOf(late.id)).status).toBe('pending');
    await deliverTexts(t, new Date('2026-12-02T12:59:59Z'));
    expect((await rowOf(late.id)).status).toBe('pending');
    await deliverTexts(t, new Date('2026-12-02T13:00:00Z'));
    expect((await rowOf(late.id)).status).toBe('queued');
    expect(provider.messages.map((message) => message.to)).toEqual([NY, HONOLULU, NY]);
  });

  it('sends deferred texts at 8 am in the order they were queued, none dropped', async () => {
    const bodies = ['first', 'second', 'third'];
    for (const [i, body] of bodies.entries()) {
      await enqueueText(t.db, text({ kind: 'deal', body, now: new Date(`2026-12-02T0${3 + i}:00:00Z`) }));
    }
    await deliverTexts(t, new Date('2026-12-02T13:00:00Z'));
    expect(provider.messages.map((message) => message.body)).toEqual(bodies);
  });

  it('never holds back a verification code or a reply', async () => {
    const code = await enqueueText(
      t.db,
      text({ kind: 'verification', now: new Date('2026-12-02T04:00:00Z') }),
    );
    expect((await rowOf(code.id)).send_after).toBe('2026-12-02T04:00:00.000Z');
  });
});

describe('weekly cap and digest', () => {
  it('sends 5 deal or saved-search texts per rolling 7 days, holds the rest and sends one digest', async () => {
    const start = new Date('2026-12-01T15:00:00Z').getTime();
    const results = [];
    for (let i = 0; i < 8; i += 1) {
      results.push(
        await enqueueText(
          t.db,
          text({ kind: i % 2 ? 'deal' : 'saved_search', now: new Date(start + i * 60_000) }),
        ),
      );
    }
    expect(results.map((result) => result.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'held',
      'held',
      'held',
    ]);
    const digests = await t.db.selectFrom('sms_outbox').selectAll().where('kind', '=', 'digest').execute();
    expect(digests).toHaveLength(1);
    expect(digests[0]?.body).toContain('3 more deal and saved-search alerts were held back');
    // Due when the oldest counted text leaves the window (7 days later, within waking hours in New York).
    expect(digests[0]?.send_after).toBe('2026-12-08T15:00:00.000Z');
    // Offer texts are not capped.
    expect((await enqueueText(t.db, text({ kind: 'offer', now: new Date(start + 9 * 60_000) }))).status).toBe(
      'pending',
    );
    await deliverTexts(t, new Date('2026-12-08T15:00:00Z'));
    expect(provider.messages.filter((message) => message.body.includes('held back'))).toHaveLength(1);
    expect(provider.messages).toHaveLength(7);
  });
});

describe('retries and idempotency', () => {
  it('retries 5xx and 429 with exponential backoff, then sends; a 4xx fails at once', async () => {
    const now = new Date('2026-12-01T15:00:00Z');
    const retried = await enqueueText(t.db, text({ now }));
    provider.failNext(503, 429);
    await deliverTexts(t, now);
    expect(await rowOf(retried.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      send_after: '2026-12-01T15:00:30.000Z',
    });
    await deliverTexts(t, new Date('2026-12-01T15:00:29Z'));
    expect((await rowOf(retried.id)).attempts).toBe(1);
    await deliverTexts(t, new Date('2026-12-01T15:00:30Z'));
    expect(await rowOf(retried.id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      send_after: '2026-12-01T15:01:30.000Z',
    });
    await deliverTexts(t, new Date('2026-12-01T15:01:30Z'));
    expect(await rowOf(retried.id)).toMatchObject({ status: 'queued', attempts: 3 });
    expect(provider.messages).toHaveLength(1);

    const refused = await enqueueText(t.db, text({ now }));
    provider.failNext(400);
    await deliverTexts(t, new Date('2026-12-01T15:02:00Z'));
    expect(await rowOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(refused.id)).last_error).toContain('400');
  });

  it('retries network errors', async () => {
    const down = createSmsSender({ sms: { ...t.config.sms!, apiBase: 'http://127.0.0.1:9' } });
    const queued = await enqueueText(t.db, text());
    await deliverDueTexts(smsWorkerDeps(t, down), new Date('2026-12-01T15:00:00Z'));
    expect(await rowOf(queued.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(queued.id)).last_error).toContain('network error');
  });

  it('queues one text per idempotency key', async () => {
    const first = await enqueueText(t.db, text({ idempotencyKey: 'once' }));
    const again = await enqueueText(t.db, text({ idempotencyKey: 'once' }));
    expect(again).toEqual({ id: first.id, status: 'pending', duplicate: true });
    expect(await t.db.selectFrom('sms_outbox').selectAll().execute()).toHaveLength(1);
  });

  it('never sends a text twice after a crash in the middle of a batch', async () => {
    // The provider's records carry its own clock: this test runs on the real one.
    const now = new Date();
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await enqueueText(t.db, text({ body: `Batch ${i}`, now }))).id);
    const real = createSmsSender(t.config);
    let sends = 0;
    // The provider accepts the third text, then the process dies before recording it.
    const crashing: SmsSender = {
      ...real,
      async send(message) {
        const accepted = await real.send(message);
        sends += 1;
        if (sends === 3) throw new Error('process killed');
        return accepted;
      },
    };
    await expect(deliverDueTexts(smsWorkerDeps(t, crashing), now)).rejects.toThrow('process killed');
    const statuses = await Promise.all(ids.map(async (id) => (await rowOf(id)).status));
    expect(statuses).toEqual(['queued', 'queued', 'sending', 'sending', 'sending']);
    // Another worker before the lease runs out leaves the claimed rows alone.
    await deliverTexts(t, new Date(now.getTime() + 60_000));
    expect(provider.messages).toHaveLength(3);
    // After the lease: the third is settled from the provider's records, the rest are sent once.
    const report = await deliverTexts(t, new Date(now.getTime() + 11 * 60_000));
    expect(report).toMatchObject({ settled: 1, sent: 2 });
    expect(provider.messages.map((message) => message.body)).toEqual([
      'Batch 0',
      'Batch 1',
      'Batch 2',
      'Batch 3',
      'Batch 4',
    ]);
    const third = await rowOf(ids[2] as string);
    expect(third).toMatchObject({ status: 'queued', provider_id: provider.messages[2]?.sid });
  });
});

describe('provider webhooks', () => {
  it('records delivery states from signed status callbacks; bad or missing signatures get 403 and change nothing', async () => {
    const queued = await enqueueText(t.db, text());
    await deliverTexts(t, new Date('2026-12-01T15:00:00Z'));
    const sid = provider.messages[0]?.sid as string;
    expect(provider.messages[0]?.statusCallback).toBe('http://localhost:3000/api/v1/sms/status');
    const params = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: 'AC_test_account' };
    for (const signature of [null, 'bm90IHRoZSBzaWduYXR1cmU=', '']) {
      const refused = await postWebhook(t, '/api/v1/sms/status', params, signature);
      expect(refused.status).toBe(403);
      expect(refused.data.error.code).toBe('bad_signature');
    }
    // Signed for other parameters: refused too.
    const { twilioSignature } = await import('../src/sms/twilio-signature');
    const forged = twilioSignature(SMS_TOKEN, 'http://localhost:3000/api/v1/sms/status', {
      ...params,
      MessageStatus: 'sent',
    });
    expect((await postWebhook(t, '/api/v1/sms/status', params, forged)).status).toBe(403);
    expect((await rowOf(queued.id)).status).toBe('queued');

    expect((await postWebhook(t, '/api/v1/sms/status', { ...params, MessageStatus: 'sent' })).status).toBe(
      204,
    );
    expect((await rowOf(queued.id)).status).toBe('sent');
    expect((await postWebhook(t, '/api/v1/sms/status', params)).status).toBe(204);
    expect((await rowOf(queued.id)).status).toBe('delivered');
    // A late "sent" never moves it back.
    await postWebhook(t, '/api/v1/sms/status', { ...params, MessageStatus: 'sent' });
    expect((await rowOf(queued.id)).status).toBe('delivered');
  });

  it('suppresses a number on STOP with one confirmation and nothing after it; HELP still answers; START resubscribes', async () => {
    const waiting = await enqueueText(t.db, text({ kind: 'deal', to: NY }));
    const bad = await postWebhook(
      t,
      '/api/v1/sms/inbound',
      { From: NY, Body: 'STOP', MessageSid: 'SMin0' },
      null,
    );
    expect(bad.status).toBe(403);
    expect(await t.db.selectFrom('sms_suppressions').selectAll().execute()).toEqual([]);

    const stop = await postWebhook(t, '/api/v1/sms/inbound', {
      From: NY,
      Body: 'pls stop texting me',
      MessageSid: 'SMin1',
    });
    expect(stop.status).toBe(200);
    expect(stop.text).toContain('<Response>');
    expect((await rowOf(waiting.id)).status).toBe('canceled');
    await postWebhook(t, '/api/v1/sms/inbound', { From: NY, Body: 'STOP', MessageSid: 'SMin2' });
    await enqueueText(t.db, text({ kind: 'deal', to: NY, idempotencyKey: 'after-stop' }));
    await deliverTexts(t, new Date('2026-12-01T15:00:00Z'));
    expect(provider.messages.map((message) => message.body)).toEqual([
      'DealLoop: you are unsubscribed and will get no more texts. Reply START to resubscribe or HELP for help.',
    ]);

    await postWebhook(t, '/api/v1/sms/inbound', { From: NY, Body: 'help', MessageSid: 'SMin3' });
    await postWebhook(t, '/api/v1/sms/inbound', { From: NY, Body: 'stop by at 5?', MessageSid: 'SMin4' });
    await deliverTexts(t, new Date('2026-12-01T15:01:00Z'));
    expect(provider.messages).toHaveLength(2);
    expect(provider.messages[1]?.body).toMatch(/^DealLoop alerts: .*Reply STOP to cancel\. Help: /);

    await postWebhook(t, '/api/v1/sms/inbound', { From: NY, Body: 'START', MessageSid: 'SMin5' });
    expect(await t.db.selectFrom('sms_suppressions').selectAll().execute()).toEqual([]);
    await deliverTexts(t, new Date('2026-12-01T15:02:00Z'));
    expect(provider.messages[2]?.body).toContain('you are resubscribed');
  });
});
