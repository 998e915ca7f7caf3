// The paid features /pricing sells that exist in the product, which plan has which (the one table the server
// enforces and the site shows), and the texts of a refusal and of the site's "a Pro feature" notice.
import { PLAN_IDS, PLAN_NAMES, type PlanId, planIdOf, type QuotaResource } from './plan-limits';

/**
 * The features a plan may have. Team's "Up to 5 team members", "Priority support" and "Featured placement" do not
 * exist in the product yet, so nothing is gated for them.
 */
export const PLAN_FEATURE_IDS = ['buyersList', 'embedWidgets'] as const;
export type PlanFeature = (typeof PLAN_FEATURE_IDS)[number];

/** Which plan has which feature (/pricing: Pro has both, Team everything in Pro). */
export const PLAN_FEATURES: Readonly<Record<PlanId, readonly PlanFeature[]>> = Object.freeze({
  free: [],
  pro: ['buyersList', 'embedWidgets'],
  team: ['buyersList', 'embedWidgets'],
});

/**
 * What each feature gates, as /pricing names it. What a Free account keeps: its buyers list (buyers still join
 * through the public form; the owner reads, tags, removes and exports them) and its existing embed keys (they keep
 * serving widgets and can be edited or revoked); only importing, sending deals and creating keys need the plan.
 */
export const PLAN_FEATURE_NAMES: Readonly<Record<PlanFeature, string>> = Object.freeze({
  buyersList: 'Buyers list CSV import and deal emails',
  embedWidgets: 'Embeddable widgets on your own site',
});

/** The feature a created thing needs, if any (an embed key is the embeddable widgets feature). */
export const QUOTA_FEATURES: Readonly<Partial<Record<QuotaResource, PlanFeature>>> = Object.freeze({
  embedKeys: 'embedWidgets',
});

/** Whether a plan (any id; unknown = Free) has a feature. */
export function planHasFeature(plan: string | null | undefined, feature: PlanFeature): boolean {
  return PLAN_FEATURES[planIdOf(plan)].includes(feature);
}

/** The cheapest plan with the feature. */
export function planWithFeature(feature: PlanFeature): PlanId {
  return PLAN_IDS.find((id) => PLAN_FEATURES[id].includes(feature)) ?? 'team';
}

/** The 403 `plan_limit` message of a feature the plan lacks, naming the feature and the plan that has it. */
export function planFeatureMessage(plan: string | null | undefined, feature: PlanFeature): string {
  return `${PLAN_FEATURE_NAMES[feature]} come with the ${PLAN_NAMES[planWithFeature(feature)]} plan; you are on ${PLAN_NAMES[planIdOf(plan)]}.`;
}

/** The site's notice where a feature lives, for an account without it. */
export const PLAN_FEATURE_TEXTS = Object.freeze({
  /** "A Pro feature" */
  noticeTitle: (feature: PlanFeature) => `A ${PLAN_NAMES[planWithFeature(feature)]} feature`,
  /** "Buyers list CSV import and deal emails come with the Pro plan." */
  noticeBody: (feature: PlanFeature) =>
    `${PLAN_FEATURE_NAMES[feature]} come with the ${PLAN_NAMES[planWithFeature(feature)]} plan.`,
  pricingLink: 'See plans and upgrade',
});
