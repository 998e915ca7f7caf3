// GET /me/plan, mounted from the contract's billing routes: the caller's plan, the paid features it has (core's
// PLAN_FEATURES) and, per quota-limited thing (core's PLAN_QUOTAS), what is used and left, for the pages where those
// things are created.
import { billingContract as routes } from '@dealloop/contract';
import { PLAN_FEATURE_IDS, PLAN_NAMES, planHasFeature, planIdOf } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { createRouter } from '../http/router';
import { billingCustomerOf } from './billing-repo';
import { quotaFigures } from './quotas';

/** The plan usage routes, mounted at /api/v1. */
export function planUsageRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter().openapi(routes.myPlan, async (c) => {
    const { user } = requireAuth(c);
    const plan = planIdOf((await billingCustomerOf(db, user.id)).planId);
    return c.json(
      {
        plan,
        planName: PLAN_NAMES[plan],
        features: PLAN_FEATURE_IDS.filter((feature) => planHasFeature(plan, feature)),
        quotas: await quotaFigures(db, user.id, plan),
      },
      200,
    );
  });
}
