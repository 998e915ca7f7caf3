// Billing, mounted from the contract's billing routes: the plans (GET /plans), Stripe Checkout for a paid plan
// (POST /billing/checkout), Stripe's webhook (POST /billing/webhook, signature checked, each event once) and the
// caller's plan and invoices (GET /me/billing). Without STRIPE_* configured, checkout and the webhook answer 501
// `billing_not_enabled`.
import { billingContract as routes } from '@dealloop/contract';
import { BILLING_NOT_ENABLED_CODE, BILLING_TEXTS } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { ApiError, badRequest, conflict } from '../http/api-error';
import { createRouter } from '../http/router';
import { billingCustomerOf, billingOf } from './billing-repo';
import { parseStripeEvent, recordStripeEvent } from './billing-webhook';
import { PLANS, planViews, stripePriceOf } from './plans';
import { createCheckoutSession, StripeRequestError } from './stripe-checkout';
import { verifyStripeSignature } from './stripe-signature';

const notEnabled = () => new ApiError(501, BILLING_NOT_ENABLED_CODE, BILLING_TEXTS.billingNotEnabled);

/** The billing routes, mounted at /api/v1. */
export function billingRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>) {
  const { db, config, logger } = deps;
  const stripe = config.stripe;

  return createRouter()
    .openapi(routes.plans, (c) => c.json({ billingEnabled: stripe !== null, plans: planViews(stripe) }, 200))
    .openapi(routes.checkout, async (c) => {
      const { user } = requireAuth(c);
      if (!stripe) throw notEnabled();
      const plan = PLANS.find((candidate) => candidate.id === c.req.valid('json').planId);
      if (!plan) throw badRequest(BILLING_TEXTS.unknownPlan, 'unknown_plan');
      const priceId = stripePriceOf(plan, stripe);
      if (!priceId) throw conflict(BILLING_TEXTS.planNotPurchasable, 'plan_not_purchasable');
      const customer = await billingCustomerOf(db, user.id);
      if (customer.planId === plan.id) throw conflict(BILLING_TEXTS.alreadyOnPlan, 'already_on_plan');
      try {
        const session = await createCheckoutSession(stripe, {
          priceId,
          planId: plan.id,
          userId: user.id,
          email: user.email,
          customerId: customer.stripeCustomerId,
          successUrl: `${config.publicUrl}/payment-history?checkout=success`,
          cancelUrl: `${config.publicUrl}/pricing?checkout=cancelled`,
        });
        return c.json({ url: session.url }, 200);
      } catch (error) {
        if (!(error instanceof StripeRequestError)) throw error;
        logger.error('stripe checkout failed', { error: error.message, status: error.status });
        throw new ApiError(502, 'stripe_unavailable', BILLING_TEXTS.checkoutFailed);
      }
    })
    .openapi(routes.webhook, async (c) => {
      if (!stripe) throw notEnabled();
      const payload = await c.req.text();
      const check = verifyStripeSignature(payload, c.req.header('stripe-signature'), stripe.webhookSecret);
      if (!check.ok) {
        logger.warn('stripe webhook refused', { reason: check.reason });
        throw badRequest(BILLING_TEXTS.invalidSignature, 'invalid_signature');
      }
      const event = parseStripeEvent(payload);
      if (!event) throw badRequest('The body is not a Stripe event.', 'invalid_event');
      const { duplicate } = await recordStripeEvent(db, stripe, event);
      return c.json({ received: true as const, duplicate }, 200);
    })
    .openapi(routes.myBilling, async (c) => {
      const { user } = requireAuth(c);
      return c.json({ billingEnabled: stripe !== null, ...(await billingOf(db, user.id)) }, 200);
    });
}
