// The suspension notice: a sign-out because the account is suspended shows core's message until dismissed; other
// sign-outs show nothing.
import { ADMIN_MESSAGES } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { createToastStore } from '../../stores/toast-store';
import { BUYER, createFakeApiClient } from '../../test/fake-api-client';
import { startSuspensionNotice } from './suspension-notice';

describe('suspension notice', () => {
  it('shows the suspension message, kept on screen, when the client ends a suspended session', () => {
    const client = createFakeApiClient();
    const toasts = createToastStore();
    client.startSignedIn(BUYER);
    const stop = startSuspensionNotice({ client, toasts });
    client.suspendAccount();
    expect(toasts.getState().toasts).toEqual([
      expect.objectContaining({
        tone: 'error',
        message: ADMIN_MESSAGES.accountSuspended,
        title: ADMIN_MESSAGES.accountSuspendedTitle,
        duration: 0,
      }),
    ]);
    stop();
  });

  it('stays quiet on a plain sign-out', async () => {
    const client = createFakeApiClient();
    const toasts = createToastStore();
    client.startSignedIn(BUYER);
    startSuspensionNotice({ client, toasts });
    await client.auth.signOut();
    expect(toasts.getState().toasts).toEqual([]);
  });
});
