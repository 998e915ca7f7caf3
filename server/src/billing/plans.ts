// The plans /pricing offers: the instance's configuration of names, monthly prices and features. Each paid
// plan's Stripe price id comes from the environment (STRIPE_PRICE_{ID}, see config.ts).
import type { StripeConfig } from '../config';

/** A plan as configured here. */
export interface PlanConfig {
  /** Stable id: stored on invoices and current plans, and the STRIPE_PRICE_{ID} suffix. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Monthly price in cents; 0 is the free plan (never checked out). */
  readonly monthlyPriceCents: number;
  readonly currency: string;
  readonly features: readonly string[];
}

/** The plans, cheapest first. Edit this list to change what /pricing offers. */
export const PLANS: readonly PlanConfig[] = Object.freeze([
  {
    id: 'free',
    name: 'Free',
    description: 'Browse deals, save searches and make offers.',
    monthlyPriceCents: 0,
    currency: 'usd',
    features: [
      'Unlimited search and saved deals',
      '3 saved searches with email alerts',
      'Offers and contracts',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For active wholesalers moving several deals a month.',
    monthlyPriceCents: 2900,
    currency: 'usd',
    features: [
      'Everything in Free',
      'Unlimited saved searches',
      'Buyers list with CSV import and deal emails',
      'Embeddable widgets on your own site',
    ],
  },
  {
    id: 'team',
    name: 'Team',
    description: 'For teams and acquisition companies.',
    monthlyPriceCents: 9900,
    currency: 'usd',
    features: [
      'Everything in Pro',
      'Up to 5 team members',
      'Priority support',
      'Featured placement of your listings',
    ],
  },
]);

/** The id of the plan of a user without a paid subscription. */
export const FREE_PLAN_ID = 'free';

/** A plan as GET /plans answers it: `purchasable` when Stripe is on and the plan has a price id. */
export interface PlanView {
  id: string;
  name: string;
  description: string;
  monthlyPriceCents: number;
  currency: string;
  features: string[];
  purchasable: boolean;
}

/** The Stripe price id of a plan, or null (free plan, billing off, or no STRIPE_PRICE_{ID}). */
export function stripePriceOf(plan: PlanConfig, stripe: StripeConfig | null): string | null {
  if (!stripe || plan.monthlyPriceCents === 0) return null;
  return stripe.priceIds[plan.id] ?? null;
}

/** The plan whose Stripe price id this is, or undefined. */
export function planOfStripePrice(priceId: string, stripe: StripeConfig): PlanConfig | undefined {
  return PLANS.find((plan) => stripe.priceIds[plan.id] === priceId);
}

/** Every plan as the API shows it. */
export function planViews(stripe: StripeConfig | null): PlanView[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthlyPriceCents: plan.monthlyPriceCents,
    currency: plan.currency,
    features: [...plan.features],
    purchasable: stripePriceOf(plan, stripe) !== null,
  }));
}
