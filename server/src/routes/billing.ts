// Billing: the plans (GET /plans), Stripe Checkout for a paid plan (POST /billing/checkout), Stripe's webhook
// (POST /billing/webhook, signature checked, each event once) and the caller's plan and invoices (GET /me/billing).
// Without STRIPE_* configured, checkout and the webhook answer 501 `billing_not_enabled`.

import { ErrorSchema, errors, json } from '@dealloop/contract';
import { BILLING_NOT_ENABLED_CODE, BILLING_TEXTS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { billingCustomerOf, billingOf } from '../billing/billing-repo';
import { parseStripeEvent, recordStripeEvent } from '../billing/billing-webhook';
import { PLANS, planViews, stripePriceOf } from '../billing/plans';
import { createCheckoutSession, StripeRequestError } from '../billing/stripe-checkout';
import { verifyStripeSignature } from '../billing/stripe-signature';
import { ApiError, badRequest, conflict } from '../http/api-error';
import { createRouter } from '../http/router';

const bearer = [{ bearerAuth: [] }];
const notEnabled = () => new ApiError(501, BILLING_NOT_ENABLED_CODE, BILLING_TEXTS.billingNotEnabled);
const notEnabledResponse = {
  501: { description: 'Billing is not enabled on this instance', content: json(ErrorSchema) },
};

const Plan = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    monthlyPriceCents: z.number().int(),
    currency: z.string(),
    features: z.array(z.string()),
    purchasable: z.boolean(),
  })
  .openapi('Plan');
const PlanList = z.object({ billingEnabled: z.boolean(), plans: z.array(Plan) }).openapi('PlanList');
const CheckoutBody = z.object({ planId: z.string().max(64) }).openapi('CheckoutBody');
const CheckoutSession = z.object({ url: z.string() }).openapi('CheckoutSession');
const Invoice = z
  .object({
    id: z.string(),
    planId: z.string().nullable(),
    planName: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.enum(['paid', 'open', 'failed']),
    createdAt: z.string(),
  })
  .openapi('Invoice');
const MyBilling = z
  .object({
    billingEnabled: z.boolean(),
    currentPlan: z.object({ id: z.string(), name: z.string() }),
    invoices: z.array(Invoice),
  })
  .openapi('MyBilling');

/** The billing routes, mounted at /api/v1. */
export function billingRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>) {
  const { db, config, logger } = deps;
  const stripe = config.stripe;

  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/plans',
        summary: 'The plans of /pricing and whether checkout is enabled on this instance',
        responses: { 200: { description: 'Plans, cheapest first', content: json(PlanList) } },
      }),
      (c) => c.json({ billingEnabled: stripe !== null, plans: planViews(stripe) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/checkout',
        summary: 'Start a Stripe Checkout Session for a paid plan; answers the URL to send the buyer to',
        security: bearer,
        request: { body: { content: json(CheckoutBody), required: true } },
        responses: {
          200: { description: 'The Checkout Session URL', content: json(CheckoutSession) },
          ...errors(400, 401, 409),
          ...notEnabledResponse,
          502: { description: 'Stripe did not answer as expected', content: json(ErrorSchema) },
        },
      }),
      async (c) => {
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
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/billing/webhook',
        summary: "Stripe's webhook: the Stripe-Signature header must sign the raw body (5 minutes tolerance)",
        description:
          'Handles checkout.session.completed, invoice.paid, invoice.payment_failed and customer.subscription.deleted; an event id seen before is acknowledged and changes nothing.',
        responses: {
          200: {
            description: 'Received',
            content: json(z.object({ received: z.literal(true), duplicate: z.boolean() })),
          },
          ...errors(400),
          ...notEnabledResponse,
        },
      }),
      async (c) => {
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
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/billing',
        summary: "The caller's current plan and invoices, newest first",
        security: bearer,
        responses: { 200: { description: 'Plan and invoices', content: json(MyBilling) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        return c.json({ billingEnabled: stripe !== null, ...(await billingOf(db, user.id)) }, 200);
      },
    );
}
