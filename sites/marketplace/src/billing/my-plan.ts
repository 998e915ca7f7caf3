// The caller's plan and its paid features (GET /api/v1/me/plan, server/src/routes/plan-usage.ts), for the pages
// where a paid feature lives to show it or the "a Pro feature" notice.
import type { PlanFeature, PlanId } from '@dealloop/core';
import { type ApiResource, useApiResource } from '../app/use-api-resource';

/** GET: the caller's plan and the paid features it has. */
export const MY_PLAN_API = '/api/v1/me/plan';

/** GET /me/plan. */
export interface MyPlan {
  plan: PlanId;
  planName: string;
  features: PlanFeature[];
}

/** The caller's plan; `enabled` false waits (e.g. until signed in). */
export function useMyPlan(enabled = true): ApiResource<MyPlan> {
  return useApiResource(enabled ? 'me' : null, (client) => client.request<MyPlan>('GET', MY_PLAN_API));
}

/**
 * Whether the plan has `feature`: 'unknown' while loading; a failed load reads as 'yes' (the control shows and
 * the server, which decides, answers a refusal the page shows).
 */
export function featureAccess(plan: ApiResource<MyPlan>, feature: PlanFeature): 'unknown' | 'yes' | 'no' {
  if (plan.state.status === 'loading') return 'unknown';
  if (plan.state.status !== 'ready') return 'yes';
  return plan.state.data.features.includes(feature) ? 'yes' : 'no';
}
