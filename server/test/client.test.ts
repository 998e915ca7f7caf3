// @dealloop/client end to end against the real API in-process: sign-up, sign-in, refresh, sign-out, passwords.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiClientOptions,
  ApiError,
  type AuthState,
  createApiClient,
} from '../../packages/client/src/index';
import { createResetToken } from '../src/auth/password-reset';
import { createTestApp, nextIp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Access tokens live 30 s; no grace for a reused refresh token, so a rotated-out one fails at once.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '30', REFRESH_REUSE_GRACE_SECONDS: '0' });
});
afterAll(() => t.close());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/**
 * A client (one browser) calling the app in-process from its own IP. `refreshLeewaySeconds` is 0 unless given,
 * so it refreshes only after a 401; above 30 every call refreshes first.
 */
function browser(options: ApiClientOptions = {}) {
  const ip = nextIp();
  const storage = options.storage ?? memoryStorage();
  const client = createApiClient({
    baseUrl: 'http://localhost',
    eventTarget: null,
    refreshLeewaySeconds: 0,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', ip);
      return t.app.request(String(input), { ...init, headers });
    },
    ...options,
    storage,
  });
  const states: AuthState['status'][] = [];
  client.auth.onAuthStateChange((state) => states.push(state.status));
  return { client, storage, states };
}

let emailCounter = 0;
const newAccount = () => ({
  email: `client${++emailCounter}-${Date.now()}@example.com`,
  password: 'correct horse battery',
  fullName: 'Client Tester',
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('@dealloop/client against the API', () => {
  it('signs up, then getUser answers the same user', async () => {
    const { client, states } = browser();
    const account = newAccount();
    const user = await client.auth.signUp(account);
    expect(user).toMatchObject({
      email: account.email,
      fullName: account.fullName,
      roles: [],
      isAdmin: false,
    });
    expect(client.auth.getSession()).toMatchObject({ user, accessToken: expect.any(String) });
    expect(states).toEqual(['signed_out', 'signed_in']);
    expect(await client.auth.getUser()).toEqual(user);
  });

  it('signs in on a second browser with a session of its own', async () => {
    const first = browser();
    const account = newAccount();
    const user = await first.client.auth.signUp(account);
    const second = browser();
    expect(await second.client.auth.signIn({ email: account.email, password: account.password })).toEqual(
      user,
    );
    expect(second.client.auth.getSession()!.refreshToken).not.toBe(
      first.client.auth.getSession()!.refreshToken,
    );
    expect(await second.client.auth.getUser()).toEqual(user);
  });

  it('a bad sign-in throws ApiError 401 invalid_credentials and stays signed out', async () => {
    const account = newAccount();
    await browser().client.auth.signUp(account);
    const { client, states } = browser();
    const error = await client.auth
      .signIn({ email: account.email, password: 'not the password' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(client.auth.getSession()).toBeNull();
    expect(states).toEqual(['signed_out']);
  });

  it('a taken email throws ApiError 409 email_taken', async () => {
    const account = newAccount();
    await browser().client.auth.signUp(account);
    await expect(browser().client.auth.signUp(account)).rejects.toMatchObject({
      status: 409,
      code: 'email_taken',
    });
  });

  it('refreshes an expiring access token before the call; the rotated-out refresh token no longer works', async () => {
    const { client, states } = browser({ refreshLeewaySeconds: 60 });
    const user = await client.auth.signUp(newAccount());
    const before = client.auth.getSession()!;

    expect(await client.auth.getUser()).toEqual(user);
    const after = client.auth.getSession()!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(Date.parse(after.expiresAt)).toBeGreaterThanOrEqual(Date.parse(before.expiresAt));
    expect(states).toEqual(['signed_out', 'signed_in', 'signed_in']);

    await wait(20); // past the (zero) reuse grace window
    const reuse = await t.call('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: before.refreshToken },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.data.error.code).toBe('invalid_refresh_token');

    // Reusing a rotated token revokes the whole session: the client's next refresh is refused and it signs out.
    expect(await client.auth.getUser()).toBeNull();
    expect(client.auth.getSession()).toBeNull();
    expect(states.at(-1)).toBe('signed_out');
  });

  it('after a 401 for a bad access token refreshes once and retries the call', async () => {
    const storage = memoryStorage();
    const first = browser({ storage });
    const user = await first.client.auth.signUp(newAccount());
    const [key, raw] = [...storage.items][0]!;
    storage.items.set(key, JSON.stringify({ ...JSON.parse(raw), accessToken: 'no.longer.valid' }));

    const { client } = browser({ storage }); // a reload: reads the damaged session from storage
    expect(await client.auth.getUser()).toEqual(user);
    expect(client.auth.getSession()!.accessToken).not.toBe('no.longer.valid');
  });

  it('signs out on the server and locally: getUser then answers null and the tokens are dead', async () => {
    const { client, states } = browser();
    await client.auth.signUp(newAccount());
    const session = client.auth.getSession()!;
    await client.auth.signOut();
    expect(client.auth.getSession()).toBeNull();
    expect(states).toEqual(['signed_out', 'signed_in', 'signed_out']);
    expect(await client.auth.getUser()).toBeNull();

    const me = await t.call('GET', '/api/v1/auth/user', { token: session.accessToken });
    expect(me.status).toBe(401);
    expect(me.data.error.code).toBe('session_ended');
    const refresh = await t.call('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('changing the password keeps this session and ends the other browsers', async () => {
    const account = newAccount();
    const here = browser();
    const user = await here.client.auth.signUp(account);
    const elsewhere = browser();
    await elsewhere.client.auth.signIn(account);

    await here.client.auth.changePassword(account.password, 'a brand new password');
    expect(await here.client.auth.getUser()).toEqual(user);
    expect(await elsewhere.client.auth.getUser()).toBeNull();
    expect(elsewhere.states.at(-1)).toBe('signed_out');
    await expect(
      browser().client.auth.signIn({ email: account.email, password: 'a brand new password' }),
    ).resolves.toEqual(user);
  });

  it('requests a password reset and confirms it with the emailed token', async () => {
    const account = newAccount();
    const user = await browser().client.auth.signUp(account);
    const { client } = browser();
    await expect(client.auth.requestPasswordReset(account.email)).resolves.toBeUndefined();
    await expect(client.auth.requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();

    await expect(
      client.auth.confirmPasswordReset('made-up-token', 'another good password'),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalid_reset_token',
    });
    const token = await createResetToken(t.db, user.id);
    await client.auth.confirmPasswordReset(token, 'another good password');
    await expect(
      client.auth.signIn({ email: account.email, password: 'another good password' }),
    ).resolves.toEqual(user);
  });

  it('uploads an image as multipart form data', async () => {
    const { client } = browser();
    await client.auth.signUp(newAccount());
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = await client.uploads.upload(
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'avatar',
      'me.png',
    );
    expect(upload).toMatchObject({ purpose: 'avatar', width: 64, height: 48, url: expect.any(String) });
    expect(upload.variants.length).toBeGreaterThan(0);
  });

  it('request() reaches any endpoint, and a signed-out upload is ApiError 401', async () => {
    const { client } = browser();
    await expect(client.request('GET', '/api/v1/health', { query: { probe: 1 } })).resolves.toMatchObject({
      status: 'ok',
    });
    await expect(client.uploads.upload(new Blob(['x']), 'avatar')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
  });
});
