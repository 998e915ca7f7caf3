// The client's requests against a fake API: bearer tokens, errors, refresh before expiry and after a 401, single flight.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { KEY, paths, REFRESH, setup, THINGS } from './test-support/client-under-test';
import { errorResponse } from './test-support/fake-api';

describe('request', () => {
  it('sends the bearer token when signed in and none when signed out', async () => {
    const { api, client, session } = setup({ ttlSeconds: 900 });
    expect(await client.request('GET', THINGS)).toEqual({ signedIn: true });
    expect(api.calls[0]!.authorization).toBe(`Bearer ${session!.accessToken}`);

    const anonymous = setup();
    expect(await anonymous.client.request('GET', THINGS)).toEqual({ signedIn: false });
    expect(anonymous.api.calls[0]!.authorization).toBeNull();
  });

  it('builds the URL from the base URL and the query, leaving out empty values', async () => {
    const { api, client } = setup();
    await client.request('GET', THINGS, {
      query: { q: 'Dallas, TX', page: 2, cash: true, state: null, zip: undefined },
    });
    expect(api.calls[0]!.url).toBe('https://api.test/api/v1/things?q=Dallas%2C+TX&page=2&cash=true');
  });

  it('sends JSON with its content type and the caller headers', async () => {
    const { api, client } = setup();
    api.on('POST /api/v1/things', () => new Response(JSON.stringify({ id: 'x' }), { status: 201 }));
    const created = await client.request('post', THINGS, {
      json: { name: 'Duplex' },
      headers: { 'x-trace': '1' },
    });
    expect(created).toEqual({ id: 'x' });
    const call = api.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.json).toEqual({ name: 'Duplex' });
    expect(call.headers.get('x-trace')).toBe('1');
    expect(call.headers.get('accept')).toBe('application/json');
  });

  it('answers undefined for 204', async () => {
    const { api, client } = setup();
    api.on('DELETE /api/v1/things', () => new Response(null, { status: 204 }));
    expect(await client.request('DELETE', THINGS)).toBeUndefined();
  });

  it('throws an ApiError with the code, message and Retry-After of an error answer', async () => {
    const { api, client } = setup();
    api.on('GET /api/v1/things', () =>
      errorResponse(429, 'rate_limited', 'Too many.', { 'retry-after': '30' }),
    );
    const error = await client.request('GET', THINGS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many.',
      retryAfterSeconds: 30,
    });
  });

  it('throws an ApiError with status 0 and network_error when the server is not reached', async () => {
    const { api, client } = setup();
    api.offline = true;
    await expect(client.request('GET', THINGS)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('throws invalid_response when a success answer is not JSON (a wrong base URL serving HTML)', async () => {
    const { api, client } = setup();
    api.on('GET /api/v1/things', () => new Response('<!doctype html>', { status: 200 }));
    await expect(client.request('GET', THINGS)).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
    });
  });
});

describe('session refresh', () => {
  it('refreshes first when the access token expires within the leeway, and keeps the rotated tokens', async () => {
    const { api, client, session, stored, states } = setup({ ttlSeconds: 30, leewaySeconds: 60 });
    expect(await client.request('GET', THINGS)).toEqual({ signedIn: true });
    expect(paths(api)).toEqual([`POST ${REFRESH}`, `GET ${THINGS}`]);
    const [refresh, call] = api.calls;
    expect(refresh!.json).toEqual({ refreshToken: session!.refreshToken });
    expect(refresh!.authorization).toBeNull();
    const fresh = stored()!;
    expect(fresh.refreshToken).not.toBe(session!.refreshToken);
    expect(call!.authorization).toBe(`Bearer ${fresh.accessToken}`);
    expect(client.auth.getSession()).toEqual(fresh);
    // Subscribers hear of the new tokens (a stream can reconnect with them); nobody was signed out.
    expect(states).toEqual(['signed_in', 'signed_in']);
  });

  it('does not refresh a token that is not about to expire', async () => {
    const { api, client } = setup({ ttlSeconds: 900, leewaySeconds: 60 });
    await client.request('GET', THINGS);
    expect(paths(api)).toEqual([`GET ${THINGS}`]);
  });

  it('shares one refresh among concurrent calls (refresh tokens are single use)', async () => {
    const { api, client, stored } = setup({ ttlSeconds: 30 });
    api.holdRefreshes();
    const results = Promise.all([
      client.request('GET', THINGS),
      client.request('GET', THINGS),
      client.request('GET', THINGS),
    ]);
    await vi.waitFor(() => expect(api.callsTo(REFRESH)).toHaveLength(1));
    api.releaseRefreshes();
    expect(await results).toEqual([{ signedIn: true }, { signedIn: true }, { signedIn: true }]);
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    const bearer = `Bearer ${stored()!.accessToken}`;
    expect(api.callsTo(THINGS).map((call) => call.authorization)).toEqual([bearer, bearer, bearer]);
  });

  it('after a 401 invalid_token refreshes once and retries once', async () => {
    const { api, client, stored } = setup({ ttlSeconds: 900 });
    api.rejectAccessTokens();
    expect(await client.request('GET', THINGS)).toEqual({ signedIn: true });
    expect(paths(api)).toEqual([`GET ${THINGS}`, `POST ${REFRESH}`, `GET ${THINGS}`]);
    expect(api.calls[2]!.authorization).toBe(`Bearer ${stored()!.accessToken}`);
  });

  it('retries only once when the retry is refused too', async () => {
    const { api, client } = setup({ ttlSeconds: 900 });
    api.on('GET /api/v1/things', () => errorResponse(401, 'invalid_token'));
    await expect(client.request('GET', THINGS)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    expect(paths(api)).toEqual([`GET ${THINGS}`, `POST ${REFRESH}`, `GET ${THINGS}`]);
  });

  it('does not refresh after a 401 that is not about the token', async () => {
    const { api, client } = setup({ ttlSeconds: 900 });
    api.on('POST /api/v1/things', () => errorResponse(401, 'invalid_credentials'));
    await expect(client.request('POST', THINGS)).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(api.callsTo(REFRESH)).toHaveLength(0);
  });

  it('shares one refresh among concurrent calls refused with 401', async () => {
    const { api, client } = setup({ ttlSeconds: 900 });
    api.rejectAccessTokens();
    api.holdRefreshes();
    const results = Promise.all([1, 2, 3].map(() => client.request('GET', THINGS)));
    await vi.waitFor(() => expect(api.callsTo(REFRESH)).toHaveLength(1));
    api.releaseRefreshes();
    expect(await results).toEqual([{ signedIn: true }, { signedIn: true }, { signedIn: true }]);
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.callsTo(THINGS)).toHaveLength(6);
  });

  it('when the refresh is refused, clears the session, reports signed_out and throws the original error', async () => {
    const { api, client, storage, states } = setup({ ttlSeconds: 900 });
    api.rejectAccessTokens();
    api.rejectRefreshTokens();
    const error = await client.request('GET', THINGS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
    expect(client.auth.getSession()).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    expect(states).toEqual(['signed_in', 'signed_out']);
  });

  it('sends the call signed out when the refresh before expiry is refused', async () => {
    const { api, client, states } = setup({ ttlSeconds: 30 });
    api.rejectRefreshTokens();
    expect(await client.request('GET', THINGS)).toEqual({ signedIn: false });
    expect(api.callsTo(THINGS)[0]!.authorization).toBeNull();
    expect(states).toEqual(['signed_in', 'signed_out']);
  });

  it('keeps the session and a still valid token when the refresh fails for another reason', async () => {
    const { api, client, session, states } = setup({ ttlSeconds: 30 });
    api.on(`POST ${REFRESH}`, () => errorResponse(503, 'unavailable'));
    expect(await client.request('GET', THINGS)).toEqual({ signedIn: true });
    expect(api.callsTo(THINGS)[0]!.authorization).toBe(`Bearer ${session!.accessToken}`);
    expect(client.auth.getSession()).toEqual(session);
    expect(states).toEqual(['signed_in']);
  });

  it('a sign-out while a refresh is under way wins: the refreshed tokens are not kept', async () => {
    const { api, client, storage, states } = setup({ ttlSeconds: 30 });
    api.holdRefreshes();
    const result = client.request('GET', THINGS);
    await vi.waitFor(() => expect(api.callsTo(REFRESH)).toHaveLength(1));
    await client.auth.signOut();
    api.releaseRefreshes();
    expect(await result).toEqual({ signedIn: false });
    expect(client.auth.getSession()).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    expect(states).toEqual(['signed_in', 'signed_out']);
  });

  it('throws the refresh error when the token has expired and the refresh fails for another reason', async () => {
    const { api, client, session } = setup({ ttlSeconds: -5 });
    api.on(`POST ${REFRESH}`, () => errorResponse(503, 'unavailable'));
    await expect(client.request('GET', THINGS)).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    expect(api.callsTo(THINGS)).toHaveLength(0);
    expect(client.auth.getSession()).toEqual(session);
  });
});
