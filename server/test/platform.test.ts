// Health, the OpenAPI document and reference page, request ids and the error shape of unknown routes and big bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest, migrationState } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers version, dialect and an up-to-date migration state', async () => {
    const res = await t.call('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      dialect: t.dialect,
      database: 'up',
      migrations: { applied: Object.keys(migrations).length, pending: [], upToDate: true },
    });
    expect(res.headers.get('x-request-id')).toMatch(/\S+/);
  });
});

describe('migrations', () => {
  it('go down and up again on this dialect', async () => {
    const names = Object.keys(migrations);
    await migrateDown(t.db);
    expect((await migrationState(t.db)).pending).toEqual([names.at(-1)]);
    // Health reads the migration state at most once a second: the pending migration shows within about that.
    let res = await t.call('GET', '/api/v1/health');
    for (let waited = 0; res.status === 200 && waited < 3000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await t.call('GET', '/api/v1/health');
    }
    expect(res.status).toBe(503);
    expect(res.data.migrations.upToDate).toBe(false);
    expect(await migrateToLatest(t.db)).toEqual([names.at(-1)]);
    expect((await migrationState(t.db)).upToDate).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents every account and upload endpoint from the validating schemas', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.data.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/health',
      '/api/v1/auth/sign-up',
      '/api/v1/auth/sign-in',
      '/api/v1/auth/refresh',
      '/api/v1/auth/sign-out',
      '/api/v1/auth/user',
      '/api/v1/auth/session',
      '/api/v1/auth/password',
      '/api/v1/auth/password-reset',
      '/api/v1/auth/password-reset/confirm',
      '/api/v1/uploads',
      '/api/v1/consents',
      '/api/v1/properties',
      '/api/v1/properties/{id}',
      '/api/v1/properties/{id}/moderation',
      '/api/v1/functions/geocode-location',
      '/api/v1/functions/reverse-geocode',
    ]) {
      expect(res.data.paths, path).toHaveProperty([path]);
    }
    const signUp = res.data.components.schemas.SignUpBody;
    expect(signUp.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(res.data.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves a reference page and its assets from the server itself', async () => {
    const page = await t.call('GET', '/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.text).not.toMatch(/<script>[^<]/);
    const bundle = await t.call('GET', '/api/v1/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    const init = await t.call('GET', '/api/v1/docs/init.js');
    expect(init.text).toContain('openapi.json');
    expect((await t.call('GET', '/api/v1/docs/assets/package.json')).status).toBe(404);
    // Names of Object.prototype's keys are not assets either (found by the endpoint fuzzer: was a 500).
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect((await t.call('GET', `/api/v1/docs/assets/${name}`)).status, name).toBe(404);
    }
  });
});

describe('errors', () => {
  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await t.call('GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.data).toEqual({
      error: { code: 'not_found', message: expect.stringContaining('/api/v1/nothing-here') },
    });
  });

  it('answers a NUL byte in a path or a JSON string with a 4xx, never a 500 (found by the endpoint fuzzer)', async () => {
    const card = await t.call('GET', '/api/v1/cards/%00');
    expect([400, 404]).toContain(card.status);
    expect(card.data.error.code).toMatch(/^(invalid_request|not_found)$/);
    const user = await t.signUp();
    const profile = await t.call('PATCH', '/api/v1/me/profile', {
      token: user.accessToken,
      json: { bio: 'a\u0000b' },
    });
    // Control characters are refused in every text on both dialects (text-safety-guard), never stored.
    expect(profile.status, profile.text).toBe(400);
    expect(profile.data.error.code).toBe('invalid_request');
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await t.call('POST', '/api/v1/auth/sign-in', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.data.error.code).toBe('payload_too_large');
  });
});
