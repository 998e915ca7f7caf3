// Billing: plans, their limits and paid features, invoices and the texts of /pricing and /payment-history.

export { BILLING_NOT_ENABLED_CODE, BILLING_TEXTS, formatPlanPrice, INVOICE_STATUS_LABELS } from './billing';
export type { PlanFeature } from './plan-features';
export {
  PLAN_FEATURE_IDS,
  PLAN_FEATURE_NAMES,
  PLAN_FEATURE_TEXTS,
  PLAN_FEATURES,
  planFeatureMessage,
  planHasFeature,
  planWithFeature,
  QUOTA_FEATURES,
} from './plan-features';
export type { PlanId, QuotaResource, QuotaRule } from './plan-limits';
export {
  DAILY_QUOTA_NEAR_SHARE,
  dailyQuotaText,
  PLAN_IDS,
  PLAN_LIMIT_CODE,
  PLAN_NAMES,
  PLAN_QUOTAS,
  planIdOf,
  planLifting,
  planLimitMessage,
  QUOTA_EXCEEDED_CODE,
  QUOTA_NOUNS,
  QUOTA_RESOURCES,
  quotaExceededMessage,
  quotaRule,
  quotaUsageText,
} from './plan-limits';
