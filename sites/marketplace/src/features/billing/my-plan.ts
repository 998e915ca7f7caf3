// The caller's plan, its paid features and what is left of its quotas (the contract's billing.myPlan), for the
// pages where a paid feature lives or a limited thing is created.
import { ApiError } from '@dealloop/client';
import type { MyPlan } from '@dealloop/contract';
import { PLAN_LIMIT_CODE, type PlanFeature, QUOTA_EXCEEDED_CODE, type QuotaResource } from '@dealloop/core';
import { type ApiResource, useApiResource } from '../../app/use-api-resource';
import { billingApi } from './billing-api';

/** The caller's plan; `enabled` false waits (e.g. until signed in). */
export function useMyPlan(enabled = true): ApiResource<MyPlan> {
  return useApiResource(enabled ? 'me' : null, (client) => billingApi(client).myPlan());
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

/** What to tell where `resource` is created: its limit's line, then the day's quota once close. */
export function quotaLines(plan: ApiResource<MyPlan>, resource: QuotaResource): string[] {
  if (plan.state.status !== 'ready') return [];
  const figures = plan.state.data.quotas[resource];
  return [figures.text, figures.todayText].filter((line): line is string => line !== null);
}

/** Whether an error is a refusal of the plan (403 plan_limit, 429 quota_exceeded), whose message says why. */
export function isPlanRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === PLAN_LIMIT_CODE || error.code === QUOTA_EXCEEDED_CODE);
}
