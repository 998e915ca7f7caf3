// Table types of billing (Stripe webhooks, invoices, current plans) and support tickets (migration 0020).
import type { InvoiceStatus } from '@dealloop/contract';
import type { SupportCategory, SupportTicketStatus } from '@dealloop/core';
import type { Selectable } from 'kysely';
import type { Timestamp } from './schema';

/** A Stripe webhook event already handled: a replay of its id changes nothing. */
export interface BillingEventsTable {
  event_id: string;
  type: string;
  received_at: Timestamp;
}

/** An invoice recorded from Stripe (the first from checkout.session.completed, each renewal from invoice.paid). */
export interface BillingInvoicesTable {
  id: string;
  user_id: string;
  /** Stripe's invoice id (or the Checkout Session's when it has no invoice): one row per Stripe object. */
  stripe_id: string;
  plan_id: string | null;
  amount_cents: number;
  currency: string;
  status: InvoiceStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A user's Stripe customer and current plan, set by a completed checkout. */
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string | null;
  plan_id: string;
  updated_at: Timestamp;
}

/** A support request; `user_id` is null when it was sent signed out (then the access key lets its link read it). */
export interface SupportTicketsTable {
  id: string;
  user_id: string | null;
  email: string;
  name: string | null;
  subject: string;
  category: SupportCategory;
  message: string;
  status: SupportTicketStatus;
  /** SHA-256 of the random key the confirmation email's link carries. */
  access_key_hash: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BillingInvoice = Selectable<BillingInvoicesTable>;
export type SupportTicket = Selectable<SupportTicketsTable>;
