// The alerts calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { AlertsContract } from '@dealloop/contract';
import { alertsEndpoints } from '@dealloop/contract/endpoints';

/**
 * The alerts calls made with `client`: the bell's `notifications`, `markRead`, `markAllRead`, the email settings
 * (`emailPreferences`, `updateEmailPreferences`), unsubscribe and the admin mailbox (the alert stream itself is
 * opened by `client.alerts.connect`).
 */
export const alertsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<AlertsContract>(client, alertsEndpoints);
