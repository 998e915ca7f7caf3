// GET /me/plan: the caller's plan, the paid features it has (core's PLAN_FEATURES) and, per quota-limited thing
// (core's PLAN_QUOTAS), what is used and left, for the pages where those things are created.

import { errors, json } from '@dealloop/contract';
import {
  PLAN_FEATURE_IDS,
  PLAN_IDS,
  PLAN_NAMES,
  planHasFeature,
  planIdOf,
  QUOTA_RESOURCES,
} from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { billingCustomerOf } from '../billing/billing-repo';
import { quotaFigures } from '../billing/quotas';
import { createRouter } from '../http/router';

const bearer = [{ bearerAuth: [] }];

const QuotaFiguresSchema = z
  .object({
    used: z.number().int().openapi({ description: 'How many the account keeps' }),
    limit: z.number().int().nullable().openapi({ description: "The plan's limit; null without one" }),
    text: z.string().nullable().openapi({ description: '"2 of 20 embed keys used. Team allows 50."' }),
    createdToday: z.number().int().openapi({ description: 'How many it created in the last 24 hours' }),
    perDay: z.number().int().openapi({ description: "The plan's daily quota" }),
    todayText: z.string().nullable().openapi({ description: "The day's quota once close, else null" }),
  })
  .openapi('QuotaFigures');

const MyPlan = z
  .object({
    plan: z.enum(PLAN_IDS),
    planName: z.string(),
    features: z.array(z.enum(PLAN_FEATURE_IDS)).openapi({ description: 'The paid features the plan has' }),
    quotas: z.object(
      Object.fromEntries(QUOTA_RESOURCES.map((resource) => [resource, QuotaFiguresSchema])) as Record<
        (typeof QUOTA_RESOURCES)[number],
        typeof QuotaFiguresSchema
      >,
    ),
  })
  .openapi('MyPlan');

/** The plan usage routes, mounted at /api/v1. */
export function planUsageRoutes(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/me/plan',
      summary: "The caller's plan, the paid features it has, and what is used and left of each quota",
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
          quotas: await quotaFigures(db, user.id, plan),
        },
        200,
      );
    },
  );
}
