// GET /me/plan: the caller's plan, the paid features it has (core's PLAN_FEATURES), for the pages where those
// features live to show what the plan allows.
import { PLAN_FEATURE_IDS, PLAN_IDS, PLAN_NAMES, planHasFeature, planIdOf } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { billingCustomerOf } from '../billing/billing-repo';
import { createRouter } from '../http/router';
import { errors, json } from '../http/schemas';

const bearer = [{ bearerAuth: [] }];

const MyPlan = z
  .object({
    plan: z.enum(PLAN_IDS),
    planName: z.string(),
    features: z.array(z.enum(PLAN_FEATURE_IDS)).openapi({ description: 'The paid features the plan has' }),
  })
  .openapi('MyPlan');

/** The plan usage routes, mounted at /api/v1. */
export function planUsageRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/me/plan',
      summary: "The caller's plan and the paid features it has",
      security: bearer,
      responses: { 200: { description: 'The plan', content: json(MyPlan) }, ...errors(401) },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const plan = planIdOf((await billingCustomerOf(db, user.id)).planId);
      return c.json(
        {
          plan,
          planName: PLAN_NAMES[plan],
          features: PLAN_FEATURE_IDS.filter((feature) => planHasFeature(plan, feature)),
        },
        200,
      );
    },
  );
}
