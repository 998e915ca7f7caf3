// The verified proof of funds API as the site calls it: the bound contract calls, their shapes, and the wire paths
// tests fake.
import { API_BASE, type ApiClient, bindEndpoints, fillPath } from '@dealloop/client';
import type { FundsVerificationContract, FundsVerificationView } from '@dealloop/contract';
import { fundsVerificationEndpoints } from '@dealloop/contract/endpoints';

/** The calls made with `client`: submit, mine, queue, decide, document. */
export const fundsApi = (client: ApiClient) =>
  bindEndpoints<FundsVerificationContract>(client, fundsVerificationEndpoints);

/** A verification request as the API answers it. */
export type FundsVerification = FundsVerificationView;

/** GET: proofs of funds waiting for review (staff). */
export const FUNDS_QUEUE_API = `${API_BASE}${fundsVerificationEndpoints.queue.path}`;
/** POST: a reviewer's decision on one request. */
export const fundsDecisionPath = (id: string) =>
  `${API_BASE}${fillPath(fundsVerificationEndpoints.decide.path, { id })}`;
