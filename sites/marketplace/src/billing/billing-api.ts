// The billing API's paths and shapes as the site reads them (server/src/routes/billing.ts).
import type { InvoiceStatus } from '@dealloop/core';

/** GET: the plans and whether checkout is enabled on this instance (public). */
export const PLANS_API = '/api/v1/plans';
/** POST `{ planId }`: a Stripe Checkout Session's URL (501 `billing_not_enabled` without Stripe). */
export const CHECKOUT_API = '/api/v1/billing/checkout';
/** GET: the caller's current plan and invoices. */
export const MY_BILLING_API = '/api/v1/me/billing';

/** A plan of /pricing. */
export interface Plan {
  id: string;
  name: string;
  description: string;
  monthlyPriceCents: number;
  currency: string;
  features: string[];
  /** Checkout is possible (Stripe is on and the plan has a price). */
  purchasable: boolean;
}

/** GET /plans. */
export interface PlanList {
  billingEnabled: boolean;
  plans: Plan[];
}

/** An invoice recorded from Stripe. */
export interface Invoice {
  id: string;
  planId: string | null;
  planName: string | null;
  amountCents: number;
  currency: string;
  status: InvoiceStatus;
  createdAt: string;
}

/** GET /me/billing. */
export interface MyBilling {
  billingEnabled: boolean;
  currentPlan: { id: string; name: string };
  invoices: Invoice[];
}
