// Reads of billing: a user's current plan, Stripe customer and invoices, as /payment-history shows them.
import type { InvoiceStatus } from '@dealloop/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FREE_PLAN_ID, PLANS } from './plans';

/** The most invoices one answer lists (a monthly plan reaches it after 20 years). */
const INVOICE_LIMIT = 240;

/** An invoice as GET /me/billing answers it. */
export interface InvoiceView {
  id: string;
  planId: string | null;
  planName: string | null;
  amountCents: number;
  currency: string;
  status: InvoiceStatus;
  createdAt: string;
}

const planName = (id: string | null) => PLANS.find((plan) => plan.id === id)?.name ?? null;

/** The user's plan (free without a completed checkout) and Stripe customer id (null before a first checkout). */
export async function billingCustomerOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ planId: string; stripeCustomerId: string | null }> {
  const row = await db
    .selectFrom('billing_customers')
    .select(['plan_id', 'stripe_customer_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { planId: row?.plan_id ?? FREE_PLAN_ID, stripeCustomerId: row?.stripe_customer_id ?? null };
}

/** The user's current plan and invoices, newest first. */
export async function billingOf(db: Kysely<Database>, userId: string) {
  const [{ planId }, invoices] = await Promise.all([
    billingCustomerOf(db, userId),
    db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(INVOICE_LIMIT)
      .execute(),
  ]);
  return {
    currentPlan: { id: planId, name: planName(planId) ?? planId },
    invoices: invoices.map(
      (row): InvoiceView => ({
        id: row.id,
        planId: row.plan_id,
        planName: planName(row.plan_id),
        amountCents: row.amount_cents,
        currency: row.currency,
        status: row.status,
        createdAt: row.created_at,
      }),
    ),
  };
}
