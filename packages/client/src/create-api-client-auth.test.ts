// The client's auth, upload and consent calls against a fake API: sessions kept, cleared and followed across tabs.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { KEY, paths, setup, THINGS } from './test-support/client-under-test';
import { errorResponse, fakeUser } from './test-support/fake-api';

describe('auth', () => {
  it('signUp keeps the session, reports signed_in and answers the user', async () => {
    const { api, client, stored, states } = setup();
    const user = await client.auth.signUp({
      email: 'buyer@example.com',
      password: 'long enough',
      fullName: 'Bea',
    });
    expect(user).toEqual(api.user);
    expect(api.calls[0]!.json).toEqual({
      email: 'buyer@example.com',
      password: 'long enough',
      fullName: 'Bea',
    });
    expect(stored()).toMatchObject({ user: api.user, accessToken: expect.any(String) });
    expect(states).toEqual(['signed_out', 'signed_in']);
  });

  it('signIn with a wrong password throws invalid_credentials and stays signed out', async () => {
    const { client, states } = setup();
    const error = await client.auth.signIn({ email: 'buyer@example.com', password: 'wrong' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(client.auth.getSession()).toBeNull();
    expect(states).toEqual(['signed_out']);
  });

  it('signIn with the right password signs in without sending an old token', async () => {
    const { api, client, session } = setup({ ttlSeconds: 900 });
    await client.auth.signIn({ email: 'buyer@example.com', password: 'right password' });
    expect(api.calls[0]!.authorization).toBeNull();
    expect(client.auth.getSession()!.accessToken).not.toBe(session!.accessToken);
  });

  it('signOut ends the session by its refresh token and clears it locally', async () => {
    const { api, client, session, storage, states } = setup({ ttlSeconds: 900 });
    await client.auth.signOut();
    expect(paths(api)).toEqual(['POST /api/v1/auth/sign-out']);
    expect(api.calls[0]!.json).toEqual({ refreshToken: session!.refreshToken });
    expect(storage.items.has(KEY)).toBe(false);
    expect(states).toEqual(['signed_in', 'signed_out']);
  });

  it('signOut clears locally even when the network fails or the server refuses', async () => {
    const offline = setup({ ttlSeconds: 900 });
    offline.api.offline = true;
    await expect(offline.client.auth.signOut()).resolves.toBeUndefined();
    expect(offline.client.auth.getSession()).toBeNull();
    expect(offline.storage.items.has(KEY)).toBe(false);

    const refused = setup({ ttlSeconds: 900 });
    refused.api.on('POST /api/v1/auth/sign-out', () => errorResponse(500, 'internal_error'));
    await expect(refused.client.auth.signOut()).resolves.toBeUndefined();
    expect(refused.states).toEqual(['signed_in', 'signed_out']);
  });

  it('getUser answers null without a call when signed out', async () => {
    const { api, client } = setup();
    expect(await client.auth.getUser()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('getUser asks the server and refreshes the stored user', async () => {
    const { api, client, stored } = setup({ ttlSeconds: 900 });
    api.user = fakeUser({ fullName: 'Renamed Buyer', roles: ['moderator'], isModerator: true });
    expect(await client.auth.getUser()).toEqual(api.user);
    expect(stored()!.user).toEqual(api.user);
  });

  it('getUser answers null once the session has ended everywhere', async () => {
    const { api, client, states } = setup({ ttlSeconds: 900 });
    api.rejectAccessTokens();
    api.rejectRefreshTokens();
    expect(await client.auth.getUser()).toBeNull();
    expect(states).toEqual(['signed_in', 'signed_out']);
  });

  it('changePassword sends the bearer token; the reset calls send none', async () => {
    const { api, client, session } = setup({ ttlSeconds: 900 });
    await client.auth.changePassword('old password', 'new password!');
    await client.auth.requestPasswordReset('buyer@example.com');
    await client.auth.confirmPasswordReset('reset-token', 'new password!');
    const [change, request, confirm] = api.calls;
    expect(change).toMatchObject({
      path: '/api/v1/auth/password',
      authorization: `Bearer ${session!.accessToken}`,
    });
    expect(change!.json).toEqual({ currentPassword: 'old password', newPassword: 'new password!' });
    expect(request).toMatchObject({ path: '/api/v1/auth/password-reset', authorization: null });
    expect(request!.json).toEqual({ email: 'buyer@example.com' });
    expect(confirm).toMatchObject({ path: '/api/v1/auth/password-reset/confirm', authorization: null });
    expect(confirm!.json).toEqual({ token: 'reset-token', password: 'new password!' });
  });

  it('onAuthStateChange reports the current state at once and stops after unsubscribe', async () => {
    const { client } = setup({ ttlSeconds: 900 });
    const listener = vi.fn();
    const unsubscribe = client.auth.onAuthStateChange(listener);
    expect(listener).toHaveBeenCalledWith({ status: 'signed_in', session: client.auth.getSession() });
    unsubscribe();
    await client.auth.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a corrupt stored session as signed out and sends no token', async () => {
    const { api, client, states } = setup({ raw: '{"accessToken": "half a sess' });
    expect(client.auth.getSession()).toBeNull();
    expect(states).toEqual(['signed_out']);
    expect(await client.request('GET', THINGS)).toEqual({ signedIn: false });
    expect(api.calls[0]!.authorization).toBeNull();
  });

  it("follows another tab's sign-in and sign-out", async () => {
    const { api, client, storage, window, states } = setup();
    const other = api.session();
    storage.items.set(KEY, JSON.stringify(other));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
    expect(states).toEqual(['signed_out', 'signed_in']);
    expect(client.auth.getSession()).toEqual(other);
    await client.request('GET', THINGS);
    expect(api.calls[0]!.authorization).toBe(`Bearer ${other.accessToken}`);

    storage.items.delete(KEY);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }));
    expect(states).toEqual(['signed_out', 'signed_in', 'signed_out']);
    expect(client.auth.getSession()).toBeNull();
  });
});

describe('uploads and consents', () => {
  it('uploads the file as multipart form data with its purpose and the bearer token', async () => {
    const { api, client, session } = setup({ ttlSeconds: 900 });
    const upload = await client.uploads.upload(
      new Blob(['png bytes'], { type: 'image/png' }),
      'avatar',
      'me.png',
    );
    expect(upload).toMatchObject({ id: 'upload-1', purpose: 'avatar' });
    const call = api.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/uploads' });
    expect(call.authorization).toBe(`Bearer ${session!.accessToken}`);
    expect(call.headers.get('content-type')).toBeNull();
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('purpose')).toBe('avatar');
    const file = form.get('file') as File;
    expect(file.name).toBe('me.png');
    expect(await file.text()).toBe('png bytes');
  });

  it('keeps the name of a File when no file name is given', async () => {
    const { api, client } = setup({ ttlSeconds: 900 });
    await client.uploads.upload(new File(['x'], 'house.jpg', { type: 'image/jpeg' }), 'listing');
    expect(((api.calls[0]!.body as FormData).get('file') as File).name).toBe('house.jpg');
  });

  it('records a consent with the bearer token', async () => {
    const { api, client, session } = setup({ ttlSeconds: 900 });
    await expect(client.consents.record({ consentType: 'cookies', version: '1.0' })).resolves.toBeUndefined();
    const call = api.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/consents' });
    expect(call.json).toEqual({ consentType: 'cookies', version: '1.0' });
    expect(call.authorization).toBe(`Bearer ${session!.accessToken}`);
  });
});
