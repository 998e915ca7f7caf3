// Starts a Stripe Checkout Session for a plan with one form-encoded POST to Stripe's API (no SDK).
import type { StripeConfig } from '../config';

/** What the session is for. */
export interface CheckoutRequest {
  priceId: string;
  planId: string;
  userId: string;
  email: string;
  /** The user's Stripe customer from an earlier checkout, so invoices stay on one customer. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** Thrown when Stripe cannot be reached or refuses the request; the message is for logs, not clients. */
export class StripeRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'StripeRequestError';
  }
}

/** Milliseconds to wait for Stripe before giving up. */
const STRIPE_TIMEOUT_MS = 15_000;

/** The form body of the Checkout Session (subscription mode, the user and plan in its metadata). */
export function checkoutSessionForm(request: CheckoutRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'subscription',
    'line_items[0][price]': request.priceId,
    'line_items[0][quantity]': '1',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.userId,
    'metadata[user_id]': request.userId,
    'metadata[plan_id]': request.planId,
    'subscription_data[metadata][user_id]': request.userId,
    'subscription_data[metadata][plan_id]': request.planId,
  });
  if (request.customerId) form.set('customer', request.customerId);
  else form.set('customer_email', request.email);
  return form;
}

/** Creates the session and answers its id and the URL to send the buyer to. */
export async function createCheckoutSession(
  stripe: StripeConfig,
  request: CheckoutRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string; url: string }> {
  let response: Response;
  try {
    response = await fetchImpl(`${stripe.apiBase}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: checkoutSessionForm(request).toString(),
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StripeRequestError(`Stripe unreachable: ${(error as Error).message}`, null);
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    url?: unknown;
    error?: { message?: unknown };
  } | null;
  if (!response.ok) {
    throw new StripeRequestError(
      `Stripe answered ${response.status}: ${String(body?.error?.message ?? '')}`,
      response.status,
    );
  }
  if (typeof body?.id !== 'string' || typeof body.url !== 'string') {
    throw new StripeRequestError('Stripe answered without a session URL', response.status);
  }
  return { id: body.id, url: body.url };
}
