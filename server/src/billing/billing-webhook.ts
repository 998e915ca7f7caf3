// Records what Stripe's webhook events say, once per event id: a completed checkout sets the buyer's plan and
// records its first invoice; invoice.paid / invoice.payment_failed record each invoice (by Stripe's invoice id);
// a deleted subscription puts the customer back on the free plan. Other events are acknowledged and ignored.
import type { InvoiceStatus } from '@dealloop/contract';
import type { Kysely, Transaction } from 'kysely';
import type { StripeConfig } from '../config';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { FREE_PLAN_ID, PLANS, planOfStripePrice } from './plans';

type Trx = Transaction<Database>;
type Json = Record<string, unknown>;

/** A webhook event as far as it is read here. */
export interface StripeEvent {
  id: string;
  type: string;
  created?: number;
  data: { object: Json };
}

/** The event in a delivery's body, or null when it is not one. */
export function parseStripeEvent(payload: string): StripeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const event = value as Partial<StripeEvent> | null;
  if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') return null;
  const object = (event.data as { object?: unknown } | undefined)?.object;
  if (!object || typeof object !== 'object') return null;
  return event as StripeEvent;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const knownPlan = (id: string | null) => (id && PLANS.some((plan) => plan.id === id) ? id : null);
/** Latest time accepted from an event (9999-12-31T23:59:59Z): later ones are not dates either dialect stores. */
const MAX_EVENT_SECONDS = 253_402_300_799;
const isoOfSeconds = (value: unknown) =>
  typeof value === 'number' && value >= 0 && value <= MAX_EVENT_SECONDS
    ? new Date(value * 1000).toISOString()
    : isoNow();
/** An amount in cents as the `integer` column holds it (whole, 0 to 2^31 - 1), else null. */
const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647 ? value : null;

/** Handles an event in one transaction; `duplicate` when its id was handled before (nothing changes then). */
export async function recordStripeEvent(
  db: Kysely<Database>,
  stripe: StripeConfig,
  event: StripeEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('billing_events')
      .values({ event_id: event.id, type: event.type, received_at: isoNow() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return { duplicate: true };
    const object = event.data.object;
    if (event.type === 'checkout.session.completed') await checkoutCompleted(trx, object);
    else if (event.type === 'invoice.paid') await invoiceSettled(trx, stripe, object, 'paid');
    else if (event.type === 'invoice.payment_failed') await invoiceSettled(trx, stripe, object, 'failed');
    else if (event.type === 'customer.subscription.deleted') await subscriptionEnded(trx, object);
    return { duplicate: false };
  });
}

async function existingUser(trx: Trx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const row = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row?.id ?? null;
}

async function setPlan(trx: Trx, userId: string, planId: string, stripeCustomerId: string | null) {
  const now = isoNow();
  // A Stripe customer is one user's (unique column): an event naming another user's customer sets the plan but
  // does not move the customer.
  const holder = stripeCustomerId
    ? await trx
        .selectFrom('billing_customers')
        .select('user_id')
        .where('stripe_customer_id', '=', stripeCustomerId)
        .executeTakeFirst()
    : undefined;
  const customerId = holder && holder.user_id !== userId ? null : stripeCustomerId;
  await trx
    .insertInto('billing_customers')
    .values({ user_id: userId, stripe_customer_id: customerId, plan_id: planId, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        plan_id: planId,
        stripe_customer_id: customerId ?? eb.ref('billing_customers.stripe_customer_id'),
        updated_at: now,
      })),
    )
    .execute();
}

async function upsertInvoice(
  trx: Trx,
  invoice: {
    userId: string;
    stripeId: string;
    planId: string | null;
    amountCents: number;
    currency: string;
    status: InvoiceStatus;
    createdAt: string;
  },
) {
  const now = isoNow();
  await trx
    .insertInto('billing_invoices')
    .values({
      id: uuidv7(),
      user_id: invoice.userId,
      stripe_id: invoice.stripeId,
      plan_id: invoice.planId,
      amount_cents: invoice.amountCents,
      currency: invoice.currency,
      status: invoice.status,
      created_at: invoice.createdAt,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('stripe_id').doUpdateSet((eb) => ({
        // A paid invoice stays paid whatever arrives later (events are not ordered).
        status: eb
          .case()
          .when('billing_invoices.status', '=', 'paid')
          .then('paid' as InvoiceStatus)
          .else(eb.ref('excluded.status'))
          .end(),
        amount_cents: eb.ref('excluded.amount_cents'),
        plan_id: eb.fn.coalesce('excluded.plan_id', 'billing_invoices.plan_id'),
        updated_at: now,
      })),
    )
    .execute();
}

async function checkoutCompleted(trx: Trx, session: Json) {
  const metadata = record(session.metadata);
  const userId = await existingUser(trx, text(session.client_reference_id) ?? text(metadata.user_id));
  const planId = knownPlan(text(metadata.plan_id));
  if (!userId || !planId) return;
  await setPlan(trx, userId, planId, text(session.customer));
  const amountCents = cents(session.amount_total);
  if (amountCents !== null && session.payment_status === 'paid') {
    await upsertInvoice(trx, {
      userId,
      stripeId: text(session.invoice) ?? String(session.id),
      planId,
      amountCents,
      currency: text(session.currency) ?? 'usd',
      status: 'paid',
      createdAt: isoOfSeconds(session.created),
    });
  }
}

/** The price id of an invoice's first line, in either of the shapes Stripe's API versions use. */
function firstLinePrice(invoice: Json): string | null {
  const line = record((record(invoice.lines).data as unknown[] | undefined)?.[0]);
  return text(record(line.price).id) ?? text(record(record(line.pricing).price_details).price);
}

async function invoiceSettled(trx: Trx, stripe: StripeConfig, invoice: Json, status: InvoiceStatus) {
  const stripeId = text(invoice.id);
  if (!stripeId) return;
  const metadata = {
    ...record(invoice.metadata),
    ...record(record(invoice.subscription_details).metadata),
    ...record(record(record(invoice.parent).subscription_details).metadata),
  };
  const customerId = text(invoice.customer);
  let userId = await existingUser(trx, text(metadata.user_id));
  if (!userId && customerId) {
    const customer = await trx
      .selectFrom('billing_customers')
      .select('user_id')
      .where('stripe_customer_id', '=', customerId)
      .executeTakeFirst();
    userId = customer?.user_id ?? null;
  }
  if (!userId) return;
  const price = firstLinePrice(invoice);
  const planId =
    knownPlan(text(metadata.plan_id)) ?? (price ? (planOfStripePrice(price, stripe)?.id ?? null) : null);
  const amount = status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  await upsertInvoice(trx, {
    userId,
    stripeId,
    planId,
    amountCents: cents(amount) ?? 0,
    currency: text(invoice.currency) ?? 'usd',
    status,
    createdAt: isoOfSeconds(invoice.created),
  });
  if (status === 'paid' && planId) await setPlan(trx, userId, planId, customerId);
}

async function subscriptionEnded(trx: Trx, subscription: Json) {
  const customerId = text(subscription.customer);
  if (!customerId) return;
  await trx
    .updateTable('billing_customers')
    .set({ plan_id: FREE_PLAN_ID, updated_at: isoNow() })
    .where('stripe_customer_id', '=', customerId)
    .execute();
}
