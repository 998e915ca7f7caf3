// A suspended account: the server's 403 account_suspended on a request or a refresh clears the session at once and
// tells subscribers why; other 403s leave the session alone.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { KEY, REFRESH, setup, THINGS } from './test-support/client-under-test';
import { errorResponse } from './test-support/fake-api';
import type { AuthState } from './types';

function withStates(options: { ttlSeconds: number; leewaySeconds?: number }) {
  const context = setup(options);
  const full: AuthState[] = [];
  context.client.auth.onAuthStateChange((state) => full.push(state));
  return { ...context, full };
}

describe('account suspension', () => {
  it('a request refused with 403 account_suspended signs out with the reason', async () => {
    const { api, client, storage, full } = withStates({ ttlSeconds: 900 });
    api.on(`GET ${THINGS}`, () => errorResponse(403, 'account_suspended'));
    const error = await client.request('GET', THINGS).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'account_suspended' });
    expect(client.auth.getSession()).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    expect(full.at(-1)).toEqual({ status: 'signed_out', session: null, reason: 'account_suspended' });
  });

  it('a refresh refused with 403 account_suspended signs out with the reason', async () => {
    const { api, client, full } = withStates({ ttlSeconds: 0 });
    api.on(`POST ${REFRESH}`, () => errorResponse(403, 'account_suspended'));
    await expect(client.request('GET', THINGS)).rejects.toMatchObject({ code: 'account_suspended' });
    expect(client.auth.getSession()).toBeNull();
    expect(full.at(-1)).toMatchObject({ status: 'signed_out', reason: 'account_suspended' });
  });

  it('another 403 keeps the session, and a plain sign-out carries no reason', async () => {
    const { api, client, full } = withStates({ ttlSeconds: 900 });
    api.on(`GET ${THINGS}`, () => errorResponse(403, 'forbidden'));
    await expect(client.request('GET', THINGS)).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(client.auth.getSession()).not.toBeNull();
    await client.auth.signOut();
    expect(full.at(-1)).toEqual({ status: 'signed_out', session: null });
  });
});
