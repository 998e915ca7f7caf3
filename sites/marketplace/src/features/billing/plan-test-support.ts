// Test support: the billing API's paths as the tests fake them, and GET /me/plan answers as the server words them
// (core's rules), for a plan and what the account used. Tests only.

import type { MyPlan, QuotaFigures } from '@dealloop/contract';
import {
  dailyQuotaText,
  PLAN_FEATURE_IDS,
  PLAN_NAMES,
  type PlanId,
  planHasFeature,
  QUOTA_RESOURCES,
  type QuotaResource,
  quotaRule,
  quotaUsageText,
} from '@dealloop/core';

/** GET: the plans and whether checkout is enabled on this instance (public). */
export const PLANS_API = '/api/v1/plans';
/** POST `{ planId }`: a Stripe Checkout Session's URL (501 `billing_not_enabled` without Stripe). */
export const CHECKOUT_API = '/api/v1/billing/checkout';
/** GET: the caller's current plan and invoices. */
export const MY_BILLING_API = '/api/v1/me/billing';
/** GET: the caller's plan, its paid features and quotas. */
export const MY_PLAN_API = '/api/v1/me/plan';

/** The answer for `plan` with `used` (kept, created today) per resource; nothing used by default. */
export function myPlanOf(
  plan: PlanId,
  used: Partial<Record<QuotaResource, { used?: number; createdToday?: number }>> = {},
): MyPlan {
  const quotas = Object.fromEntries(
    QUOTA_RESOURCES.map((resource): [QuotaResource, QuotaFigures] => {
      const kept = used[resource]?.used ?? 0;
      const today = used[resource]?.createdToday ?? 0;
      const rule = quotaRule(plan, resource);
      return [
        resource,
        {
          used: kept,
          limit: rule.total,
          text: quotaUsageText(plan, resource, kept),
          createdToday: today,
          perDay: rule.perDay,
          todayText: dailyQuotaText(plan, resource, today),
        },
      ];
    }),
  ) as Record<QuotaResource, QuotaFigures>;
  return {
    plan,
    planName: PLAN_NAMES[plan],
    features: PLAN_FEATURE_IDS.filter((feature) => planHasFeature(plan, feature)),
    quotas,
  };
}

/** GET /me/plan of an account on Pro, which has every paid feature the site shows. */
export const PRO_PLAN: MyPlan = myPlanOf('pro');
/** GET /me/plan of an account on Free. */
export const FREE_PLAN: MyPlan = myPlanOf('free');
