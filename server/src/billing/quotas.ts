// Plan limits and daily quotas on what an account creates (core's PLAN_QUOTAS): counted and created in one
// transaction that holds the account's quota lock, refused with 403 plan_limit (the plan's size limit) or 429
// quota_exceeded (the day's quota). Parallel creations of one account take turns, so none sees a stale count.
import {
  dailyQuotaText,
  PLAN_LIMIT_CODE,
  planIdOf,
  planLimitMessage,
  QUOTA_EXCEEDED_CODE,
  QUOTA_FEATURES,
  QUOTA_RESOURCES,
  type QuotaResource,
  quotaExceededMessage,
  quotaRule,
  quotaUsageText,
} from '@dealloop/core';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, forbidden } from '../http/api-error';
import { billingCustomerOf } from './billing-repo';
import { checkPlanFeature } from './plan-features';

const DAY_MS = 86_400_000;

/** What counts: the rows the account keeps (toward the plan's limit) and those it created since a moment. */
interface Counts {
  kept: number;
  createdSince: number;
  /** When the oldest row of the window was created (the quota frees up a day later), or null. */
  oldestSince: string | null;
}

async function countsOf(db: Kysely<Database>, userId: string, resource: QuotaResource, since: string) {
  const tally = async (
    table: 'saved_searches' | 'properties' | 'offers' | 'embed_keys' | 'business_cards',
    owner: 'user_id' | 'buyer_id',
    keptOnly?: 'revoked_at',
  ): Promise<Counts> => {
    const query = db.selectFrom(table as 'saved_searches').where(owner as 'user_id', '=', userId);
    const [kept, window] = await Promise.all([
      (keptOnly ? query.where(keptOnly as never, 'is', null) : query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      query
        .where('created_at', '>=', since)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      kept: Number(kept.n),
      createdSince: Number(window.n),
      oldestSince: (window.oldest as string | null) ?? null,
    };
  };
  switch (resource) {
    case 'savedSearches':
      return tally('saved_searches', 'user_id');
    case 'listings':
      return tally('properties', 'user_id');
    case 'offers':
      return tally('offers', 'buyer_id');
    case 'embedKeys':
      return tally('embed_keys', 'user_id', 'revoked_at');
    case 'businessCards':
      return tally('business_cards', 'user_id');
  }
}

/**
 * Takes the account's quota lock for the rest of the transaction `trx`: a transaction-scoped advisory lock per
 * account on Postgres; SQLite runs one transaction at a time on its one connection, which is the lock.
 */
async function lockQuotaOf(trx: Kysely<Database>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`quota:${userId}`}))`.execute(trx);
  }
}

/**
 * Refuses, inside the transaction `trx` that then creates the thing, a creation the account's plan does not allow:
 * 403 plan_limit when the plan lacks the feature the thing needs (core's QUOTA_FEATURES) or it keeps as many as
 * the plan allows, 429 quota_exceeded (with Retry-After) when it created
 * the day's quota in the last 24 hours. The count holds until `trx` commits: the account's other creations wait.
 */
export async function holdQuota(
  trx: Kysely<Database>,
  dialect: Dialect,
  userId: string,
  resource: QuotaResource,
): Promise<void> {
  if (!trx.isTransaction) throw new Error('holdQuota: call it inside the transaction that creates the thing');
  await lockQuotaOf(trx, dialect, userId);
  const { planId } = await billingCustomerOf(trx, userId);
  const feature = QUOTA_FEATURES[resource];
  if (feature) checkPlanFeature(planId, feature);
  const rule = quotaRule(planId, resource);
  const now = Date.now();
  const counts = await countsOf(trx, userId, resource, new Date(now - DAY_MS).toISOString());
  if (rule.total !== null && counts.kept >= rule.total) {
    throw forbidden(planLimitMessage(planId, resource), PLAN_LIMIT_CODE);
  }
  if (counts.createdSince >= rule.perDay) {
    const freesAt = counts.oldestSince ? Date.parse(counts.oldestSince) + DAY_MS : now + DAY_MS;
    throw new ApiError(429, QUOTA_EXCEEDED_CODE, quotaExceededMessage(planId, resource), {
      'Retry-After': String(Math.max(1, Math.ceil((freesAt - now) / 1000))),
    });
  }
}

/** Creates something of `resource` in one transaction with the quota check of {@link holdQuota}. */
export function createWithinQuota<T>(
  deps: { db: Kysely<Database>; dialect: Dialect },
  userId: string,
  resource: QuotaResource,
  create: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    await holdQuota(trx, deps.dialect, userId, resource);
    return create(trx);
  });
}

/** How much of a plan-limited resource the account uses, for the page where it creates one. */
export interface QuotaUsage {
  plan: string;
  used: number;
  /** The plan's limit, null when it has none. */
  limit: number | null;
  /** "2 of 3 saved searches used. Pro lifts the limit.", null without a limit. */
  text: string | null;
}

export async function quotaUsage(
  db: Kysely<Database>,
  userId: string,
  resource: QuotaResource,
): Promise<QuotaUsage> {
  const { planId } = await billingCustomerOf(db, userId);
  const plan = planIdOf(planId);
  const counts = await countsOf(db, userId, resource, new Date(Date.now() - DAY_MS).toISOString());
  return {
    plan,
    used: counts.kept,
    limit: quotaRule(plan, resource).total,
    text: quotaUsageText(plan, resource, counts.kept),
  };
}

/** One resource's figures for the page where it is created (GET /me/plan). */
export interface QuotaFigures {
  /** How many the account keeps, and the plan's limit (null: none) with its line ("2 of 20 embed keys used."). */
  used: number;
  limit: number | null;
  text: string | null;
  /** How many it created in the last 24 hours, the day's quota, and its line once close (else null). */
  createdToday: number;
  perDay: number;
  todayText: string | null;
}

/** Every quota-limited resource's figures for the account's plan. */
export async function quotaFigures(
  db: Kysely<Database>,
  userId: string,
  planId: string,
): Promise<Record<QuotaResource, QuotaFigures>> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const entries = await Promise.all(
    QUOTA_RESOURCES.map(async (resource): Promise<[QuotaResource, QuotaFigures]> => {
      const counts = await countsOf(db, userId, resource, since);
      const rule = quotaRule(planId, resource);
      return [
        resource,
        {
          used: counts.kept,
          limit: rule.total,
          text: quotaUsageText(planId, resource, counts.kept),
          createdToday: counts.createdSince,
          perDay: rule.perDay,
          todayText: dailyQuotaText(planId, resource, counts.createdSince),
        },
      ];
    }),
  );
  return Object.fromEntries(entries) as Record<QuotaResource, QuotaFigures>;
}
