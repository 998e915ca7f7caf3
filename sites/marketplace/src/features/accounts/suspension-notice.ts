// Tells a user whose account was suspended why they were signed out: the client clears the session when the API
// refuses the account, and this shows the message until dismissed.
import type { ApiClient } from '@dealloop/client';
import { ACCOUNT_SUSPENSION_TEXTS } from '@dealloop/core';
import type { ToastStore } from '../../stores/toast-store';

/** Shows core's suspension message whenever the client signs out because the account is suspended. */
export function startSuspensionNotice({
  client,
  toasts,
}: {
  client: ApiClient;
  toasts: ToastStore;
}): () => void {
  return client.auth.onAuthStateChange((state) => {
    if (state.status === 'signed_out' && state.reason === 'account_suspended') {
      toasts.show('error', ACCOUNT_SUSPENSION_TEXTS.message, {
        title: ACCOUNT_SUSPENSION_TEXTS.title,
        duration: 0,
      });
    }
  });
}
