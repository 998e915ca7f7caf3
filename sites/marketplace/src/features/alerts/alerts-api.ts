// The alerts calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { API_BASE, type ApiClient, bindEndpoints } from '@dealloop/client';
import type { AlertsContract } from '@dealloop/contract';
import { alertsEndpoints } from '@dealloop/contract/endpoints';

/**
 * The alerts calls made with `client`: the bell's `notifications`, `markRead`, `markAllRead`, the email settings
 * (`emailPreferences`, `updateEmailPreferences`), unsubscribe and the admin mailbox (the alert stream itself is
 * opened by `client.alerts.connect`).
 */
export const alertsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<AlertsContract>(client, alertsEndpoints);

/**
 * Where an alerts call is (its contract path under /api/v1), for the calls made with the query written into the
 * path (unsubscribe links, mailbox pages), as their tests and links have it.
 */
export const alertsPath = (call: keyof typeof alertsEndpoints) => `${API_BASE}${alertsEndpoints[call].path}`;
