// What each plan allows: the size limits /pricing promises and the daily creation quotas that stop a script
// flooding an account, with the texts of a refusal and of the remaining count.

/** The plans, cheapest first (the server's PLANS configures their names and prices). */
export const PLAN_IDS = ['free', 'pro', 'team'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans' names as /pricing shows them. */
export const PLAN_NAMES: Readonly<Record<PlanId, string>> = Object.freeze({
  free: 'Free',
  pro: 'Pro',
  team: 'Team',
});

/** The things an account creates that a plan limits. */
export const QUOTA_RESOURCES = ['savedSearches', 'listings', 'offers', 'embedKeys', 'businessCards'] as const;
export type QuotaResource = (typeof QUOTA_RESOURCES)[number];

/** How each resource is named in a sentence (plural; singular for one). */
export const QUOTA_NOUNS: Readonly<Record<QuotaResource, { one: string; many: string }>> = Object.freeze({
  savedSearches: { one: 'saved search', many: 'saved searches' },
  listings: { one: 'listing', many: 'listings' },
  offers: { one: 'offer', many: 'offers' },
  embedKeys: { one: 'embed key', many: 'embed keys' },
  businessCards: { one: 'business card', many: 'business cards' },
});

/** One plan's rule for one resource: at most `total` kept (null: no limit), at most `perDay` created a day. */
export interface QuotaRule {
  readonly total: number | null;
  readonly perDay: number;
}

/**
 * The limits of each plan. Free's 3 saved searches is /pricing's promise ("Unlimited saved searches" on Pro); the
 * daily quotas are far above what a person creates by hand and far below what a script does.
 */
export const PLAN_QUOTAS: Readonly<Record<PlanId, Readonly<Record<QuotaResource, QuotaRule>>>> =
  Object.freeze({
    free: {
      savedSearches: { total: 3, perDay: 20 },
      listings: { total: null, perDay: 100 },
      offers: { total: null, perDay: 50 },
      // Embed keys are the embeddable widgets feature, which Free does not have (plan-features.ts).
      embedKeys: { total: 0, perDay: 0 },
      businessCards: { total: 20, perDay: 20 },
    },
    pro: {
      savedSearches: { total: null, perDay: 50 },
      listings: { total: null, perDay: 300 },
      offers: { total: null, perDay: 200 },
      embedKeys: { total: 20, perDay: 50 },
      businessCards: { total: 20, perDay: 40 },
    },
    team: {
      savedSearches: { total: null, perDay: 100 },
      listings: { total: null, perDay: 1000 },
      offers: { total: null, perDay: 500 },
      embedKeys: { total: 50, perDay: 100 },
      businessCards: { total: 20, perDay: 60 },
    },
  });

/** The error codes of a refusal: over a plan's size limit (403) or over a daily quota (429). */
export const PLAN_LIMIT_CODE = 'plan_limit';
export const QUOTA_EXCEEDED_CODE = 'quota_exceeded';

/** A known plan id, Free for anything else (a user without a paid plan). */
export function planIdOf(id: string | null | undefined): PlanId {
  return (PLAN_IDS as readonly string[]).includes(id ?? '') ? (id as PlanId) : 'free';
}

/** The rule of a plan for a resource. */
export function quotaRule(plan: string, resource: QuotaResource): QuotaRule {
  return PLAN_QUOTAS[planIdOf(plan)][resource];
}

/** The cheapest plan above `plan` that keeps more of `resource` (or allows more a day), or null. */
export function planLifting(plan: string, resource: QuotaResource, kind: 'total' | 'perDay'): PlanId | null {
  const current = quotaRule(plan, resource);
  const above = PLAN_IDS.slice(PLAN_IDS.indexOf(planIdOf(plan)) + 1);
  return (
    above.find((next) => {
      const rule = PLAN_QUOTAS[next][resource];
      if (kind === 'perDay') return rule.perDay > current.perDay;
      return current.total !== null && (rule.total === null || rule.total > current.total);
    }) ?? null
  );
}

const count = (n: number, resource: QuotaResource) =>
  `${n} ${n === 1 ? QUOTA_NOUNS[resource].one : QUOTA_NOUNS[resource].many}`;

/** The 403 message of a full plan: the limit, the plan, and the plan that lifts it. */
export function planLimitMessage(plan: string, resource: QuotaResource): string {
  const id = planIdOf(plan);
  const total = PLAN_QUOTAS[id][resource].total ?? 0;
  const lifting = planLifting(id, resource, 'total');
  const lift = lifting
    ? PLAN_QUOTAS[lifting][resource].total === null
      ? ` ${PLAN_NAMES[lifting]} lifts the limit.`
      : ` ${PLAN_NAMES[lifting]} allows ${count(PLAN_QUOTAS[lifting][resource].total as number, resource)}.`
    : '';
  return `The ${PLAN_NAMES[id]} plan allows ${count(total, resource)}; delete one to add another.${lift}`;
}

/** The 429 message of a spent daily quota: the quota, the plan, and the plan that allows more. */
export function quotaExceededMessage(plan: string, resource: QuotaResource): string {
  const id = planIdOf(plan);
  const lifting = planLifting(id, resource, 'perDay');
  const lift = lifting
    ? ` ${PLAN_NAMES[lifting]} allows ${PLAN_QUOTAS[lifting][resource].perDay} a day.`
    : '';
  return `The ${PLAN_NAMES[id]} plan allows ${count(PLAN_QUOTAS[id][resource].perDay, resource)} a day; try again tomorrow.${lift}`;
}

/** The line under a limited list: "2 of 3 saved searches used. Pro lifts the limit."; null without a limit. */
export function quotaUsageText(plan: string, resource: QuotaResource, used: number): string | null {
  const id = planIdOf(plan);
  const total = PLAN_QUOTAS[id][resource].total;
  if (total === null) return null;
  const lifting = planLifting(id, resource, 'total');
  const lift = lifting
    ? PLAN_QUOTAS[lifting][resource].total === null
      ? ` ${PLAN_NAMES[lifting]} lifts the limit.`
      : ` ${PLAN_NAMES[lifting]} allows ${PLAN_QUOTAS[lifting][resource].total}.`
    : '';
  return `${Math.min(used, total)} of ${count(total, resource)} used.${lift}`;
}

/** The day's quota shows once at most this share of it is left (and always with 3 or fewer left). */
export const DAILY_QUOTA_NEAR_SHARE = 0.1;

/**
 * The line where the thing is created when the day's quota is close: "4 more listings today: the Free plan allows
 * 100 a day. Pro allows 300 a day."; null while plenty is left.
 */
export function dailyQuotaText(plan: string, resource: QuotaResource, createdToday: number): string | null {
  const id = planIdOf(plan);
  const perDay = PLAN_QUOTAS[id][resource].perDay;
  const left = Math.max(0, perDay - createdToday);
  if (perDay === 0 || left > Math.max(3, Math.ceil(perDay * DAILY_QUOTA_NEAR_SHARE))) return null;
  const lifting = planLifting(id, resource, 'perDay');
  const lift = lifting
    ? ` ${PLAN_NAMES[lifting]} allows ${PLAN_QUOTAS[lifting][resource].perDay} a day.`
    : '';
  const head =
    left === 0
      ? `No more ${QUOTA_NOUNS[resource].many} today`
      : `${left} more ${left === 1 ? QUOTA_NOUNS[resource].one : QUOTA_NOUNS[resource].many} today`;
  return `${head}: the ${PLAN_NAMES[id]} plan allows ${perDay} a day.${lift}`;
}
