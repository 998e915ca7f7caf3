// Request and response schemas of the billing routes (also the OpenAPI document); the site reads the inferred types.
import { PLAN_FEATURE_IDS, PLAN_IDS, QUOTA_RESOURCES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** A plan of /pricing. */
export const PlanSchema = z
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

/** GET /plans: the plans and whether checkout is enabled on this instance. */
export const PlanListSchema = z
  .object({ billingEnabled: z.boolean(), plans: z.array(PlanSchema) })
  .openapi('PlanList');

/** The paid plan to check out. */
export const CheckoutBody = z.object({ planId: z.string().max(64) }).openapi('CheckoutBody');

/** Where to send the buyer: the Stripe Checkout Session's URL. */
export const CheckoutSessionSchema = z.object({ url: z.string() }).openapi('CheckoutSession');

/** What the webhook answers Stripe: received, and whether the event was seen before. */
export const WebhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Where a recorded invoice stands (from Stripe's webhooks). */
export const InvoiceStatusSchema = z.enum(['paid', 'open', 'failed']);

/** An invoice recorded from Stripe. */
export const InvoiceSchema = z
  .object({
    id: z.string(),
    planId: z.string().nullable(),
    planName: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: InvoiceStatusSchema,
    createdAt: z.string(),
  })
  .openapi('Invoice');

/** GET /me/billing: the caller's current plan and invoices, newest first. */
export const MyBillingSchema = z
  .object({
    billingEnabled: z.boolean(),
    currentPlan: z.object({ id: z.string(), name: z.string() }),
    invoices: z.array(InvoiceSchema),
  })
  .openapi('MyBilling');

/** One quota-limited thing's figures, with the lines core wrote (null when there is nothing to say). */
export const QuotaFiguresSchema = z
  .object({
    used: z.number().int().openapi({ description: 'How many the account keeps' }),
    limit: z.number().int().nullable().openapi({ description: "The plan's limit; null without one" }),
    text: z.string().nullable().openapi({ description: '"2 of 20 embed keys used. Team allows 50."' }),
    createdToday: z.number().int().openapi({ description: 'How many it created in the last 24 hours' }),
    perDay: z.number().int().openapi({ description: "The plan's daily quota" }),
    todayText: z.string().nullable().openapi({ description: "The day's quota once close, else null" }),
  })
  .openapi('QuotaFigures');

/** GET /me/plan: the caller's plan, its paid features, and what is used and left of each quota. */
export const MyPlanSchema = z
  .object({
    plan: z.enum(PLAN_IDS),
    planName: z.string(),
    features: z.array(z.enum(PLAN_FEATURE_IDS)).openapi({ description: 'The paid features the plan has' }),
    quotas: z.object(
      Object.fromEntries(QUOTA_RESOURCES.map((resource) => [resource, QuotaFiguresSchema])) as Record<
        (typeof QUOTA_RESOURCES)[number],
        typeof QuotaFiguresSchema
      >,
    ),
  })
  .openapi('MyPlan');

/** A plan of /pricing. */
export type Plan = z.infer<typeof PlanSchema>;
/** GET /plans. */
export type PlanList = z.infer<typeof PlanListSchema>;
/** Where a recorded invoice stands. */
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
/** An invoice recorded from Stripe. */
export type Invoice = z.infer<typeof InvoiceSchema>;
/** GET /me/billing. */
export type MyBilling = z.infer<typeof MyBillingSchema>;
/** One quota-limited thing's figures. */
export type QuotaFigures = z.infer<typeof QuotaFiguresSchema>;
/** GET /me/plan. */
export type MyPlan = z.infer<typeof MyPlanSchema>;
