// The failures of a model provider, by what the client should be told: out of credit (402), busy (429), or
// failed (502).

/** Why a provider call failed. */
export type ProviderFailure = 'credit' | 'rate_limited' | 'failed';

/** A model provider call that failed; `failure` decides the HTTP answer when nothing was streamed yet. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** Seconds the provider asked to wait (429), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Whether an error body says the account is out of credit (OpenAI's `insufficient_quota` and kin). */
const isQuotaBody = (body: string) =>
  /insufficient_quota|billing_hard_limit|quota_exceeded|credit/i.test(body);

/** The error for a non-2xx provider answer: 402, or 429 with an exhausted quota, is out of credit. */
export function providerErrorOf(status: number, body: string, retryAfter: string | null): ProviderError {
  if (status === 402 || (status === 429 && isQuotaBody(body))) {
    return new ProviderError('credit', `The model provider is out of credit (HTTP ${status}).`);
  }
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new ProviderError(
      'rate_limited',
      'The model provider is rate limiting requests.',
      Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    );
  }
  return new ProviderError('failed', `The model provider answered HTTP ${status}.`);
}
