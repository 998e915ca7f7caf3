// The billing calls of the contract, bound to a client (their shapes come from @dealloop/contract as types).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { BillingContract } from '@dealloop/contract';
import { billingEndpoints } from '@dealloop/contract/endpoints';

/**
 * The billing calls made with `client`: `plans`, `checkout` (501 `billing_not_enabled` without Stripe),
 * `myBilling` and `myPlan` (`webhook` is Stripe's).
 */
export const billingApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<BillingContract>(client, billingEndpoints);
