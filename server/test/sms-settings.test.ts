// Text settings (issue 26): a phone verified by a one-time code (hashed, 10 minutes, 5 tries) records the consent
// shown; per-kind switches and time zone; withdrawal; saved-search text alerts need a verified number; only the
// caller's own settings; only admins read the outbox.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { lastCodeTo, verifyPhone } from './support/sms-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const CONSENT = 'Yes, text me DealLoop alerts. Msg & data rates may apply. Reply STOP to cancel.';
const sendCode = (token: string, phone: string, ip?: string) =>
  t.call('POST', '/api/v1/me/sms/phone', {
    token,
    ip,
    json: { phone, consentText: CONSENT, page: '/account/notifications' },
  });

describe('phone verification and consent', () => {
  it('texts a 6-digit code stored only as a hash; the right code verifies and records the consent', async () => {
    const user = await t.signUp();
    const sent = await sendCode(user.accessToken, '(808) 555-0101', '203.0.113.7');
    expect(sent.status).toBe(202);
    expect(sent.data).toMatchObject({ sent: true, phone: '+18085550101', phoneDisplay: '(808) 555-0101' });
    const code = await lastCodeTo(t, '+18085550101');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db
      .selectFrom('sms_verifications')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);

    const before = await t.call('GET', '/api/v1/me/sms', { token: user.accessToken });
    expect(before.data).toMatchObject({ phone: null, verified: false, pending: { phone: '+18085550101' } });

    const verified = await t.call('POST', '/api/v1/me/sms/verify', {
      token: user.accessToken,
      json: { code },
    });
    expect(verified.status).toBe(200);
    expect(verified.data).toMatchObject({
      phone: '+18085550101',
      verified: true,
      pending: null,
      consent: { phone: '+18085550101', text: CONSENT, page: '/account/notifications' },
      kinds: { savedSearch: true, offers: true, contracts: true, deals: true },
      timeZone: null,
      effectiveTimeZone: 'Pacific/Honolulu',
      suppressed: false,
      canReceive: true,
    });
    const row = await t.db
      .selectFrom('sms_settings')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consent_ip: '203.0.113.7', consent_text: CONSENT });
  });

  it('refuses a number that is not a US number, changing nothing', async () => {
    const user = await t.signUp();
    for (const phone of ['555-0101', '+44 20 7946 0958', 'text me']) {
      const res = await sendCode(user.accessToken, phone);
      expect(res.status).toBe(400);
      expect(res.data.error.code).toBe('invalid_phone');
    }
    const rows = await t.db
      .selectFrom('sms_verifications')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('allows 5 tries: wrong codes say how many are left, then the code is used up', async () => {
    const user = await t.signUp();
    await sendCode(user.accessToken, '(212) 555-0102');
    const code = await lastCodeTo(t, '+12125550102');
    const wrong = code === '111111' ? '222222' : '111111';
    const messages: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.call('POST', '/api/v1/me/sms/verify', {
        token: user.accessToken,
        json: { code: wrong },
      });
      expect(res.status).toBe(400);
      expect(res.data.error.code).toBe('invalid_code');
      messages.push(res.data.error.message);
    }
    expect(messages[0]).toBe('That code is not right. 4 tries left.');
    expect(messages[3]).toBe('That code is not right. 1 try left.');
    const fifth = await t.call('POST', '/api/v1/me/sms/verify', {
      token: user.accessToken,
      json: { code: wrong },
    });
    expect(fifth.status).toBe(429);
    const right = await t.call('POST', '/api/v1/me/sms/verify', { token: user.accessToken, json: { code } });
    expect(right.status).toBe(429);
    expect(right.data.error.code).toBe('too_many_attempts');
    const settings = await t.call('GET', '/api/v1/me/sms', { token: user.accessToken });
    expect(settings.data.verified).toBe(false);
  });

  it('expires a code after 10 minutes (frozen clock)', async () => {
    const user = await t.signUp();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await sendCode(user.accessToken, '(212) 555-0103');
    const code = await lastCodeTo(t, '+12125550103');
    vi.setSystemTime(start + 10 * 60_000 - 1);
    const early = await t.call('GET', '/api/v1/me/sms', { token: user.accessToken });
    expect(early.data.pending).not.toBeNull();
    vi.setSystemTime(start + 10 * 60_000);
    const res = await t.call('POST', '/api/v1/me/sms/verify', { token: user.accessToken, json: { code } });
    expect(res.status).toBe(410);
    expect(res.data.error.code).toBe('code_expired');
  });

  it('changes switches and time zone, refuses an unknown zone, and withdraws consent', async () => {
    const user = await t.signUp();
    await verifyPhone(t, user.accessToken, '(212) 555-0104');
    const changed = await t.call('PATCH', '/api/v1/me/sms', {
      token: user.accessToken,
      json: { kinds: { offers: false }, timeZone: 'America/Chicago' },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({
      kinds: { savedSearch: true, offers: false, contracts: true, deals: true },
      timeZone: 'America/Chicago',
      effectiveTimeZone: 'America/Chicago',
    });
    const bad = await t.call('PATCH', '/api/v1/me/sms', {
      token: user.accessToken,
      json: { timeZone: 'Mars/Base' },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.code).toBe('invalid_time_zone');
    const withdrawn = await t.call('DELETE', '/api/v1/me/sms', { token: user.accessToken });
    expect(withdrawn.data).toMatchObject({ phone: null, verified: false, consent: null, canReceive: false });
  });
});

describe('saved-search text alerts', () => {
  it('are refused without a verified number: 400 sms_consent_required, nothing saved', async () => {
    const user = await t.signUp();
    const body = { name: 'Texts', criteria: { location: 'Dallas, TX' }, notifySms: true };
    const refused = await t.call('POST', '/api/v1/me/saved-searches', {
      token: user.accessToken,
      json: body,
    });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toEqual({
      code: 'sms_consent_required',
      message:
        'Text alerts need a verified phone number. Add and verify your phone in Notification Settings first.',
    });
    const list = await t.call('GET', '/api/v1/me/saved-searches', { token: user.accessToken });
    expect(list.data.items).toEqual([]);

    const emailOnly = await t.call('POST', '/api/v1/me/saved-searches', {
      token: user.accessToken,
      json: { ...body, notifySms: false },
    });
    const patched = await t.call('PATCH', `/api/v1/me/saved-searches/${emailOnly.data.id}`, {
      token: user.accessToken,
      json: { notifySms: true },
    });
    expect(patched.status).toBe(400);
    expect(patched.data.error.code).toBe('sms_consent_required');

    await verifyPhone(t, user.accessToken, '(212) 555-0105');
    const allowed = await t.call('PATCH', `/api/v1/me/saved-searches/${emailOnly.data.id}`, {
      token: user.accessToken,
      json: { notifySms: true },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.data.notifySms).toBe(true);
  });
});

describe('who sees what', () => {
  it('shows each user only their own settings, and the outbox only to admins', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await verifyPhone(t, owner.accessToken, '(212) 555-0106');
    const theirs = await t.call('GET', '/api/v1/me/sms', { token: other.accessToken });
    expect(theirs.data.phone).toBeNull();
    const outbox = await t.call('GET', '/api/v1/admin/sms-outbox', { token: owner.accessToken });
    expect(outbox.status).toBe(403);
    const admin = await t.signUp();
    await grantRole(t.db, admin.user.id, 'admin');
    const page = await t.call('GET', '/api/v1/admin/sms-outbox?to=%2B12125550106', {
      token: admin.accessToken,
    });
    expect(page.status).toBe(200);
    expect(page.data.total).toBe(1);
    expect(page.data.items[0]).toMatchObject({ to: '+12125550106', kind: 'verification', status: 'pending' });
    expect(page.data.items[0].body).toMatch(/your verification code is \d{6}/);
  });
});
