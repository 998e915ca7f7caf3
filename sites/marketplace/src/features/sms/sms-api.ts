// The text-message calls of the contract bound to a client, and the shapes the site reads (the contract's types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { SmsContract } from '@dealloop/contract';
import { smsEndpoints } from '@dealloop/contract/endpoints';

export type { SmsBlastCounts, SmsOutboxMessage, SmsSettings } from '@dealloop/contract';

/**
 * The text-message calls made with `client`: the caller's `settings`, `startVerification` (text a code),
 * `verify`, `update` (kinds, time zone), `withdraw`, and the admin's `outbox`.
 */
export const smsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<SmsContract>(client, smsEndpoints);
