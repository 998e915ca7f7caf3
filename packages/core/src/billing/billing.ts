// Billing: invoice statuses, how a plan's price reads, and every text of /pricing and /payment-history.

/** Where a recorded invoice stands (the wire type is the contract's InvoiceStatus; core only labels it). */
type InvoiceStatus = 'paid' | 'open' | 'failed';

/** The invoice statuses and their labels on /payment-history. */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = Object.freeze({
  paid: 'Paid',
  open: 'Open',
  failed: 'Payment failed',
});

/** The error code the API answers when Stripe is not configured on the instance. */
export const BILLING_NOT_ENABLED_CODE = 'billing_not_enabled';

/** Every text of the pricing and payment history pages, and the API's billing errors. */
export const BILLING_TEXTS = Object.freeze({
  pricingTitle: 'Pricing',
  pricingIntro: 'Pick the plan that fits how many deals you move. Change or cancel any time.',
  perMonth: '/month',
  free: 'Free',
  choosePlan: (planName: string) => `Choose ${planName}`,
  currentPlan: 'Your current plan',
  redirecting: 'Opening checkout…',
  signInToSubscribe: 'Sign in to subscribe',
  billingNotEnabled: 'Billing is not enabled on this instance',
  billingNotEnabledDetail: 'The plans are shown for reference; nothing can be bought here yet.',
  checkoutFailed: 'Checkout could not be started. Please try again.',
  checkoutSucceeded: 'Thank you! Your payment is being confirmed; it will appear in your payment history.',
  checkoutCancelled: 'Checkout was cancelled. You have not been charged.',
  unknownPlan: 'This plan does not exist.',
  planNotPurchasable: 'This plan cannot be bought online.',
  alreadyOnPlan: 'You are already on this plan.',
  invalidSignature: 'The webhook signature is missing, invalid or too old.',
  historyTitle: 'Payment History',
  historyIntro: 'Your plan and the invoices of your subscription.',
  historyCurrentPlan: 'Current plan',
  historyNoPlan: 'You are on the Free plan.',
  historyEmpty: 'No payments yet.',
  historyEmptyDetail: 'Invoices appear here once a payment goes through.',
  seePlans: 'See plans',
  columnDate: 'Date',
  columnPlan: 'Plan',
  columnAmount: 'Amount',
  columnStatus: 'Status',
  signInToSeeHistory: 'Sign in to see your payment history.',
  invoicesCaption: 'Invoices',
  plansLabel: 'Plans',
});

/**
 * A price in minor units as the pages show it: `$0` reads "Free", whole amounts carry no cents ("$29"), others
 * two decimals ("$29.50"). The currency is an ISO 4217 code; USD shows "$", any other its code after the amount.
 */
export function formatPlanPrice(amountCents: number, currency = 'usd'): string {
  if (!Number.isFinite(amountCents)) return '—';
  if (amountCents === 0) return BILLING_TEXTS.free;
  const value = Math.abs(amountCents) / 100;
  const digits = Number.isInteger(value) ? 0 : 2;
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  const sign = amountCents < 0 ? '-' : '';
  return currency.toLowerCase() === 'usd' ? `${sign}$${text}` : `${sign}${text} ${currency.toUpperCase()}`;
}
