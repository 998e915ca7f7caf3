// Cookie consent records (spec: user_consent with version 1.0, no IP address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/consents', () => {
  it('records the signed-in user’s cookie consent with version and user agent, without the IP address', async () => {
    const account = await t.signUp();
    const res = await t.call('POST', '/api/v1/consents', {
      token: account.accessToken,
      json: { consentType: 'cookies', version: '1.0' },
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ consentType: 'cookies', version: '1.0' });
    const rows = await t.db
      .selectFrom('user_consent')
      .selectAll()
      .where('user_id', '=', account.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      consent_type: 'cookies',
      version: '1.0',
      ip_address: null,
      user_agent: 'TestBrowser/1.0',
    });
  });

  it('requires a signed-in user and records nothing otherwise', async () => {
    const res = await t.call('POST', '/api/v1/consents', {
      json: { consentType: 'cookies', version: '1.0' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses another type or version with 400', async () => {
    const account = await t.signUp();
    for (const json of [
      { consentType: 'marketing', version: '1.0' },
      { consentType: 'cookies', version: '2.0' },
      {},
    ]) {
      const res = await t.call('POST', '/api/v1/consents', { token: account.accessToken, json });
      expect(res.status).toBe(400);
      expect(res.data.error.code).toBe('invalid_request');
    }
    const rows = await t.db
      .selectFrom('user_consent')
      .selectAll()
      .where('user_id', '=', account.user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
