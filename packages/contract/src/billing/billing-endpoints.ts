// Where the billing calls are (no schemas: the site imports this at run time).

/** The plans, Stripe Checkout and webhook, the caller's invoices and the caller's plan with its quotas. */
export const billingEndpoints = {
  plans: { method: 'get', path: '/plans' },
  checkout: { method: 'post', path: '/billing/checkout' },
  webhook: { method: 'post', path: '/billing/webhook' },
  myBilling: { method: 'get', path: '/me/billing' },
  myPlan: { method: 'get', path: '/me/plan' },
} as const;
