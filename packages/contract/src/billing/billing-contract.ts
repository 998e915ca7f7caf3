// The billing routes: the plans (public), Stripe Checkout for a paid plan, Stripe's webhook (signature checked, each
// event once), the caller's plan and invoices, and the caller's plan with its paid features and quotas.
// Without STRIPE_* configured, checkout and the webhook answer 501 `billing_not_enabled`.
import { createRoute } from '@hono/zod-openapi';
import { bearer, ErrorSchema, errors, json } from '../http-schemas';
import { billingEndpoints as at } from './billing-endpoints';
import {
  CheckoutBody,
  CheckoutSessionSchema,
  MyBillingSchema,
  MyPlanSchema,
  PlanListSchema,
  WebhookReceiptSchema,
} from './billing-schemas';

const notEnabledResponse = {
  501: { description: 'Billing is not enabled on this instance', content: json(ErrorSchema) },
};

/** The billing routes. */
export const billingContract = {
  plans: createRoute({
    ...at.plans,
    summary: 'The plans of /pricing and whether checkout is enabled on this instance',
    responses: { 200: { description: 'Plans, cheapest first', content: json(PlanListSchema) } },
  }),
  checkout: createRoute({
    ...at.checkout,
    summary: 'Start a Stripe Checkout Session for a paid plan; answers the URL to send the buyer to',
    security: bearer,
    request: { body: { content: json(CheckoutBody), required: true } },
    responses: {
      200: { description: 'The Checkout Session URL', content: json(CheckoutSessionSchema) },
      ...errors(400, 401, 409),
      ...notEnabledResponse,
      502: { description: 'Stripe did not answer as expected', content: json(ErrorSchema) },
    },
  }),
  webhook: createRoute({
    ...at.webhook,
    summary: "Stripe's webhook: the Stripe-Signature header must sign the raw body (5 minutes tolerance)",
    description:
      'Handles checkout.session.completed, invoice.paid, invoice.payment_failed and customer.subscription.deleted; an event id seen before is acknowledged and changes nothing.',
    responses: {
      200: { description: 'Received', content: json(WebhookReceiptSchema) },
      ...errors(400),
      ...notEnabledResponse,
    },
  }),
  myBilling: createRoute({
    ...at.myBilling,
    summary: "The caller's current plan and invoices, newest first",
    security: bearer,
    responses: { 200: { description: 'Plan and invoices', content: json(MyBillingSchema) }, ...errors(401) },
  }),
  myPlan: createRoute({
    ...at.myPlan,
    summary: "The caller's plan, the paid features it has, and what is used and left of each quota",
    security: bearer,
    responses: { 200: { description: 'The plan', content: json(MyPlanSchema) }, ...errors(401) },
  }),
};

/** The billing routes' types (import type: the site takes its shapes from here). */
export type BillingContract = typeof billingContract;
