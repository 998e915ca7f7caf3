// Paid features (core's PLAN_FEATURES): a route that needs one refuses an account whose plan lacks it with 403
// plan_limit and core's message naming the feature and the plan that has it.
import { PLAN_LIMIT_CODE, type PlanFeature, planFeatureMessage, planHasFeature } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden } from '../http/api-error';
import { billingCustomerOf } from './billing-repo';

/** Refuses with 403 plan_limit unless the plan `planId` has `feature`. */
export function checkPlanFeature(planId: string, feature: PlanFeature): void {
  if (!planHasFeature(planId, feature)) throw forbidden(planFeatureMessage(planId, feature), PLAN_LIMIT_CODE);
}

/** Refuses with 403 plan_limit unless the user's current plan has `feature`. */
export async function requirePlanFeature(
  db: Kysely<Database>,
  userId: string,
  feature: PlanFeature,
): Promise<void> {
  checkPlanFeature((await billingCustomerOf(db, userId)).planId, feature);
}
